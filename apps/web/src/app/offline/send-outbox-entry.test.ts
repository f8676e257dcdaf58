// @vitest-environment happy-dom
// A day written offline meets the server's copy (409): never a duplicate, never a silent loss.
import type { TDailyReport } from '@ptlog/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dailyFixture } from '../../features/weekly-report/weekly-report.fixture';
import type { TOutboxEntry } from '../../lib/offline-outbox';
import { fakeApi } from '../../test/fake-api';
import { sendOutboxEntry } from './send-outbox-entry';

const SAVED_AT = Date.parse('2026-01-05T15:00:00Z');

const entry: TOutboxEntry = {
  key: 'daily:2026-01-05',
  method: 'POST',
  path: '/reports/daily/',
  body: { date: '2026-01-05', week_number: 1, hours_spent: 8, description: 'Wired a panel' },
  label: 'Daily report of Mon 5 Jan',
  savedAt: SAVED_AT,
};

function serverWith(report: TDailyReport) {
  return fakeApi({
    'POST /reports/daily/': () => ({ status: 409, body: { detail: 'exists', code: 'conflict' } }),
    'GET /reports/daily/week/': () => ({
      body: {
        count: 1,
        results: [report],
        week_number: 1,
        start_date: '2026-01-05',
        end_date: '2026-01-09',
        total_hours: report.hours_spent,
      },
    }),
    [`PUT /reports/daily/${report.id}/`]: () => ({ body: report }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('sendOutboxEntry on a day the server already has', () => {
  it('counts the same text as synced and sends nothing more', async () => {
    const server = serverWith(
      dailyFixture({ id: 4, hours_spent: 8, description: 'Wired a panel' }),
    );
    expect(await sendOutboxEntry(entry)).toBe('delivered');
    expect(server.callsTo('PUT /reports/daily/4/')).toHaveLength(0);
  });

  it('replaces an older server copy with the text saved later on this device', async () => {
    const server = serverWith(
      dailyFixture({ id: 4, description: 'Old text', updated_at: '2026-01-05T09:00:00Z' }),
    );
    expect(await sendOutboxEntry(entry)).toBe('delivered');
    expect(server.callsTo('PUT /reports/daily/4/').map((call) => call.body)).toEqual([
      { hours_spent: 8, description: 'Wired a panel' },
    ]);
  });

  it('gives way to a copy written elsewhere after this one, without counting it as sent', async () => {
    const server = serverWith(
      dailyFixture({ id: 4, description: 'Newer text', updated_at: '2026-01-05T18:00:00Z' }),
    );
    // Refused: the caller keeps this text as the day's draft (keep-rejected.ts), since a phone
    // clock behind the server's makes a newer edit look older.
    expect(await sendOutboxEntry(entry)).toBe('rejected');
    expect(server.callsTo('PUT /reports/daily/4/')).toHaveLength(0);
  });

  it('reports a different text it cannot apply to a submitted day', async () => {
    serverWith(
      dailyFixture({
        id: 4,
        description: 'Old text',
        updated_at: '2026-01-05T09:00:00Z',
        is_editable: false,
      }),
    );
    expect(await sendOutboxEntry(entry)).toBe('rejected');
  });
});

describe('sendOutboxEntry on an edit the server refuses (409: the week was submitted)', () => {
  const summaryEdit: TOutboxEntry = {
    key: 'weekly:2',
    method: 'PUT',
    path: '/reports/weekly/week/2/',
    body: { summary: 'Rewound two motors' },
    label: 'Summary of week 2',
    savedAt: SAVED_AT,
  };
  const lockedServer = (summary: string) =>
    fakeApi({
      'PUT /reports/weekly/week/2/': () => ({
        status: 409,
        body: { detail: 'This weekly report has been submitted', code: 'report_locked' },
      }),
      'GET /reports/weekly/week/2/': () => ({ body: { week_number: 2, summary } }),
    });

  it('reports the edit as lost when the server kept another text', async () => {
    lockedServer('An older summary');
    expect(await sendOutboxEntry(summaryEdit)).toBe('rejected');
  });

  it('counts it as sent when an earlier attempt already arrived', async () => {
    lockedServer('Rewound two motors');
    expect(await sendOutboxEntry(summaryEdit)).toBe('delivered');
  });

  it('counts it as sent when it arrived, whatever text it was typed over', async () => {
    lockedServer('Rewound two motors');
    const typedOver = {
      ...summaryEdit,
      body: { summary: 'Rewound two motors', summary_was: 'Old' },
    };
    expect(await sendOutboxEntry(typedOver)).toBe('delivered');
  });
});

describe('sendOutboxEntry on a summary another tab or device saved meanwhile', () => {
  it('is refused, so the text typed offline goes back to the editor as a draft', async () => {
    fakeApi({
      'PUT /reports/weekly/week/2/': () => ({
        status: 409,
        body: { detail: 'This summary was changed elsewhere', code: 'edited_elsewhere' },
      }),
      'GET /reports/weekly/week/2/': () => ({
        body: { week_number: 2, summary: 'Written on the laptop' },
      }),
    });
    const typedOffline: TOutboxEntry = {
      key: 'weekly:2',
      method: 'PUT',
      path: '/reports/weekly/week/2/',
      body: { summary: 'Written on the phone', summary_was: 'First draft' },
      label: 'Summary of week 2',
      savedAt: SAVED_AT,
    };
    expect(await sendOutboxEntry(typedOffline)).toBe('rejected');
  });
});

describe("sendOutboxEntry on a day's edit refused because the week was submitted meanwhile", () => {
  // A change to an existing day, kept offline after its answer was lost.
  const dayEdit: TOutboxEntry = {
    key: 'daily:2026-01-12',
    method: 'PUT',
    path: '/reports/daily/4/',
    body: { hours_spent: 8, description: 'Rewound the pump motor' },
    label: 'Daily report of Mon 12 Jan',
    savedAt: SAVED_AT,
  };
  // Only routes the API has (daily-reports.routes.ts): there is no GET /reports/daily/{id}/.
  const lockedServer = (pages: TDailyReport[][]) =>
    fakeApi({
      'PUT /reports/daily/4/': () => ({
        status: 409,
        body: { detail: 'This weekly report has been submitted', code: 'report_locked' },
      }),
      'GET /reports/daily/': (call) => ({
        body: {
          count: pages.flat().length,
          results: pages[Number(call.query.get('page') ?? '1') - 1] ?? [],
        },
      }),
    });
  const locked = (fields: Partial<TDailyReport>) =>
    dailyFixture({ week_number: 2, is_submitted: true, is_editable: false, ...fields });

  it('counts it as sent when the server already holds the same text', async () => {
    const server = lockedServer([
      [
        locked({ id: 3, date: '2026-01-09', description: 'Another day' }),
        locked({
          id: 4,
          date: '2026-01-12',
          hours_spent: 8,
          description: 'Rewound the pump motor',
        }),
      ],
    ]);
    expect(await sendOutboxEntry(dayEdit)).toBe('delivered');
    expect(server.callsTo('GET /reports/daily/').map((call) => call.query.get('page'))).toEqual([
      '1',
    ]);
  });

  it('reports the edit as lost when the server kept another text', async () => {
    lockedServer([[locked({ id: 4, date: '2026-01-12', hours_spent: 8, description: 'Older' })]]);
    expect(await sendOutboxEntry(dayEdit)).toBe('rejected');
  });

  it('looks for the day on the next pages of the list', async () => {
    const others = Array.from({ length: 100 }, (_, index) =>
      locked({ id: 100 + index, description: 'Another day' }),
    );
    const server = lockedServer([
      others,
      [
        locked({
          id: 4,
          date: '2026-01-12',
          hours_spent: 8,
          description: 'Rewound the pump motor',
        }),
      ],
    ]);
    expect(await sendOutboxEntry(dayEdit)).toBe('delivered');
    expect(server.callsTo('GET /reports/daily/')).toHaveLength(2);
  });

  it('reports the edit as lost when the day is not on the server', async () => {
    const server = lockedServer([[locked({ id: 3, date: '2026-01-09' })]]);
    expect(await sendOutboxEntry(dayEdit)).toBe('rejected');
    expect(server.callsTo('GET /reports/daily/')).toHaveLength(1);
  });
});
