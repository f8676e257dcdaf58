// @vitest-environment happy-dom
import { MESSAGES, type TSystemMetric, type TTokenUsageRecord } from '@ptlog/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type TFakeCall, type TFakeHandler } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { userBalanceFixture } from '../../../test/transactions';
import { RecordsPage } from './RecordsPage';

const TOKENS = '/admin-dashboard/api/token-usage/';
const METRICS = '/admin-dashboard/api/system-metrics/';
const USER_SEARCH = 'GET /billing/staff/user_balances/';

function usage(id: number, overrides: Partial<TTokenUsageRecord> = {}): TTokenUsageRecord {
  return {
    id,
    user_id: 42,
    user_full_name: 'Amina Mushi',
    tokens_used: 300,
    usage_type: 'FULLFILLED',
    description: 'Weekly enhancement, week 3',
    created_by_name: 'Grace Staff',
    created_at: '2026-11-20T07:30:00.000Z',
    updated_at: '2026-11-20T07:30:00.000Z',
    ...overrides,
  };
}

const METRIC: TSystemMetric = {
  id: 5,
  metric_name: 'disk_used',
  metric_value: 42.5,
  unit: 'GB',
  recorded_at: '2026-11-20T07:30:45.123Z',
  notes: 'After the backup',
  created_at: '2026-11-20T07:31:00.000Z',
  updated_at: '2026-11-20T07:31:00.000Z',
};

const page = <T,>(results: T[]) => ({
  body: { count: results.length, next: null, previous: null, results },
});

/** A server keeping token usage records: it lists, adds (201) and deletes (204) them. */
function tokenServer(records: TTokenUsageRecord[], routes: Record<string, TFakeHandler> = {}) {
  return fakeApi({
    ...signedInStudent(),
    [`GET ${TOKENS}`]: () => page(records),
    [`POST ${TOKENS}`]: (call) => {
      const created = usage(90, call.body as Partial<TTokenUsageRecord>);
      records.unshift(created);
      return { status: 201, body: created };
    },
    [`DELETE ${TOKENS}7/`]: () => {
      records.splice(
        records.findIndex((record) => record.id === 7),
        1,
      );
      return { status: 204 };
    },
    [USER_SEARCH]: () => page([userBalanceFixture()]),
    ...routes,
  });
}

function renderRecords(address = '/admin/records') {
  return renderWithProviders(<RecordsPage />, { session: true, initialEntries: [address] });
}

