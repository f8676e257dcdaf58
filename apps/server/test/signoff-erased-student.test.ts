// The links of a student whose account was erased go with it (ADR 5, 24): afterwards a link is a
// token that does not exist, answered 404 not_found with the same message the web shows for a
// link that no longer works (docs/api/signoff.md), never a 500 and never the student's week.
import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signoffRequests } from '../src/db/schema';
import { eraseUsers } from '../src/features/admin/admin-erase.repository';
import type { TTestApp } from './helpers/build-test-app';
import { NOW } from './helpers/logbook';
import { expectStatus } from './helpers/logbook-requests';
import { startMailingApp, studentWithSubmittedWeek } from './helpers/signoff-app';
import { signoffTokenIn, type TSmtpServer } from './helpers/smtp';

const SUPERVISOR = 'boss@tanroads.example.tz';

describe('the sign-off link of an erased student', () => {
  let smtp: TSmtpServer;
  let testApp: TTestApp;

  beforeAll(async () => {
    ({ smtp, testApp } = await startMailingApp(() => NOW));
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('answers 404 not_found to the page and to a decision, no-store', async () => {
    const { student, email, weeklyId } = await studentWithSubmittedWeek(testApp, SUPERVISOR);
    expectStatus(
      await student.call('POST', `/api/reports/weekly/${weeklyId}/request_signoff/`),
      202,
    );
    await testApp.app.mail.flush();
    const token = signoffTokenIn(smtp.mailsTo(SUPERVISOR).at(-1));

    await testApp.db.transaction((tx) => eraseUsers(tx, [{ id: student.id, email }], NOW));
    expect(
      await testApp.db
        .select()
        .from(signoffRequests)
        .where(eq(signoffRequests.studentId, student.id)),
    ).toEqual([]);

    const page = await testApp.app.inject({ method: 'GET', url: `/api/signoff/${token}/` });
    const decision = await testApp.app.inject({
      method: 'POST',
      url: `/api/signoff/${token}/`,
      payload: { decision: 'approve', signer_name: 'Eng. Mwita' },
    });
    for (const answer of [page, decision]) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json()).toEqual({ detail: MESSAGES.signoff.linkGone, code: 'not_found' });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });
});
