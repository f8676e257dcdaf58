import { MESSAGES } from '@ptlog/shared';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../src/db/schema';
import {
  getSupportContacts,
  seedSupportContactsFromConfig,
} from '../src/features/site-settings/site-settings.service';
import { expectStaffOnly } from './helpers/admin';
import { expectStatus, signedIn, signedInStaff } from './helpers/billing';
import { buildTestApp } from './helpers/build-test-app';
import { perSuite } from './helpers/per-suite';

// Issue 15 item 7: no placeholder payment numbers; staff set them (and the support WhatsApp
// number) in the database, and the environment only seeds them.
const testApp = perSuite(() => buildTestApp({ RATE_LIMIT_MAX: '100000' }));

const SETTINGS = '/api/admin/settings/';

describe('payment numbers and support WhatsApp (site settings)', () => {
  it('has no payment numbers until staff set them; the billing info follows the store', async () => {
    const student = await signedIn(testApp);
    const before = await expectStatus(
      await student.call('GET', '/api/billing/dashboard/payment_info/'),
      200,
    );
    expect(before.data).toMatchObject({ payment_numbers: [], support_whatsapp: '' });
    const helpBefore = await student.call('GET', '/api/help/contact/');
    expect((await expectStatus(helpBefore, 200)).support_whatsapp).toBe('');

    const staff = await signedInStaff(testApp);
    expect(await expectStatus(await staff.call('GET', SETTINGS), 200)).toEqual({
      payment_numbers: [],
      support_whatsapp: '',
    });
    const saved = await expectStatus(
      await staff.call('PUT', SETTINGS, {
        payment_numbers: [' M-Pesa 0754 222 333 ', 'Tigo Pesa +255 715 444 555'],
        support_whatsapp: '+255754222333',
      }),
      200,
    );
    expect(saved).toEqual({
      payment_numbers: ['M-Pesa 0754 222 333', 'Tigo Pesa +255 715 444 555'],
      support_whatsapp: '+255754222333',
    });
    const after = await expectStatus(
      await student.call('GET', '/api/billing/dashboard/payment_info/'),
      200,
    );
    expect(after.data).toMatchObject({
      payment_numbers: ['M-Pesa 0754 222 333', 'Tigo Pesa +255 715 444 555'],
      support_whatsapp: '+255754222333',
    });
    // The Help Center shows the number staff set.
    const help = await expectStatus(await student.call('GET', '/api/help/contact/'), 200);
    expect(help.support_whatsapp).toBe('+255754222333');
    // The function other features (Help Center) call.
    expect(await getSupportContacts(testApp.db)).toEqual({
      paymentNumbers: ['M-Pesa 0754 222 333', 'Tigo Pesa +255 715 444 555'],
      supportWhatsapp: '+255754222333',
    });
    // A later start with PAYMENT_NUMBERS set does not overwrite what staff chose.
    await seedSupportContactsFromConfig(testApp.db, {
      paymentNumbers: ['M-Pesa 0754 000 000'],
      supportWhatsapp: '+255754000000',
    });
    expect((await getSupportContacts(testApp.db)).paymentNumbers).toHaveLength(2);
  });

  it('audits parallel changes from several staff with each one’s true before', async () => {
    const staff = await Promise.all([1, 2, 3].map(() => signedInStaff(testApp)));
    const changes = Array.from({ length: 12 }, (_, index) => ({
      payment_numbers: [`M-Pesa 0754 111 ${100 + index}`],
      support_whatsapp: `+255754000${100 + index}`,
    }));
    const [before] = await testApp.db
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .orderBy(desc(auditLogs.id))
      .limit(1);
    const current = await getSupportContacts(testApp.db);
    const answers = await Promise.all(
      changes.map((change, index) => staff[index % 3]!.call('PUT', SETTINGS, change)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    const rows = await testApp.db
      .select({ details: auditLogs.details })
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'admin.site_settings.set'), gt(auditLogs.id, before?.id ?? 0)),
      )
      .orderBy(asc(auditLogs.id));
    expect(rows).toHaveLength(12);
    // In the order they were stored, each change starts from what the one before it left.
    let last = current;
    for (const { details } of rows) {
      const { payment_numbers: numbers, support_whatsapp: whatsapp } = details as {
        payment_numbers: { from: string[]; to: string[] };
        support_whatsapp: { from: string; to: string };
      };
      expect({ numbers: numbers.from, whatsapp: whatsapp.from }).toEqual({
        numbers: last.paymentNumbers,
        whatsapp: last.supportWhatsapp,
      });
      last = { paymentNumbers: numbers.to, supportWhatsapp: whatsapp.to };
    }
    expect(await getSupportContacts(testApp.db)).toEqual(last);
  });

  it('refuses a number without a Tanzanian phone, and students (403)', async () => {
    const staff = await signedInStaff(testApp);
    const bad = await staff.call('PUT', SETTINGS, {
      payment_numbers: ['M-Pesa 0754 000'],
      support_whatsapp: 'call me',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'payment_numbers.0': [MESSAGES.siteSettings.paymentNumberInvalid],
      support_whatsapp: [MESSAGES.siteSettings.whatsappInvalid],
    });
    // One number twice, however spaced or prefixed: students would see it listed twice.
    const twice = await staff.call('PUT', SETTINGS, {
      payment_numbers: ['M-Pesa 0754 111 222', 'Airtel Money 0688 333 444', 'M-Pesa +255754111222'],
      support_whatsapp: '',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({
      'payment_numbers.2': [MESSAGES.siteSettings.numberTwice],
    });
    const student = await signedIn(testApp);
    await expectStaffOnly(testApp, student.access, [
      ['GET', SETTINGS],
      ['PUT', SETTINGS, { payment_numbers: [], support_whatsapp: '' }],
    ]);
  });
});
