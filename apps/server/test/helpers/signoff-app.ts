// The set-up the sign-off and reminder tests share: an app that mails through a real SMTP catcher
// on an app clock the test moves, with the placement started, and a student signed in again
// after the clock moved (access tokens live 15 minutes).
import { setPlacementStartDate } from '../../src/features/calendar/calendar.repository';
import { callWith, login } from './accounts';
import { buildTestApp, type TTestApp } from './build-test-app';
import { FACTORY_PASSWORD } from './factories';
import { PLACEMENT_START, type TStudentClient } from './logbook';
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
