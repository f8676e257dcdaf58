// A broadcast whose recipients are deleted (ADR 5) before their mail went out still finishes:
// the erased addresses' queued mails count as failed, so the campaign stops showing "Sending".

import { describe, expect, it } from 'vitest';
import { ADMIN_API, buildAdminApp, signedInStaff, signedInUser } from './helpers/admin';
import { CAMPAIGNS, FROM_EXCEL, multipartForm, VALID_FIELDS, xlsxOf } from './helpers/broadcast';
import { builtOnce, perSuite } from './helpers/per-suite';

// Nothing listens on port 1: every send fails and, on the app's fixed clock, its retry never
// comes due, so the mails stay queued.
const testApp = perSuite(() => buildAdminApp({ SMTP_URL: 'smtp://127.0.0.1:1' }));
const staff = builtOnce(() => signedInStaff(testApp));

describe('deleting a recipient of a broadcast still being sent', () => {
  /** Sends a broadcast to these addresses from a sheet; answers its campaign's URL. */
  async function sendSheet(addresses: string[]): Promise<string> {
    const form = multipartForm(VALID_FIELDS, {
      name: 'recipients.xlsx',
      bytes: await xlsxOf(addresses.map((address) => [address])),
    });
    const sent = await testApp.app.inject({
      method: 'POST',
      url: FROM_EXCEL,
      headers: { ...form.headers, authorization: `Bearer ${staff.access}` },
      payload: form.payload,
    });
    expect(sent.statusCode, sent.body).toBe(202);
    return `${CAMPAIGNS}${sent.json().campaign_id}/`;
  }

  /** Staff DELETE these accounts through the users screen's bulk action. */
  async function deleteUsers(userIds: number[]) {
    const erased = await staff.send('POST', `${ADMIN_API}/users/actions/`, {
      user_ids: userIds,
      action: 'DELETE',
    });
    expect(erased.statusCode, erased.body).toBe(200);
  }

  it('counts their unsent mails as failed on the campaign', async () => {
    const amina = await signedInUser(testApp, { firstName: 'Amina' });
    const baraka = await signedInUser(testApp, { firstName: 'Baraka' });
    const campaignUrl = await sendSheet([amina.email, baraka.email, 'outsider@example.test']);
    await testApp.app.mail.flush();
    expect((await staff.get(campaignUrl)).json()).toMatchObject({
      queued: 3,
      sent: 0,
      failed: 0,
      pending: 3,
      status: 'sending',
    });

    await deleteUsers([amina.id, baraka.id]);
    expect((await staff.get(campaignUrl)).json()).toMatchObject({
      queued: 3,
      failed: 2,
      pending: 1,
      status: 'sending',
    });
  });

  it('ends the campaign when its last waiting recipient is deleted', async () => {
    const only = await signedInUser(testApp);
    const campaignUrl = await sendSheet([only.email]);

    await deleteUsers([only.id]);
    expect((await staff.get(campaignUrl)).json()).toMatchObject({
      queued: 1,
      sent: 0,
      failed: 1,
      pending: 0,
      status: 'done',
    });
  });
});
