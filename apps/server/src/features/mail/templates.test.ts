// Every e-mail to a student exists in both languages (issue 20), with the same facts in each.
import type { TLanguage } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { paymentApprovedMail, paymentRejectedMail } from '../billing/payment-decision.mail';
import { broadcastMail } from '../broadcast/broadcast.mail';
import { missingDaysReminderMail } from '../reminders/reminders.mail';
import { weekApprovedMail, weekReturnedMail } from '../signoff/signoff.mail';
import { passwordResetCodeMail, passwordResetMail, verificationCodeMail } from './templates';

const LINK = 'https://pt.example.ac.tz/x';

function mailsIn(language: TLanguage) {
  const week = {
    studentName: 'Asha Mollel',
    studentEmail: 'a@x.tz',
    weekNumber: 3,
    startDate: '2026-03-16',
    endDate: '2026-03-20',
  };
  const payment = {
    to: 'a@x.tz',
    firstName: 'Asha',
    language,
    reference: 12,
    amountTsh: 3000,
    senderName: 'Amina Mushi',
    transactionCode: 'CI47HT9XQ2',
    billingLink: LINK,
  };
  return {
    code: verificationCodeMail('a@x.tz', 'Asha', '123456', language),
    reset: passwordResetMail('a@x.tz', 'Asha', LINK, language),
    resetCode: passwordResetCodeMail('a@x.tz', 'Asha', '123456', language),
    reminder: missingDaysReminderMail({
      to: 'a@x.tz',
      firstName: 'Asha',
      week: 3,
      missing: ['2026-03-17', '2026-03-19'],
      link: LINK,
      unsubscribe: `${LINK}/stop`,
      language,
    }),
    returned: weekReturnedMail({
      to: 'a@x.tz',
      firstName: 'Asha',
      week,
      signerName: 'Eng. Mushi',
      comment: 'Add the hours of Tuesday.',
      weekLink: LINK,
      unsubscribe: `${LINK}/stop`,
      language,
    }),
    approved: weekApprovedMail({
      to: 'a@x.tz',
      firstName: 'Asha',
      week,
      signerName: 'Eng. Mushi',
      signerPosition: 'Site Engineer',
      comment: 'Good work on the pump alignment.',
      weekLink: LINK,
      unsubscribe: `${LINK}/stop`,
      language,
    }),
    paymentApproved: paymentApprovedMail({ ...payment, tokensAdded: 900, balance: 1300 }),
    paymentRejected: paymentRejectedMail({
      ...payment,
      reason: 'The sender name does not match.',
      supportWhatsapp: '',
      helpLink: `${LINK}/help`,
    }),
    broadcast: broadcastMail(
      1,
      { email: 'a@x.tz', name: 'Asha', language },
      { subject: 'S', body: 'B' },
    ),
  };
}

describe('the e-mails to a student', () => {
  it('greet in Kiswahili and carry the same code, links, numbers and comment', () => {
    const english = mailsIn('en');
    const kiswahili = mailsIn('sw');
    for (const [kind, mail] of Object.entries(kiswahili)) {
      const other = english[kind as keyof typeof english];
      expect(mail.text.startsWith('Habari Asha,'), kind).toBe(true);
      expect(other.text.startsWith('Hello Asha,'), kind).toBe(true);
      expect(mail.text).not.toMatch(/\b(Hello|Open this link|If you did not|The link)\b/);
      for (const fact of [
        '123456',
        LINK,
        '16-03-2026',
        'Add the hours of Tuesday.',
        'Eng. Mushi',
        'Site Engineer',
        'Good work on the pump alignment.',
        '17-03-2026',
        '19-03-2026',
        'TZS 3,000',
        '#12',
        'Amina Mushi',
        'CI47HT9XQ2',
        '900',
        '1,300',
        'The sender name does not match.',
        `${LINK}/help`,
      ]) {
        expect(mail.text.includes(fact), `${kind}: ${fact}`).toBe(other.text.includes(fact));
      }
    }
    expect(english.reminder.subject).toBe('Week 3: 2 days missing from your PT log book');
    expect(english.reminder.text).toContain(
      'no entry yet for Tuesday 17-03-2026 and Thursday 19-03-2026.',
    );
    expect(kiswahili.reminder.subject).toBe(
      'Wiki 3: siku 2 hazijaandikwa kwenye log book yako ya PT',
    );
    expect(kiswahili.reminder.text).toContain('Jumanne 17-03-2026 na Alhamisi 19-03-2026.');
    expect(english.approved.subject).toBe('Your supervisor approved week 3 of your log book');
    expect(kiswahili.approved.subject).toBe('Msimamizi wako ameidhinisha wiki 3 ya log book yako');
    expect(kiswahili.reminder.text).toContain('Kuacha kupokea barua pepe za vikumbusho');
  });

  it("quote the payment's transaction ID when it has one (ADR 18)", () => {
    const english = mailsIn('en');
    const kiswahili = mailsIn('sw');
    for (const mail of [english.paymentApproved, english.paymentRejected]) {
      expect(mail.text).toContain(
        '(sent by Amina Mushi, transaction ID CI47HT9XQ2, reference #12)',
      );
    }
    expect(kiswahili.paymentApproved.text).toContain(
      '(yaliyotumwa na Amina Mushi, namba ya muamala CI47HT9XQ2, kumbukumbu #12)',
    );
    const withoutCode = paymentApprovedMail({
      to: 'a@x.tz',
      firstName: 'Asha',
      language: 'en',
      reference: 12,
      amountTsh: 3000,
      senderName: '',
      transactionCode: null,
      billingLink: LINK,
      tokensAdded: 900,
      balance: 1300,
    });
    expect(withoutCode.text).toContain('Your payment of TZS 3,000 (reference #12) was verified');
  });
});
