// Every paged list reads its count as a window over the page's own statement; a page past the
// end has no row to carry it, so it is counted on its own. These check that such a page still
// answers the real count (and no rows) on every list that is not checked in its own file.
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  emailCampaigns,
  feedback,
  mainJobs,
  paymentTransactions,
  resources,
  tokenLedger,
  weeklyReports,
} from '../src/db/schema';
import { findOrCreateCompany } from '../src/features/companies/companies.repository';
import {
  ADMIN_API,
  buildAdminApp,
  NOW,
  signedInStaff,
  signedInUser,
  student,
  type TSignedIn,
} from './helpers/admin';
import { builtOnce, perSuite } from './helpers/per-suite';

const dataDir = path.join(os.tmpdir(), `ptlog-page-past-end-test-${process.pid}`);
const testApp = perSuite(() => buildAdminApp({ DATA_DIR: dataDir }));
const staff = builtOnce(() => signedInStaff(testApp));
const learner = builtOnce(() => signedInUser(testApp, { firstName: 'Neema' }));

const ROWS = 3;
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

/** Where a list answer keeps its count and its rows. */
interface TListShape {
  count: (body: Record<string, unknown>) => unknown;
  rows: (body: Record<string, unknown>) => unknown;
}
const PAGE: TListShape = { count: (body) => body.count, rows: (body) => body.results };
const SUCCESS_DATA: TListShape = { count: (body) => body.count, rows: (body) => body.data };
const ADMIN_PAGE: TListShape = {
  count: (body) => (body.pagination as { total_count: number }).total_count,
  rows: (body) => body.balances,
};

/** Page 1 of size 1 tells the count; a page well past the end must answer the same count. */
async function expectCountPastTheEnd(
  client: TSignedIn,
  url: string,
  expected: number,
  shape: TListShape = PAGE,
) {
  const join = url.includes('?') ? '&' : '?';
  const first = await client.get(`${url}${join}page_size=1`);
  expect(first.statusCode, `${url}: ${first.body}`).toBe(200);
  expect(shape.count(first.json()), url).toBe(expected);
  const past = await client.get(`${url}${join}page_size=1&page=${expected + 5}`);
  expect(past.statusCode, `${url}: ${past.body}`).toBe(200);
  expect(shape.count(past.json()), `${url} past the end`).toBe(expected);
  expect(shape.rows(past.json()), `${url} past the end`).toEqual([]);
}

describe('a page past the end keeps the count', () => {
  it("on a student's transactions, usage history and main jobs", async () => {
    const { db } = testApp;
    await db.insert(paymentTransactions).values(
      Array.from({ length: ROWS }, (_, index) => ({
        userId: learner.id,
        amountTsh: 1_000,
        tokens: 300,
        paymentMethod: 'DIRECT' as const,
        payerType: 'own' as const,
        phoneNumber: '0712345678',
        senderName: 'Neema',
        createdBy: learner.id,
        createdAt: minutesBefore(index + 1),
      })),
    );
    await db.insert(tokenLedger).values(
      Array.from({ length: ROWS }, (_, index) => ({
        userId: learner.id,
        amount: -10,
        kind: 'ai_debit' as const,
        reference: `ai:past-end-${index}`,
        createdAt: minutesBefore(index + 1),
      })),
    );
    const weeks = await db
      .insert(weeklyReports)
      .values(
        Array.from({ length: ROWS }, (_, index) => ({
          studentId: learner.id,
          weekNumber: index + 1,
        })),
      )
      .returning({ id: weeklyReports.id });
    await db.insert(mainJobs).values(weeks.map(({ id }) => ({ weeklyReportId: id, title: 'Job' })));

    await expectCountPastTheEnd(learner, '/api/billing/transactions/', ROWS);
    await expectCountPastTheEnd(learner, '/api/billing/user-transactions/', ROWS, SUCCESS_DATA);
    await expectCountPastTheEnd(
      learner,
      '/api/billing/token-usage/usage_history/',
      ROWS,
      SUCCESS_DATA,
    );
    await expectCountPastTheEnd(learner, '/api/reports/main-jobs/', ROWS);
    await expectCountPastTheEnd(staff, '/api/billing/staff/transactions/', ROWS);
    await expectCountPastTheEnd(
      staff,
      '/api/billing/staff/transactions/pending_transactions/',
      ROWS,
    );
  });

  it('on the staff lists: feedback, campaigns, resources, records, balances, companies', async () => {
    const { db } = testApp;
    await db.insert(feedback).values(
      Array.from({ length: ROWS }, (_, index) => ({
        userId: learner.id,
        type: 'bug' as const,
        subject: `Subject ${index}`,
        message: 'Message',
        createdAt: minutesBefore(index + 1),
      })),
    );
    await db.insert(emailCampaigns).values(
      Array.from({ length: ROWS }, (_, index) => ({
        source: 'all_users' as const,
        subject: `Campaign ${index}`,
        body: 'Body',
        createdBy: staff.id,
        createdAt: minutesBefore(index + 1),
      })),
    );
    await db.insert(resources).values(
      Array.from({ length: ROWS }, (_, index) => ({
        title: `Guide ${index}`,
        reportType: 'guideline' as const,
        fileKind: 'pdf' as const,
        storedName: `past-end-${index}.pdf`,
        fileSize: 10,
        uploadedBy: staff.id,
        createdAt: minutesBefore(index + 1),
      })),
    );
    for (let index = 0; index < ROWS; index += 1) {
      const made = await staff.send('POST', `${ADMIN_API}/token-usage/`, {
        user_id: learner.id,
        tokens_used: 10,
        usage_type: 'PARTIAL',
        description: `Use ${index}`,
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const company = await findOrCreateCompany(db, 'Past End Works', 'Dodoma');
    for (let index = 0; index < ROWS; index += 1) {
      await student(db, { lastName: `Placed ${index}` }, { companyId: company.id });
    }
    await findOrCreateCompany(db, 'Past End Yard', null);
    await findOrCreateCompany(db, 'Past End Depot', null);

    await expectCountPastTheEnd(staff, `${ADMIN_API}/feedback/`, ROWS);
    await expectCountPastTheEnd(staff, `${ADMIN_API}/email-campaigns/`, ROWS);
    await expectCountPastTheEnd(staff, '/api/reports/', ROWS);
    await expectCountPastTheEnd(staff, `${ADMIN_API}/token-usage/`, ROWS);
    await expectCountPastTheEnd(staff, '/api/billing/staff/user_balances/?search=Placed', ROWS);
    await expectCountPastTheEnd(
      staff,
      `${ADMIN_API}/tokens/summary/?search=Placed`,
      ROWS,
      ADMIN_PAGE,
    );
    await expectCountPastTheEnd(staff, '/api/companies/', ROWS);
    await expectCountPastTheEnd(staff, `/api/companies/${company.id}/students/`, ROWS);
  });
});
