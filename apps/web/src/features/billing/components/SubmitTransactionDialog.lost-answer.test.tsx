// @vitest-environment happy-dom
// A payment whose answer never reached the phone (the server may have recorded it): the dialog
// looks for it in the student's list before it says anything, and says so when it cannot.
import { MESSAGES, type TTransaction } from '@ptlog/shared';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkDown, type TFakeHandler } from '../../../test/fake-api';
import { billingKeys } from '../api';
import { field, renderDialog, submitButton, transaction } from './SubmitTransactionDialog.fixture';

describe('SubmitTransactionDialog when the answer is lost (the server did the work, the phone never heard)', () => {
  const recorded: TTransaction[] = [];
  const lostAfterRecording: TFakeHandler = () => {
    recorded.push(transaction({ id: 77, user_phone_number: '+255712345678' }));
    return networkDown();
  };
  const listed: TFakeHandler = () => ({
    body: { success: true, data: recorded, count: recorded.length },
  });

  it('finds the payment in the list and reports it received, not failed', async () => {
    recorded.length = 0;
    const { user, server, onSubmitted } = await renderDialog({
      answer: lostAfterRecording,
      transactions: listed,
    });
    await user.type(field('Name on the phone number'), 'amina juma');
    await user.click(submitButton());

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(onSubmitted.mock.calls[0]?.[0]).toMatchObject({ id: 77 });
    expect(server.callsTo('GET /billing/user-transactions/')).toHaveLength(1);
    expect(screen.queryByText(MESSAGES.billing.submitFailed)).toBeNull();
  });

  it('says the payment was not recorded when the list does not have it', async () => {
    const { user, onSubmitted } = await renderDialog({ answer: () => networkDown() });
    await user.type(field('Name on the phone number'), 'Amina Juma');
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('your payment is not in your transactions');
    expect(alert.textContent).not.toContain(MESSAGES.billing.submitFailed);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('says so when offline and the list cannot be read either', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { user, onSubmitted } = await renderDialog({
        answer: () => networkDown(),
        transactions: () => networkDown(),
      });
      await user.type(field('Name on the phone number'), 'Amina Juma');
      await user.click(submitButton());

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('You are offline');
      expect(alert.textContent).toContain('check Your transactions');
      expect(onSubmitted).not.toHaveBeenCalled();
    } finally {
      online.mockRestore();
    }
  });

  describe('while the browser says it is offline', () => {
    let restoreOnline = () => {};
    afterEach(() => {
      restoreOnline();
      onlineManager.setOnline(true);
    });

    /** Offline as a phone is: fetch fails at once, and TanStack Query knows it. */
    function goOffline() {
      const spy = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      restoreOnline = () => spy.mockRestore();
      onlineManager.setOnline(false);
    }

    /** Sends the payment offline; the dialog must answer, not wait for the network. */
    async function submitOffline(view: Awaited<ReturnType<typeof renderDialog>>) {
      await view.user.type(field('Name on the phone number'), 'Amina Juma');
      await view.user.click(submitButton());
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('You are offline');
      const cancel = screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
      expect(cancel.disabled).toBe(false);
      expect(submitButton().hasAttribute('disabled')).toBe(false);
      // Sent once; nothing more goes out until the student presses Submit again.
      expect(view.server.callsTo('POST /billing/transactions/')).toHaveLength(1);
      expect(view.onSubmitted).not.toHaveBeenCalled();
    }

    it('says so at once and lets the student cancel', async () => {
      const view = await renderDialog({
        answer: () => networkDown(),
        transactions: () => networkDown(),
      });
      goOffline();
      await submitOffline(view);
    });

    it("says so too when the page's list was being read again offline", async () => {
      let listDown = false;
      const view = await renderDialog({
        withList: true,
        answer: () => networkDown(),
        transactions: () =>
          listDown ? networkDown() : { body: { success: true, data: [], count: 0 } },
      });
      await waitFor(() =>
        expect(view.server.callsTo('GET /billing/user-transactions/')).toHaveLength(1),
      );
      goOffline();
      listDown = true;
      // The list is asked again offline (a payment decided, say) before the student submits.
      void view.queryClient.invalidateQueries({ queryKey: billingKeys.userTransactions });
      await waitFor(() =>
        expect(view.queryClient.getQueryState(billingKeys.userTransactions)?.fetchStatus).not.toBe(
          'idle',
        ),
      );
      await submitOffline(view);
    });
  });
});
