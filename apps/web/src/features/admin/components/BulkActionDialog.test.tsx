// @vitest-environment happy-dom
import { MESSAGES, type TBulkUserActionInput } from '@ptlog/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type TFakeCall, type TFakeHandler } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { BulkActionDialog } from './BulkActionDialog';

const ACTIONS = 'POST /admin-dashboard/api/users/actions/';
const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/** The server's answer: all or nothing per request, at most 100 users. */
const applied: TFakeHandler = (call: TFakeCall) => {
  const { user_ids, action } = call.body as TBulkUserActionInput;
  if (user_ids.length > 100) {
    return { status: 400, body: { detail: 'Invalid', errors: { user_ids: ['too many'] } } };
  }
  return {
    body: {
      success: true,
      message: MESSAGES.admin.actionDone(action, user_ids.length),
      action,
      processed: user_ids.length,
      user_ids,
    },
  };
};

async function banUsers(userIds: number[], answer: TFakeHandler = applied) {
  const server = fakeApi({ ...signedInStudent(), [ACTIONS]: answer });
  const onDone = vi.fn();
  const view = renderWithProviders(
    <BulkActionDialog action="BAN" userIds={userIds} onClose={vi.fn()} onDone={onDone} />,
    { session: true },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Ban users' });
  await view.user.type(within(dialog).getByRole('textbox'), 'Spam accounts');
  await view.user.click(within(dialog).getByRole('button', { name: 'Ban' }));
  const sent = () => server.callsTo(ACTIONS).map((call) => call.body as TBulkUserActionInput);
  return { onDone, sent };
}

describe('BulkActionDialog', () => {
  it('sends 250 users in batches of 100, one after the other, and counts them all', async () => {
    const { onDone, sent } = await banUsers(ids(1, 250));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual([
      { user_ids: ids(1, 100), action: 'BAN', reason: 'Spam accounts' },
      { user_ids: ids(101, 100), action: 'BAN', reason: 'Spam accounts' },
      { user_ids: ids(201, 50), action: 'BAN', reason: 'Spam accounts' },
    ]);
    expect(onDone.mock.calls[0]?.[0]).toEqual(ids(1, 250));
    expect(await screen.findByText('250 users banned.')).toBeTruthy();
  });

  it('stops at the first failed batch and says how many were done before it', async () => {
    const { onDone, sent } = await banUsers(ids(1, 250), (call) =>
      (call.body as TBulkUserActionInput).user_ids.includes(150)
        ? { status: 404, body: { detail: 'No user with id 150.', code: 'not_found' } }
        : applied(call),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent()).toHaveLength(2);
    // Only the first batch's users are done: the other 150 stay ticked for another try.
    expect(onDone.mock.calls[0]?.[0]).toEqual(ids(1, 100));
    expect(await screen.findByText('No user with id 150.')).toBeTruthy();
    expect(
      screen.getByText(
        '100 of 250 users were banned before it stopped; the other 150 are still selected.',
      ),
    ).toBeTruthy();
  });

  it('keeps the dialog open when the only batch fails, as before', async () => {
    const { onDone, sent } = await banUsers(ids(1, 3), () => ({
      status: 409,
      body: { detail: MESSAGES.admin.cannotActOnStaff, code: 'conflict' },
    }));
    expect(await screen.findByText(MESSAGES.admin.cannotActOnStaff)).toBeTruthy();
    expect(sent()).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Ban users' })).toBeTruthy();
  });
});

describe('BulkActionDialog, deleting', () => {
  it('does not take a double click on Continue as the answer to "cannot be undone"', async () => {
    const server = fakeApi({ ...signedInStudent(), [ACTIONS]: applied });
    const onDone = vi.fn();
    const view = renderWithProviders(
      <BulkActionDialog action="DELETE" userIds={[5]} onClose={vi.fn()} onDone={onDone} />,
      { session: true },
    );
    const first = await screen.findByRole('dialog');
    await view.user.dblClick(within(first).getByRole('button', { name: 'Continue' }));
    const last = await screen.findByText('This action cannot be undone. Are you sure?');
    expect(server.callsTo(ACTIONS)).toHaveLength(0);

    // Once it has been on screen a moment, the answer counts, once.
    const dialog = last.closest('[role="dialog"]') as HTMLElement;
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm.getAttribute('aria-disabled')).toBeNull());
    await view.user.click(confirm);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith([5]));
    expect(server.callsTo(ACTIONS).map((call) => call.body)).toEqual([
      { user_ids: [5], action: 'DELETE' },
    ]);
  });
});
