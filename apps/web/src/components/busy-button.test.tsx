// @vitest-environment happy-dom
import { ActionIcon, Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { busyButtonProps } from './busy-button';
import { LoadErrorAlert } from './LoadErrorAlert';

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

/** A load error whose Retry turns busy once pressed, as the screens' do while they ask again. */
function RetryingAlert({ onRetry }: { onRetry: () => void }) {
  const [retrying, setRetrying] = useState(false);
  const handleRetry = () => {
    onRetry();
    setRetrying(true);
  };
  return (
    <LoadErrorAlert title="Could not load" error={null} retrying={retrying} onRetry={handleRetry} />
  );
}

describe('a Retry that turns busy (LoadErrorAlert, the token chip)', () => {
  it('keeps the focus on Retry while it asks again', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(<RetryingAlert onRetry={onRetry} />);
    const retry = screen.getByRole('button', { name: /retry/i }) as HTMLButtonElement;
    retry.focus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(retry.disabled).toBe(false);
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(retry);
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('works on an ActionIcon too: enabled, aria-disabled, clicks ignored', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(
      <ActionIcon aria-label="Refresh" onClick={onClick} {...busyButtonProps(true)}>
        ↻
      </ActionIcon>,
    );
    const refresh = screen.getByRole('button', { name: 'Refresh' }) as HTMLButtonElement;
    expect(refresh.disabled).toBe(false);
    expect(refresh.getAttribute('aria-disabled')).toBe('true');
    await user.click(refresh);
    expect(onClick).not.toHaveBeenCalled();
  });
});
