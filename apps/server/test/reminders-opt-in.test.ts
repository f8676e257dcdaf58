// Turning reminders back on from the unsubscribe link (mail audit 2). The opt-out list is by
// address, so one mis-click stopped a supervisor's reminders for every student naming them, with
// no way back: a supervisor has no account and no Settings. The "done" page now offers a button
// that POSTs the same signed token to /api/reminders/resubscribe/.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderOptOuts } from '../src/db/schema';
import { unsubscribeToken } from '../src/features/mail/unsubscribe';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';

const PAGE_ORIGIN = 'https://logbook.example.tz';
const SUPERVISOR = 'eng.mwita@tanroads.example.tz';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let testApp: TTestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ PUBLIC_URL: PAGE_ORIGIN });
});
afterAll(async () => {
  await testApp.close();
});

const tokenOf = (email: string) => unsubscribeToken(testApp.config.appSecret, email);
const unsubscribeUrl = (email: string) =>
  `/api/reminders/unsubscribe/?token=${encodeURIComponent(tokenOf(email))}`;
const optedOut = async (email: string) =>
  (await testApp.db.select().from(reminderOptOuts).where(eq(reminderOptOuts.email, email))).length >
  0;

/** A page's form action, resolved against the page's own address as a browser does. */
function actionOf(body: string, pageUrl: string): string {
  const action = /<form method="post" action="([^"]+)">/.exec(body)?.[1];
  if (!action) throw new Error(`no form in page: ${body}`);
  const url = new URL(action.replaceAll('&amp;', '&'), `${PAGE_ORIGIN}${pageUrl}`);
  return `${url.pathname}${url.search}`;
}

function post(url: string) {
  return testApp.app.inject({ method: 'POST', url, headers: FORM, payload: '' });
}

describe('the unsubscribe pages', () => {
  it('ask in words that fit a supervisor too, post relatively, and keep a side margin', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: unsubscribeUrl(SUPERVISOR) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('You can turn them back on from the page that follows');
    // A supervisor has no Settings (audit 2026-12-02): only an account's page names them.
    expect(page.body).not.toContain('Settings');
    expect(page.body).not.toContain('Students can turn them on again in Settings.');
    // Relative to the page itself, so nothing in it assumes where the app is mounted.
    expect(page.body).toMatch(/<form method="post" action="\?token=/);
    // At 360 px the card kept no margin at its sides.
    expect(page.body).toMatch(/body\{[^}]*padding:0 1rem/);
  });

  it('"done" offers to turn reminders back on, and that button opts the address in', async () => {
    const confirm = await testApp.app.inject({ method: 'GET', url: unsubscribeUrl(SUPERVISOR) });
    const done = await post(actionOf(confirm.body, unsubscribeUrl(SUPERVISOR)));
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will no longer receive reminders from PT Logbook.');
    expect(done.body).toContain('Turn reminders back on');
    expect(await optedOut(SUPERVISOR)).toBe(true);

    const again = await post(actionOf(done.body, unsubscribeUrl(SUPERVISOR)));
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(`PT Logbook reminder e-mails to ${SUPERVISOR} are on again.`);
    expect(await optedOut(SUPERVISOR)).toBe(false);
  });

  it('in Kiswahili for an account of that language', async () => {
    const user = await createUser(testApp.db, { language: 'sw' });
    const done = await post(unsubscribeUrl(user.email));
    expect(done.body).toContain('Washa vikumbusho tena');
    const again = await post(actionOf(done.body, unsubscribeUrl(user.email)));
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('<html lang="sw">');
    expect(again.body).toContain('zimewashwa tena');
    expect(await optedOut(user.email)).toBe(false);
  });

  it('refuses a forged token and changes nothing', async () => {
    await post(unsubscribeUrl(SUPERVISOR));
    const forged = tokenOf(SUPERVISOR).replace(/\.[^.]+$/, '.forged');
    const refused = await post(`/api/reminders/resubscribe/?token=${forged}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toContain('This unsubscribe link is not valid.');
    // A token for another address does not open this one.
    const other = tokenOf('someone.else@example.tz');
    const [encoded] = tokenOf(SUPERVISOR).split('.');
    const spliced = `${encoded}.${other.split('.')[1]}`;
    expect((await post(`/api/reminders/resubscribe/?token=${spliced}`)).statusCode).toBe(404);
    expect(await optedOut(SUPERVISOR)).toBe(true);
  });

  it('changes nothing on a GET (a mail scanner following the link)', async () => {
    await post(unsubscribeUrl(SUPERVISOR));
    const url = `/api/reminders/resubscribe/?token=${encodeURIComponent(tokenOf(SUPERVISOR))}`;
    const opened = await testApp.app.inject({ method: 'GET', url });
    expect(opened.statusCode).not.toBe(200);
    expect(await optedOut(SUPERVISOR)).toBe(true);
  });
});
