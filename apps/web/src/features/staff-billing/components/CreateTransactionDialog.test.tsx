// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { MESSAGES } from '@ptlog/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { userBalanceFixture } from '../../../test/transactions';
import { formatTzs } from '../../billing/format';
import { CreateTransactionDialog } from './CreateTransactionDialog';

vi.mock('../../../app/session/SessionProvider', () => ({
  useSession: () => ({ logout: vi.fn(async () => {}) }),
}));
vi.mock('../../../app/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

interface TCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

const balance = userBalanceFixture();

/** A sender whose payment the stub says is already pending (200: nothing recorded). */
const PENDING_SENDER = 'Amina Pending';

/** A transaction ID the stub says is already on another payment (409). */
const TAKEN_CODE = 'CI47HT9XQ2';

/** While set, the stub answers a Create only once it settles (a request in flight). */
let held: Promise<void> | null = null;

function stubServer() {
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, search: url.search, body });
      const json = (value: unknown, status = 200) =>
        new Response(JSON.stringify(value), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
      if (url.pathname === '/api/billing/staff/user_balances/') {
        const found = (url.searchParams.get('search') ?? '').toLowerCase().startsWith('ami');
        return json({
          count: found ? 1 : 0,
          next: null,
          previous: null,
          results: found ? [balance] : [],
        });
      }
      if (url.pathname === '/api/billing/staff/transactions/' && method === 'POST') {
        if (held) await held;
        if (String(body.transaction_code).toUpperCase() === TAKEN_CODE) {
          return json(
            { code: 'transaction_code_taken', detail: MESSAGES.billing.transactionCodeTaken },
            409,
          );
        }
        // The same payment already pending: the server answers that record (the student's own).
        const existing = body.sender_name === PENDING_SENDER;
        return json(
          {
            id: existing ? 7 : 9,
            user: 42,
            user_full_name: 'Amina Mushi',
            user_email: balance.user_email,
            user_phone_number: body.user_phone_number,
            sender_name: body.sender_name,
            wakala_name: body.wakala_name ?? null,
            payment_method: body.payment_method,
            payer_type: 'wakala',
            transaction_code: body.transaction_code ?? null,
            transaction_status: 'PENDING',
            amount: `${body.amount}.00`,
            tokens_generated: Math.floor(body.amount * 0.3),
            created_by_staff: !existing,
            created_by: existing ? 42 : null,
            confirmed_by: null,
            confirmed_by_name: null,
            confirmed_at: null,
            rejection_reason: null,
            created_at: '2026-11-23T09:00:00Z',
            updated_at: '2026-11-23T09:00:00Z',
          },
          existing ? 200 : 201,
        );
      }
      return json({ detail: 'Not found', code: 'not_found' }, 404);
    }),
  );
  return calls;
}

// Rendering Mantine in happy-dom is slow on a busy machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 5_000 });

async function openDialog(viewerId: number | null = null) {
  const user = userEvent.setup();
  const onClose = vi.fn();
  const onExisting = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <CreateTransactionDialog
          opened
          onClose={onClose}
          onExisting={onExisting}
          viewerId={viewerId}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Create Transaction' });
  return { user, onClose, onExisting, dialog };
}

/** Amina chosen as the user, a mobile-money payment of TZS 5,000 from Baraka Mrema. */
async function fillPayment(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('combobox', { name: /^User/ }), 'ami');
  await user.click(
    await screen.findByRole('option', {
      name: 'Amina Mushi (amina@students.example.tz)',
      hidden: true,
    }),
  );
  await user.type(within(dialog).getByRole('textbox', { name: /Phone number/ }), '0755111222');
  await user.type(within(dialog).getByRole('textbox', { name: /Sender name/ }), 'Baraka Mrema');
  await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '5000');
}

