// Production without SMTP_URL: MAIL_TRANSPORT=log must never print a reset link or a code (they
// would open accounts to anyone who reads journald); development's console still shows them.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { oneTimeCodes } from '../src/db/schema';
import { createMailTransport, loggedMailLine } from '../src/features/mail/transport';
import { buildTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { perSuite } from './helpers/per-suite';

const printed: string[] = [];
const testApp = perSuite(() =>
  buildTestApp(
    {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://logbook.example.ac.tz',
      MAIL_TRANSPORT: 'log',
    },
    { deps: { print: (text) => printed.push(text) } },
  ),
);

describe('MAIL_TRANSPORT=log', () => {
  it('prints who a password-reset mail was for, never its link or token', async () => {
    const user = await createUser(testApp.db);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/',
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);
    // The mail worker may have sent it already (it wakes on enqueue); flush waits for that pass.
    await testApp.app.mail.flush();
    await vi.waitFor(() =>
      expect(printed.join('')).toContain(`Mail not sent (MAIL_TRANSPORT=log): to ${user.email}`),
    );
    const output = printed.join('');
    expect(output).not.toContain('logbook.example.ac.tz');
    expect(output).not.toMatch(/token=|reset-password/);
    const [code] = await testApp.db
      .select({ userId: oneTimeCodes.userId })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, user.id));
    expect(code).toBeDefined();
  });

  it('hides a verification code in the subject', () => {
    const line = loggedMailLine({
      to: 'amina@example.test',
      subject: 'PT Logbook verification code: 482913',
      text: 'Your code is 482913.',
    });
    expect(line).toBe(
      'Mail not sent (MAIL_TRANSPORT=log): to amina@example.test, subject "PT Logbook verification code: ••••••"\n',
    );
  });

  it('leaves the development console printing the whole mail', async () => {
    const lines: string[] = [];
    const transport = createMailTransport({
      smtpUrl: undefined,
      from: 'PT Logbook <no-reply@localhost>',
      print: (text) => lines.push(text),
    });
    await transport.send({ to: 'a@example.test', subject: 'Code', text: 'Your code is 482913.' });
    expect(lines.join('')).toContain('Your code is 482913.');
  });
});
