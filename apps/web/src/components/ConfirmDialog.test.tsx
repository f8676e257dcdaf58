// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

// Rendering Mantine in happy-dom is slow on a busy machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 5_000 });

type Props = Partial<Parameters<typeof ConfirmDialog>[0]>;

function renderDialog(props: Props = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const view = render(
    <MantineProvider>
      <ConfirmDialog
        opened
        title="Delete step 2?"
        message="Step 2 will be removed."
        confirmLabel="Yes, delete"
        onConfirm={onConfirm}
        onClose={onClose}
        {...props}
      />
    </MantineProvider>,
  );
  return { onConfirm, onClose, view };
}

describe('ConfirmDialog', { timeout: 30_000 }, () => {
  afterEach(() => cleanup());

  it('asks, confirms with an empty reason, and cancels', async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose } = renderDialog();
    expect(await screen.findByText('Step 2 will be removed.')).toBeTruthy();
    expect(screen.queryByLabelText('Reason (optional)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(onConfirm).toHaveBeenCalledWith('');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('passes the trimmed reason when the reason field is shown', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderDialog({ withReason: true, confirmLabel: 'Reject' });
    await user.type(await screen.findByLabelText('Reason (optional)'), '  wrong amount  ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onConfirm).toHaveBeenCalledWith('wrong amount');
  });

  it('closes on Escape while loading unless told to stay open', async () => {
    const open = renderDialog({ loading: true });
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(open.onClose).toHaveBeenCalledTimes(1);
    cleanup();

    const locked = renderDialog({ loading: true, keepOpenWhileLoading: true });
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(locked.onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
