// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, STEP_SETTLE_MS } from './ConfirmDialog';

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

  it('confirms once when the button is clicked twice before the action shows as pending', async () => {
    const { onConfirm, view } = renderDialog();
    const confirm = await screen.findByRole('button', { name: 'Yes, delete' });
    // Two clicks in one frame (a double click): React has not re-rendered with `loading` yet.
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);

    // The action ran and failed (loading came and went), the caller kept the dialog open: the
    // person may try again.
    const rerender = (props: Props) =>
      view.rerender(
        <MantineProvider>
          <ConfirmDialog
            opened
            title="Delete step 2?"
            message="Step 2 will be removed."
            confirmLabel="Yes, delete"
            onConfirm={onConfirm}
            onClose={vi.fn()}
            {...props}
          />
        </MantineProvider>,
      );
    rerender({ loading: true });
    rerender({ loading: false });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);

    // The next question in the same dialog (DELETE asks twice) comes up where the last one was:
    // the second click of a double click on the last answer must not answer it unread.
    let clock = performance.now() + STEP_SETTLE_MS;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock);
    rerender({ message: 'Step 3 will be removed.' });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(3);
    rerender({ message: 'This action cannot be undone. Are you sure?' });
    const lastCheck = screen.getByRole('button', { name: 'Yes, delete' });
    expect(lastCheck.getAttribute('aria-disabled')).toBe('true');
    clock += STEP_SETTLE_MS - 50;
    fireEvent.click(lastCheck);
    expect(onConfirm).toHaveBeenCalledTimes(3);
    // Read, then answered: a new confirm, once.
    clock += 100;
    fireEvent.click(lastCheck);
    fireEvent.click(lastCheck);
    expect(onConfirm).toHaveBeenCalledTimes(4);
    now.mockRestore();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Yes, delete' }).getAttribute('aria-disabled'),
      ).toBeNull(),
    );

    // Closed and opened again: a new confirm.
    rerender({ message: 'This action cannot be undone. Are you sure?', opened: false });
    rerender({ message: 'This action cannot be undone. Are you sure?', opened: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(5);
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

  it('keeps its confirm button focusable while busy, and ignores clicks on it', async () => {
    const { onConfirm } = renderDialog({ loading: true });
    const confirm = (await screen.findByRole('button', {
      name: /Yes, delete/,
    })) as HTMLButtonElement;
    // Disabled, it would drop a keyboard user's focus out of the dialog (WCAG 2.4.3).
    expect(confirm.disabled).toBe(false);
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
