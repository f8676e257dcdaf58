// @vitest-environment happy-dom
import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { busyButtonProps } from './busy-button';

describe('busyButtonProps', () => {
  it('busy: keeps the button enabled and focused, shows the loader and ignores clicks', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <Button type="submit" onClick={onClick} {...busyButtonProps(true)}>
          Save
        </Button>
      </form>,
    );
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    expect(save.type).toBe('submit');
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(save.hasAttribute('data-loading')).toBe(true);
    save.focus();
    await user.keyboard('{Enter}');
    await user.click(save);
    await user.type(screen.getByLabelText('Name'), 'Amina{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('idle: an ordinary button, disabled only when asked', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(
      <>
        <Button onClick={onClick} {...busyButtonProps(false)}>
          Export
        </Button>
        <Button onClick={onClick} {...busyButtonProps(false, true)}>
          Import
        </Button>
      </>,
    );
    const exportButton = screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement;
    expect(exportButton.hasAttribute('aria-disabled')).toBe(false);
    expect(exportButton.hasAttribute('data-loading')).toBe(false);
    await user.click(exportButton);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
