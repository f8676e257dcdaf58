// What the student saves while the provider works on their week is never lost (docs/api/ai.md).
// The fake model holds its answer until the test has changed the week. A changed summary, main job
// or operation: 409, nothing written or charged. A changed or submitted day keeps its text, also
// when it is submitted while the enhancement writes (on PostgreSQL, from another connection).
import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import { dailyReports } from '../src/db/schema';
import { balanceOf } from '../src/features/tokens/ledger';
import {
  aiDebitsOf,
  buildAiApp,
  DEFAULT_WEEKLY_ANSWER,
  dailyRowsOf,
  enhance,
  SECOND_WEEKLY_ANSWER,
  studentWithTokens,
  writtenWeek,
} from './helpers/ai';
import { REAL_POSTGRES, raceBehindRowLock } from './helpers/billing';
import { dayOf, type TStudentClient } from './helpers/logbook';
import { expectStatus } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

// The held answer waits for the test, not for the timeout.
const testApp = perSuite(() => buildAiApp({ AI_TIMEOUT_MS: '20000' }));

beforeEach(() => {
  testApp.fake.weeklyAnswer = DEFAULT_WEEKLY_ANSWER;
});

const EDITED_SUMMARY = 'On Thursday I also calibrated the bench oscilloscope with my supervisor.';

/**
 * Starts an enhancement of `week`, makes `change` once the provider has the week, lets the
 * provider answer, runs `answered` (the enhancement now writes), and gives its answer.
 */
async function enhanceWhile(
  student: TStudentClient,
  week: number,
  change: () => Promise<void>,
  answered: () => Promise<void> = async () => undefined,
) {
  const { fake } = testApp;
  const sent = fake.requests.length;
  fake.hold = true;
  try {
    const running = enhance(student, week, {});
    await fake.waitForRequests(sent + 1);
    await change();
    fake.release();
    await answered();
    return await running;
  } finally {
    fake.hold = false;
    fake.release();
  }
}

function expectWeekChanged(response: { statusCode: number; json(): unknown; body: string }) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json()).toEqual({ detail: MESSAGES.ai.weekChanged, code: 'conflict' });
}

describe('edits saved while the provider enhances the week', () => {
  it('a new summary: 409, nothing charged, and the summary is kept', async () => {
    const student = await studentWithTokens(testApp, 1000);
    await writtenWeek(student, 2);
    // Enhanced once already: reset would bring back the text from before it, not the edit.
    expectStatus(await enhance(student, 2, {}), 200);
    testApp.fake.weeklyAnswer = SECOND_WEEKLY_ANSWER;

    const response = await enhanceWhile(student, 2, async () => {
      expectStatus(
        await student.call('PUT', '/api/reports/weekly/week/2/', { summary: EDITED_SUMMARY }),
        200,
      );
    });

    expectWeekChanged(response);
    expect(await balanceOf(testApp.db, student.id)).toBe(700);
    expect(await aiDebitsOf(testApp.db, student.id)).toHaveLength(1);
    const week = expectStatus(await student.call('GET', '/api/reports/weekly/week/2/'), 200);
    expect(week.summary).toBe(EDITED_SUMMARY);
    // Pressed again, the enhancement works on the summary as it is now.
    const again = expectStatus(await enhance(student, 2, {}), 200);
    expect(testApp.fake.requests.at(-1)?.body.messages.at(-1)?.content).toContain(EDITED_SUMMARY);
    expect(again.available_tokens).toBe(400);
  });

  it('a new operation: 409, nothing charged, and the operation is kept', async () => {
    const student = await studentWithTokens(testApp, 1000);
    const { jobId } = await writtenWeek(student, 2);

    const response = await enhanceWhile(student, 2, async () => {
      expectStatus(
        await student.call('POST', `/api/reports/main-jobs/${jobId}/operations/`, {
          operation_description: 'Logged the calibration results in the lab book',
          tools_used: 'Oscilloscope',
        }),
        201,
      );
    });

    expectWeekChanged(response);
    expect(await balanceOf(testApp.db, student.id)).toBe(1000);
    const week = expectStatus(await student.call('GET', '/api/reports/weekly/week/2/'), 200);
    expect(week.is_enhanced).toBe(false);
    expect(
      week.main_job.operations.map((op: { operation_description: string }) => [
        op.operation_description,
      ]),
    ).toEqual([['open the unit'], ['Logged the calibration results in the lab book']]);
  });

  it('a renamed or deleted main job: 409, nothing charged', async () => {
    const student = await studentWithTokens(testApp, 1000);
    const { jobId } = await writtenWeek(student, 2);

    const renamed = await enhanceWhile(student, 2, async () => {
      expectStatus(
        await student.call('PUT', `/api/reports/main-jobs/${jobId}/`, {
          title: 'Bench power supply repair',
          description: 'fixing psus',
        }),
        200,
      );
    });
    expectWeekChanged(renamed);

    const deleted = await enhanceWhile(student, 2, async () => {
      expectStatus(await student.call('DELETE', `/api/reports/main-jobs/${jobId}/`), 204);
    });
    expectWeekChanged(deleted);
    expect(await balanceOf(testApp.db, student.id)).toBe(1000);
    const week = expectStatus(await student.call('GET', '/api/reports/weekly/week/2/'), 200);
    expect(week).toMatchObject({ main_job_title: 'Bench power supply repair', main_job: null });
  });

  it('two enhancements of the week at once: the second is 409 and charged nothing', async () => {
    const student = await studentWithTokens(testApp, 1000);
    await writtenWeek(student, 2);
    const { fake } = testApp;
    const sent = fake.requests.length;
    fake.hold = true;
    try {
      const both = Promise.all([
        enhance(student, 2, { additional_instructions: 'I repaired power supplies.' }),
        enhance(student, 2, { additional_instructions: 'I tested power supplies.' }),
      ]);
      await fake.waitForRequests(sent + 2);
      fake.release();
      const statuses = (await both).map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
    } finally {
      fake.hold = false;
      fake.release();
    }
    expect(await balanceOf(testApp.db, student.id)).toBe(700);
    expect(await aiDebitsOf(testApp.db, student.id)).toHaveLength(1);
  });

  it('a day edited meanwhile keeps its text; the rest of the week is enhanced', async () => {
    const student = await studentWithTokens(testApp, 1000);
    await writtenWeek(student, 2);
    const [monday] = await dailyRowsOf(testApp.db, student.id);
    if (!monday) throw new Error('Monday was not logged');

    const response = await enhanceWhile(student, 2, async () => {
      expectStatus(
        await student.call('PUT', `/api/reports/daily/${monday.id}/`, {
          description: 'checked the power supplies in the workshop with a multimeter',
        }),
        200,
      );
    });

    const week = expectStatus(response, 200).report;
    expect(week.daily_monday).toBe('checked the power supplies in the workshop with a multimeter');
    expect(week.daily_tuesday).toBe(testApp.fake.weeklyAnswer.days.tuesday);
  });
});

