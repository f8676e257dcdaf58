// Simultaneous enhancements cannot overspend (DESIGN §4.6, §5). On PostgreSQL the requests are
// held behind a lock on the student's row until all ten wait, so they really race; on PGlite the
// engine runs them one after another and the same outcome must hold.
import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { balanceOf } from '../src/features/tokens/ledger';
import {
  aiDebitsOf,
  buildAiApp,
  DEFAULT_WEEKLY_ANSWER,
  enhance,
  grantTokens,
  usageLogsOf,
  writtenWeek,
} from './helpers/ai';
import { ledgerOf, REAL_POSTGRES, raceBehindRowLock } from './helpers/billing';
import { signedInStudent } from './helpers/logbook';
import { weeklyReport } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

// The fake model answers at once; a loaded CI machine can still take over a second to get to it,
// which the default test timeout (1 s, for the timeout tests) would turn into a 502.
const testApp = perSuite(() => buildAiApp({ AI_TIMEOUT_MS: '15000' }));

describe('ten simultaneous enhancements with 700 tokens', () => {
  it('two succeed, the others answer 402, and the balance is the sum of the ledger', async () => {
    const student = await signedInStudent(testApp);
    await grantTokens(testApp.db, student.id, 700);
    await writtenWeek(student, 2);
    for (const week of [4, 5, 6, 7]) await weeklyReport(student, week);
    // About the work described, so the empty weeks are enhanced too (weekly-operations.ts).
    testApp.fake.weeklyAnswer = {
      ...DEFAULT_WEEKLY_ANSWER,
      summary: 'This week I maintained the pumps.',
      main_job_title: 'Pump maintenance',
      main_job_description: 'I maintained pumps.',
    };
    // Two requests per week: some race on the same weekly report, all on the same balance.
    const weeks = [2, 4, 5, 6, 7, 2, 4, 5, 6, 7];
    const race = () =>
      Promise.all(
        weeks.map((week) =>
          enhance(student, week, { additional_instructions: `Week ${week}: I maintained pumps.` }),
        ),
      );
    let responses: Awaited<ReturnType<typeof race>>;
    if (REAL_POSTGRES) {
      const raced = await raceBehindRowLock(
        testApp,
        { text: 'select id from users where id = $1 for update', values: [student.id] },
        10,
        race,
      );
      expect(raced.maxWaiting).toBeGreaterThanOrEqual(10);
      responses = raced.result;
    } else {
      responses = await race();
    }

    const succeeded = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(succeeded).toHaveLength(2);
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(402);
      expect(response.json()).toEqual({
        detail: MESSAGES.ai.insufficientTokens,
        code: 'insufficient_tokens',
      });
    }
    expect(succeeded.map((response) => response.json().available_tokens).sort()).toEqual([
      100, 400,
    ]);

    const balance = await balanceOf(testApp.db, student.id);
    expect(balance).toBe(100);
    const entries = await ledgerOf(testApp.db, student.id);
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(balance);
    const debits = await aiDebitsOf(testApp.db, student.id);
    expect(debits).toHaveLength(2);
    const logs = await usageLogsOf(testApp.db, student.id);
    expect(logs).toHaveLength(2);
    expect(logs.map((log) => log.ledgerReference).sort()).toEqual(
      debits.map((debit) => debit.reference).sort(),
    );
    // Only the weeks whose enhancement was paid for changed.
    const enhancedWeeks = succeeded.map((response) => response.json().report.week_number);
    for (const week of [2, 4, 5, 6, 7]) {
      const report = (await student.call('GET', `/api/reports/weekly/week/${week}/`)).json();
      expect(report.is_enhanced).toBe(enhancedWeeks.includes(week));
    }
  });
});