/** The message shown under a field (Mantine links it with aria-describedby). */
function messageUnder(field: HTMLElement): string {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** Fills Add Record: Amina found by name, 250 tokens, Partial, the description typed. */
async function fillTokenUsage(view: ReturnType<typeof renderRecords>, description: string) {
  const { user } = view;
  await user.click(screen.getByRole('button', { name: 'Add record' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add token usage record' });
  await user.type(within(dialog).getByRole('combobox', { name: /^Student/ }), 'ami');
  await user.click(
    await screen.findByRole('option', {
      name: 'Amina Mushi (amina@students.example.tz) · id 42',
      hidden: true,
    }),
  );
  await user.type(within(dialog).getByRole('textbox', { name: /Tokens used/ }), '250');
  await user.click(within(dialog).getByRole('combobox', { name: /Usage type/ }));
  await user.click(await screen.findByRole('option', { name: 'Partial', hidden: true }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), description);
  return dialog;
}

describe('RecordsPage: token usage', () => {
  it('lists the records the API answers, an erased account by its shown name', async () => {
    const server = tokenServer([
      usage(7),
      usage(6, {
        user_id: 9,
        user_full_name: 'Deleted user',
        tokens_used: 10,
        usage_type: 'EMPTY',
        description: '',
        created_by_name: null,
      }),
    ]);
    renderRecords();
    const table = await screen.findByRole('table', { name: 'Token usage records' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^Amina MushiUser id 42300 tokensFulfilledWeekly enhancement, week 3Grace Staff20 Nov 2026/,
      ),
      expect.stringMatching(/^Deleted userUser id 910 tokensEmpty——20 Nov 2026/),
    ]);
    expect(screen.getByText('2 records')).toBeTruthy();
    // The ledger is named: a record is a note, never a balance.
    expect(screen.getByText(/does not change anyone's tokens/)).toBeTruthy();
    const query = Object.fromEntries(server.callsTo(`GET ${TOKENS}`)[0]!.query);
    expect(query).toEqual({ page: '1', page_size: '20' });
  });

  it('says when there are no records yet', async () => {
    tokenServer([]);
    renderRecords();
    expect(await screen.findByText('No token usage records yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('adds a record: sends what staff chose and typed, then reloads the list and says so', async () => {
    const server = tokenServer([usage(7)]);
    const view = renderRecords();
    await screen.findByRole('table', { name: 'Token usage records' });
    const reads = server.callsTo(`GET ${TOKENS}`).length;
    const dialog = await fillTokenUsage(view, "R&D: the motor's <belt>");
    await view.user.click(within(dialog).getByRole('button', { name: 'Add record' }));

    expect(await screen.findByText('Token usage record added.')).toBeTruthy();
    expect(server.callsTo(`POST ${TOKENS}`).map((call) => call.body)).toEqual([
      {
        user_id: 42,
        tokens_used: 250,
        usage_type: 'PARTIAL',
        description: "R&D: the motor's <belt>",
      },
    ]);
    await waitFor(() => expect(server.callsTo(`GET ${TOKENS}`).length).toBeGreaterThan(reads));
    const table = screen.getByRole('table', { name: 'Token usage records' });
    expect(await within(table).findByText("R&D: the motor's <belt>")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses Add with no student chosen, the message in sight, not under an open list', async () => {
    const server = tokenServer([]);
    const { user } = renderRecords();
    await screen.findByText('No token usage records yet');
    await user.click(screen.getByRole('button', { name: 'Add record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add token usage record' });
    await user.type(within(dialog).getByRole('textbox', { name: /Tokens used/ }), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Add record' }));

    const student = within(dialog).getByRole('combobox', { name: /^Student/ });
    await waitFor(() => expect(document.activeElement).toBe(student));
    expect(messageUnder(student)).not.toBe('');
    expect(student.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(server.callsTo(`POST ${TOKENS}`)).toEqual([]);
  });

  it('asks before deleting, and deletes only once staff confirm', async () => {
    const server = tokenServer([usage(7)]);
    const { user } = renderRecords();
    const table = await screen.findByRole('table', { name: 'Token usage records' });
    const remove = within(table).getByRole('button', {
      name: 'Delete the record of 300 tokens for Amina Mushi',
    });

    await user.click(remove);
    let question = await screen.findByRole('dialog', { name: 'Delete token usage record' });
    expect(question.textContent).toContain('Delete the record of 300 tokens for Amina Mushi?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(`DELETE ${TOKENS}7/`)).toEqual([]);

    await user.click(remove);
    question = await screen.findByRole('dialog', { name: 'Delete token usage record' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Token usage record deleted.')).toBeTruthy();
    expect(server.callsTo(`DELETE ${TOKENS}7/`)).toHaveLength(1);
    expect(await screen.findByText('No token usage records yet')).toBeTruthy();
  });

  it("shows the server's field errors under their fields, and keeps what was typed", async () => {
    const refusal = MESSAGES.generic.textTooLong(1000);
    const server = tokenServer([], {
      [`POST ${TOKENS}`]: () => ({
        status: 400,
        body: {
          detail: 'Invalid input',
          code: 'validation_error',
          errors: { description: [refusal] },
        },
      }),
    });
    const view = renderRecords();
    await screen.findByText('No token usage records yet');
    const dialog = await fillTokenUsage(view, 'Too long, says the server');
    await view.user.click(within(dialog).getByRole('button', { name: 'Add record' }));

    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await waitFor(() => expect(messageUnder(description)).toContain(refusal));
    expect((description as HTMLTextAreaElement).value).toBe('Too long, says the server');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(server.callsTo(`POST ${TOKENS}`)).toHaveLength(1);
  });

  it('says a failure the server did not explain in words of its own, never the raw answer', async () => {
    tokenServer([], {
      [`POST ${TOKENS}`]: () => ({ status: 500, body: { detail: 'Something went wrong (req-1)' } }),
    });
    const view = renderRecords();
    await screen.findByText('No token usage records yet');
    const dialog = await fillTokenUsage(view, 'Any');
    await view.user.click(within(dialog).getByRole('button', { name: 'Add record' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Could not save the record. Please try again.');
  });
});

describe('RecordsPage: system metrics', () => {
  it('opens the tab, filter and page the address names, and edits keeping the time', async () => {
    const server = fakeApi({
      ...signedInStudent(),
      [`GET ${METRICS}`]: (call: TFakeCall) =>
        call.query.get('metric_name') === 'disk_used' ? page([METRIC]) : page([]),
      [`PUT ${METRICS}5/`]: (call) => ({ body: { ...METRIC, ...(call.body as object) } }),
    });
    const { user } = renderRecords('/admin/records?tab=metrics&metric_name=disk_used');
    const table = await screen.findByRole('table', { name: 'System metrics' });
    expect(within(table).getByText('42.5 GB')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'System metrics' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(Object.fromEntries(server.callsTo(`GET ${METRICS}`)[0]!.query)).toEqual({
      metric_name: 'disk_used',
      page: '1',
      page_size: '20',
    });

    await user.click(
      within(table).getByRole('button', { name: /^Edit the measurement disk_used of / }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit system metric' });
    const notes = within(dialog).getByRole('textbox', { name: 'Notes' });
    await user.clear(notes);
    await user.type(notes, 'Checked twice');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('System metric updated.')).toBeTruthy();
    expect(server.callsTo(`PUT ${METRICS}5/`).map((call) => call.body)).toEqual([
      {
        metric_name: 'disk_used',
        metric_value: 42.5,
        unit: 'GB',
        // The input shows minutes: the measurement keeps its own seconds.
        recorded_at: METRIC.recorded_at,
        notes: 'Checked twice',
      },
    ]);
  });

  it("refuses a year the server refuses before sending, in the server's words", async () => {
    const server = fakeApi({ ...signedInStudent(), [`GET ${METRICS}`]: () => page([]) });
    const { user } = renderRecords('/admin/records?tab=metrics');
    expect(await screen.findByText('No system metrics yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add metric' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add system metric' });
    await user.type(within(dialog).getByRole('textbox', { name: /Metric name/ }), 'cpu');
    await user.type(within(dialog).getByRole('textbox', { name: /Value/ }), '12');
    const when = within(dialog).getByLabelText(/Recorded at/);
    // The field starts at now.
    expect((when as HTMLInputElement).value).toMatch(/^20\d\d-\d\d-\d\dT\d\d:\d\d$/);
    await user.clear(when);
    await user.type(when, '1999-12-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add metric' }));
    await waitFor(() => expect(messageUnder(when)).toContain(MESSAGES.generic.dateOutOfRange));
    expect(server.callsTo(`POST ${METRICS}`)).toEqual([]);
  });
});