/** Until a statement of the database waits for a lock (at most 10 s). */
async function waitForALockWait(client: pg.Client): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    // Inside a transaction the statistics views are a snapshot taken at first use.
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no statement waited for the lock');
}

// On PostgreSQL the submit really commits while the enhancement waits for the day's row; PGlite
// runs one transaction at a time, so there the submit comes in turn, while the provider works.
describe('a day submitted while the enhancement writes', () => {
  it('keeps its text when the submit commits while the enhancement waits for the day', async () => {
    const student = await studentWithTokens(testApp, 1000);
    await writtenWeek(student, 2);
    const [monday] = await dailyRowsOf(testApp.db, student.id);
    if (!monday || monday.date !== dayOf(2, 0)) throw new Error('Monday was not logged');
    const target = testApp.config.database;
    if (target.kind !== 'postgres') {
      const response = await enhanceWhile(student, 2, async () => {
        expectStatus(await student.call('PATCH', `/api/reports/daily/${monday.id}/submit/`), 200);
      });
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await testApp.db
        .select()
        .from(dailyReports)
        .where(eq(dailyReports.id, monday.id));
      expect(row).toMatchObject({ isSubmitted: true, description: monday.description });
      return;
    }
    const other = new pg.Client({ connectionString: target.url });
    await other.connect();
    try {
      // The submit's own statement, begun while the provider works and committed once the
      // enhancement's update of that day waits for it.
      const response = await enhanceWhile(
        student,
        2,
        async () => {
          await other.query('begin');
          await other.query(
            'update daily_reports set is_submitted = true where id = $1 and is_submitted = false',
            [monday.id],
          );
        },
        async () => {
          await waitForALockWait(other);
          await other.query('commit');
        },
      );
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await testApp.db
        .select()
        .from(dailyReports)
        .where(eq(dailyReports.id, monday.id));
      expect(row).toMatchObject({ isSubmitted: true, description: monday.description });
    } finally {
      await other.end();
    }
  });

  it('the daily submit waits for the lock the enhancement holds on the week', async () => {
    const student = await studentWithTokens(testApp, 1000);
    const { weeklyId } = await writtenWeek(student, 2);
    const [monday] = await dailyRowsOf(testApp.db, student.id);
    if (!monday) throw new Error('Monday was not logged');
    const submit = () => student.call('PATCH', `/api/reports/daily/${monday.id}/submit/`);
    if (REAL_POSTGRES) {
      const raced = await raceBehindRowLock(
        testApp,
        { text: 'select id from weekly_reports where id = $1 for update', values: [weeklyId] },
        1,
        submit,
      );
      expect(raced.maxWaiting).toBe(1);
      expectStatus(raced.result, 200);
    } else {
      expectStatus(await submit(), 200);
    }
    const [row] = await dailyRowsOf(testApp.db, student.id);
    expect(row?.isSubmitted).toBe(true);
  });
});
