// Standing suite (issue 19): every route of the OpenAPI document with an id in its path is either a
// student-owned route, tried with another student's id (must be 404), or listed below with the
// reason it is not. A new route with an id fails this test until it is classified.
import { describe, expect, it } from 'vitest';
import {
  buildLogbookApp,
  dayOf,
  logbookSnapshot,
  signedInStudent,
  type TStudentClient,
} from './helpers/logbook';
import { addStep, expectStatus, logDay, mainJob } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildLogbookApp);

/** The ids student A owns, made once. */
interface TOwned {
  dailyId: number;
  weeklyId: number;
  jobId: number;
  operationId: number;
  transactionId: number;
  userId: number;
}

/** Path parameters of A's resource for each student-owned route (`METHOD path`). */
const OWNED: Record<string, (owned: TOwned) => Record<string, string | number>> = {
  'GET /api/reports/daily/{id}/': (o) => ({ id: o.dailyId }),
  'PUT /api/reports/daily/{id}/': (o) => ({ id: o.dailyId }),
  'PATCH /api/reports/daily/{id}/': (o) => ({ id: o.dailyId }),
  'DELETE /api/reports/daily/{id}/': (o) => ({ id: o.dailyId }),
  'POST /api/reports/daily/{id}/submit/': (o) => ({ id: o.dailyId }),
  'PATCH /api/reports/daily/{id}/submit/': (o) => ({ id: o.dailyId }),
  'GET /api/reports/main-jobs/{id}/': (o) => ({ id: o.jobId }),
  'PUT /api/reports/main-jobs/{id}/': (o) => ({ id: o.jobId }),
  'PATCH /api/reports/main-jobs/{id}/': (o) => ({ id: o.jobId }),
  'DELETE /api/reports/main-jobs/{id}/': (o) => ({ id: o.jobId }),
  'GET /api/reports/main-jobs/{id}/operations/': (o) => ({ id: o.jobId }),
  'POST /api/reports/main-jobs/{id}/operations/': (o) => ({ id: o.jobId }),
  'PUT /api/reports/main-jobs/{id}/operations/{opId}/': (o) => ({
    id: o.jobId,
    opId: o.operationId,
  }),
  'PATCH /api/reports/main-jobs/{id}/operations/{opId}/': (o) => ({
    id: o.jobId,
    opId: o.operationId,
  }),
  'DELETE /api/reports/main-jobs/{id}/operations/{opId}/': (o) => ({
    id: o.jobId,
    opId: o.operationId,
  }),
  'POST /api/reports/weekly/{id}/reset_to_original/': (o) => ({ id: o.weeklyId }),
  'POST /api/reports/weekly/{id}/request_signoff/': (o) => ({ id: o.weeklyId }),
  'GET /api/reports/weekly/download-all/{id}/': (o) => ({ id: o.weeklyId }),
  'POST /api/reports/weekly/download-all/{id}/': (o) => ({ id: o.weeklyId }),
  'GET /api/export/weekly/{id}/{format}/': (o) => ({ id: o.weeklyId, format: 'pdf' }),
  'GET /api/export/daily/{id}/{format}/': (o) => ({ id: o.dailyId, format: 'pdf' }),
  'GET /api/billing/transactions/{id}/': (o) => ({ id: o.transactionId }),
  'POST /api/billing/transactions/{id}/verify_payment/': (o) => ({ id: o.transactionId }),
};

/** A valid body where the route checks its body before the owner (anything else sends `{}`). */
const BODIES: Record<string, object> = {
  'PUT /api/reports/main-jobs/{id}/': { title: 'Taken over' },
  'POST /api/reports/main-jobs/{id}/operations/': {
    operation_description: 'Injected step',
    tools_used: 'Crowbar',
  },
  'POST /api/billing/transactions/{id}/verify_payment/': {
    user_phone_number: '0712345678',
    sender_name: 'Amina Mushi',
    amount: 2000,
  },
};

