// A test file's app that mails through a real SMTP catcher, on a clock that runs with the real
// one (passwords are set at the database's now()) and that the test moves on with `later`: past
// resend limits, code expiry or a daily cap's window.
import { buildTestApp } from './build-test-app';
import { perSuite } from './per-suite';
import { startSmtpServer } from './smtp';

export function mailingAppAhead() {
  let aheadMs = 0;
  const smtp = perSuite(startSmtpServer);
  const testApp = perSuite(() =>
    buildTestApp(
      { SMTP_URL: smtp.url, RATE_LIMIT_MAX: '1000000' },
      { deps: { now: () => new Date(Date.now() + aheadMs) } },
    ),
  );
  const later = (ms: number) => {
    aheadMs += ms;
  };
  return { smtp, testApp, later };
}