describe('Create Transaction dialog', { timeout: 30_000 }, () => {
  let calls: TCall[];
  beforeEach(() => {
    calls = stubServer();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for every field, clears an error when edited, and sends what staff chose', async () => {
    const { user, onClose, dialog } = await openDialog();
    const submit = within(dialog).getByRole('button', { name: 'Create Transaction' });

    await user.click(submit);
    for (const message of [
      MESSAGES.billing.userRequired,
      MESSAGES.billing.phoneRequired,
      MESSAGES.billing.staffSenderNameRequired,
      MESSAGES.billing.validAmountRequired,
    ]) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }
    await user.type(within(dialog).getByRole('textbox', { name: /Phone number/ }), '0755 111 222');
    expect(within(dialog).queryByText(MESSAGES.billing.phoneRequired)).toBeNull();
    expect(within(dialog).getByText(MESSAGES.billing.staffSenderNameRequired)).toBeTruthy();

    // The user field searches real users as staff type.
    await user.type(within(dialog).getByRole('combobox', { name: /^User/ }), 'ami');
    // Mantine keeps the dropdown out of the accessibility tree while it animates in happy-dom.
    await user.click(
      await screen.findByRole('option', {
        name: 'Amina Mushi (amina@students.example.tz)',
        hidden: true,
      }),
    );
    expect(
      calls.some(
        (call) =>
          call.path === '/api/billing/staff/user_balances/' && call.search.includes('search=ami'),
      ),
    ).toBe(true);

    await user.type(within(dialog).getByRole('textbox', { name: /Sender name/ }), 'Baraka Mrema');
    await user.click(within(dialog).getByRole('radio', { name: 'Wakala (money agent)' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '5000');
    expect(within(dialog).getByText('1,500 tokens')).toBeTruthy();
    await user.click(submit);
    expect(within(dialog).getByText(MESSAGES.billing.staffWakalaRequired)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Wakala name/ }), 'Mama Asha');
    await user.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      {
        user_id: 42,
        user_phone_number: '0755 111 222',
        sender_name: 'Baraka Mrema',
        payment_method: 'WAKALA',
        amount: 5000,
        wakala_name: 'Mama Asha',
      },
    ]);
  });

  it('sends the transaction ID from the SMS; one already submitted is said under the field', async () => {
    const { user, onClose, dialog } = await openDialog();
    await fillPayment(user, dialog);
    const code = within(dialog).getByRole('textbox', {
      name: /^Transaction ID from the confirmation SMS/,
    });
    await user.type(code, TAKEN_CODE.toLowerCase());
    const submit = within(dialog).getByRole('button', { name: 'Create Transaction' });
    await user.click(submit);
    expect(await within(dialog).findByText(MESSAGES.billing.transactionCodeTaken)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();

    // Editing the field clears its error; another ID goes through.
    await user.clear(code);
    expect(within(dialog).queryByText(MESSAGES.billing.transactionCodeTaken)).toBeNull();
    await user.type(code, ' MP241130.1234.A56789 ');
    await user.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const posted = calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(posted).toEqual([
      expect.objectContaining({ transaction_code: 'ci47ht9xq2' }),
      expect.objectContaining({ transaction_code: 'MP241130.1234.A56789', amount: 5000 }),
    ]);
  });

  it('says a payment already pending was not recorded again, and offers that one', async () => {
    vi.mocked(notify.success).mockClear();
    const { user, onClose, onExisting, dialog } = await openDialog(5);
    await fillPayment(user, dialog);
    const sender = within(dialog).getByRole('textbox', { name: /Sender name/ });
    await user.clear(sender);
    await user.type(sender, PENDING_SENDER);
    await user.click(within(dialog).getByRole('button', { name: 'Create Transaction' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(
      MESSAGES.billing.alreadyPending(7, 'Amina Mushi', formatTzs('5000.00')),
    );
    expect(notify.success).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    // Back to the form keeps what was typed; sending again finds the same pending payment.
    await user.click(within(dialog).getByRole('button', { name: 'Back to the form' }));
    expect(
      (within(dialog).getByRole('textbox', { name: /Sender name/ }) as HTMLInputElement).value,
    ).toBe(PENDING_SENDER);
    await user.click(within(dialog).getByRole('button', { name: 'Create Transaction' }));
    await within(dialog).findByRole('alert');
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toHaveProperty(
      'disabled',
      false,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Open transaction #7' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onExisting).toHaveBeenCalledWith(
      expect.objectContaining({ id: 7, created_by_staff: false }),
      'view',
    );
  });

  it('keeps Verify and Approve of the pending payment from the staff member it pays', async () => {
    const { user, dialog } = await openDialog(42);
    await fillPayment(user, dialog);
    const sender = within(dialog).getByRole('textbox', { name: /Sender name/ });
    await user.clear(sender);
    await user.type(sender, PENDING_SENDER);
    await user.click(within(dialog).getByRole('button', { name: 'Create Transaction' }));
    await within(dialog).findByRole('alert');
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(dialog).getByRole('button', { name: 'Verify payment' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(dialog).getByText(/it pays you/)).toBeTruthy();
  });

  it('closes on Escape at once while nothing is typed', async () => {
    const { user, onClose } = await openDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Yes, discard' })).toBeNull();
  });

  it('asks before Escape throws away typed details, and keeps them on "Keep editing"', async () => {
    const { user, onClose, dialog } = await openDialog();
    await fillPayment(user, dialog);

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    const sender = within(dialog).getByRole('textbox', { name: /Sender name/ }) as HTMLInputElement;
    expect(sender.value).toBe('Baraka Mrema');

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Yes, discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close on a tap outside once details are typed', async () => {
    const { user, onClose, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /Sender name/ }), 'Baraka');
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    await user.click(overlay as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Yes, discard' })).toBeNull();
  });

  it('stays open while the payment is recorded: Escape waits for the answer', async () => {
    let answer: () => void = () => {};
    held = new Promise((resolve) => (answer = resolve));
    try {
      const { user, onClose, dialog } = await openDialog();
      await fillPayment(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Create Transaction' }));
      await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
      await user.keyboard('{Escape}');
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: 'Yes, discard' })).toBeNull();

      answer();
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    } finally {
      held = null;
    }
  });

  it('records one payment for a double tap on Create (two clicks before it shows loading)', async () => {
    const { user, onClose, dialog } = await openDialog();
    await fillPayment(user, dialog);
    const submit = within(dialog).getByRole('button', { name: 'Create Transaction' });
    submit.click();
    submit.click();

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