/** Routes with a path parameter that is not another student's id, and why. */
const NOT_OWNED: Record<string, string> = {
  'GET /api/uploads/profile-pictures/{name}': 'public file with an unguessable name',
  'GET /api/companies/{id}/students/': 'staff only',
  'GET /api/billing/balance/{userId}/': 'staff only',
  'POST /api/billing/staff/transactions/{id}/approve_transaction/': 'staff only',
  'POST /api/billing/staff/transactions/{id}/reject_transaction/': 'staff only',
  'POST /api/billing/staff/transactions/{id}/reverse_approval/': 'staff only',
  'GET /api/billing/staff/transactions/{id}/history/': 'staff only',
  'GET /api/admin-dashboard/api/feedback/{id}/': 'staff only',
  'PATCH /api/admin-dashboard/api/feedback/{id}/': 'staff only',
  'GET /api/admin-dashboard/api/email-campaigns/{id}/': 'staff only',
  'GET /api/export/all-weekly-reports/{format}/': "the caller's own reports",
  'GET /api/export/general/{format}/': "the caller's own reports",
  'GET /api/reports/weekly/week/{week}/': "a week number of the caller's own log book",
  'PUT /api/reports/weekly/week/{week}/': "a week number of the caller's own log book",
  'PATCH /api/reports/weekly/week/{week}/': "a week number of the caller's own log book",
  'POST /api/reports/weekly/week/{week}/submit/': "a week number of the caller's own log book",
  'PATCH /api/reports/weekly/week/{week}/submit/': "a week number of the caller's own log book",
  'POST /api/export/all-weekly-reports/{format}/': "the caller's own reports",
  'GET /api/admin-dashboard/api/users/{id}/': 'staff only',
  'PUT /api/admin-dashboard/api/token-usage/{id}/': 'staff only',
  'DELETE /api/admin-dashboard/api/token-usage/{id}/': 'staff only',
  'PUT /api/admin-dashboard/api/system-metrics/{id}/': 'staff only',
  'DELETE /api/admin-dashboard/api/system-metrics/{id}/': 'staff only',
  'POST /api/reports/weekly/week/{week}/enhance_with_ai/': "a week number of the caller's own",
  'GET /api/reports/weekly/week/{week}/download/{format}/': "a week number of the caller's own",
  'GET /verify/{code}': 'public verification page of an export code',
  'GET /api/export/verify/{code}/': 'public verification of an export code',
  'GET /api/signoff/{token}/': "public sign-off page of an unguessable supervisor's link",
  'POST /api/signoff/{token}/': "public sign-off decision of an unguessable supervisor's link",
  'GET /api/export/examples/logbook/{format}/': 'public example files, no one owns them',
  'GET /api/reports/resources/{id}/file/': 'shared library: visible by department, not owned',
  'DELETE /api/reports/resources/{id}/': 'staff only',
};

async function routesWithPathParams(): Promise<string[]> {
  const document = (await testApp.app.inject({ url: '/api/docs/json' })).json();
  const keys: string[] = [];
  for (const [path, methods] of Object.entries<Record<string, unknown>>(document.paths)) {
    if (!path.includes('{')) continue;
    for (const method of Object.keys(methods)) keys.push(`${method.toUpperCase()} ${path}`);
  }
  return keys;
}

async function ownedBy(student: TStudentClient): Promise<TOwned> {
  const daily = await logDay(student, dayOf(1, 0), 8, 'Serviced the compressor.');
  const { weeklyId, jobId } = await mainJob(student, 1);
  const operation = await addStep(student, jobId, {
    operation_description: 'Opened the casing',
    tools_used: 'Screwdriver',
  });
  const transaction = expectStatus(
    await student.call('POST', '/api/billing/transactions/', {
      payer_type: 'different',
      payment_method: 'DIRECT',
      user_phone_number: '0712345678',
      sender_name: 'Amina Mushi',
      amount: 2000,
    }),
    201,
  );
  return {
    dailyId: daily.id,
    weeklyId,
    jobId,
    operationId: operation.id,
    transactionId: transaction.id,
    userId: student.id,
  };
}

describe('IDOR matrix over the route list', () => {
  it('classifies every route with a path parameter', async () => {
    const unclassified = (await routesWithPathParams()).filter(
      (key) => !(key in OWNED) && !(key in NOT_OWNED),
    );
    expect(unclassified, 'add each to OWNED (with its fixture) or NOT_OWNED').toEqual([]);
  });

  it("answers 404 to another student for every student-owned route with the owner's ids", async () => {
    const owner = await signedInStudent(testApp);
    const stranger = await signedInStudent(testApp);
    const owned = await ownedBy(owner);
    const routes = (await routesWithPathParams()).filter((key) => key in OWNED);
    expect(routes.length).toBeGreaterThanOrEqual(10);
    const before = await logbookSnapshot(testApp.db);
    const leaks: string[] = [];
    for (const key of routes) {
      const [method, template] = key.split(' ') as [string, string];
      const params = OWNED[key]!(owned);
      const url = template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
      const body = ['GET', 'DELETE'].includes(method) ? undefined : (BODIES[key] ?? {});
      const response = await stranger.call(method as 'GET', url, body);
      if (response.statusCode !== 404) leaks.push(`${key} → ${response.statusCode}`);
    }
    expect(leaks).toEqual([]);
    // Nothing the stranger sent changed the owner's log book.
    expect(await logbookSnapshot(testApp.db)).toEqual(before);
    expectStatus(await owner.call('GET', `/api/reports/main-jobs/${owned.jobId}/`), 200);
  });
});
