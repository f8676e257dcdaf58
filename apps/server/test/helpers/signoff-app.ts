// The set-up the sign-off and reminder tests share: an app that mails through a real SMTP catcher
// on an app clock the test moves, with the placement started, and a student signed in again
// after the clock moved (access tokens live 15 minutes).
import { setPlacementStartDate } from '../../src/features/calendar/calendar.repository';
import { callWith, login } from './accounts';
import { buildTestApp, type TTestApp } from './build-test-app';
import { fillWeekTwo } from './export-files';
import { FACTORY_PASSWORD } from './factories';
import { dayOf, PLACEMENT_START, signedInStudent, type TStudentClient } from './logbook';
import { expectStatus } from './logbook-requests';
import { startSmtpServer, type TSmtpServer } from './smtp';

export async function startMailingApp(
  now: () => Date,
): Promise<{ smtp: TSmtpServer; testApp: TTestApp }> {
  const smtp = await startSmtpServer();
  const testApp = await buildTestApp(
    { SMTP_URL: smtp.url, RATE_LIMIT_MAX: '100000', PUBLIC_URL: 'https://logbook.example.tz' },
    { deps: { now } },
  );
  await setPlacementStartDate(testApp.db, PLACEMENT_START);
  return { smtp, testApp };
}

/** The student with a fresh access token, for calls after the app clock moved. */
export async function signedInAgain(
  testApp: TTestApp,
  student: TStudentClient,
  email: string,
): Promise<TStudentClient> {
  const { access } = await login(testApp.app, email, FACTORY_PASSWORD);
  return { ...student, call: callWith(testApp.app, access) };
}

/**
 * A student (Asha Mushi) whose supervisor is `supervisor` and whose week 2 is filled and
 * submitted, ready to send for sign-off: with their e-mail (to sign in again) and the week's id.
 */
export async function studentWithSubmittedWeek(
  testApp: TTestApp,
  supervisor: string,
): Promise<{ student: TStudentClient; email: string; weeklyId: number }> {
  const student = await signedInStudent(testApp, { firstName: 'Asha', lastName: 'Mushi' });
  const email = expectStatus(await student.call('GET', '/api/auth/profile/'), 200).user_details
    .email;
  expectStatus(
    await student.call('PUT', '/api/auth/profile/', {
      first_name: 'Asha',
      last_name: 'Mushi',
      supervisor_email: supervisor,
    }),
    200,
  );
  const { weeklyId } = await fillWeekTwo(
    student,
    [0, 1, 2, 3, 4].map((day) => dayOf(2, day as 0 | 1 | 2 | 3 | 4)),
  );
  expectStatus(await student.call('PATCH', '/api/reports/weekly/week/2/submit/'), 200);
  return { student, email, weeklyId };
}
