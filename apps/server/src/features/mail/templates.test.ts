// Every e-mail to a student exists in both languages (issue 20), with the same facts in each.
import type { TLanguage } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { broadcastMail } from '../broadcast/broadcast.mail';
import { loggedDaysReminderMail } from '../reminders/reminders.mail';
import { weekReturnedMail } from '../signoff/signoff.mail';
import { passwordResetMail, verificationCodeMail } from './templates';

const LINK = 'https://pt.example.ac.tz/x';

function mailsIn(language: TLanguage) {
  const week = {
    studentName: 'Asha Mollel',
    weekNumber: 3,
    startDate: '2026-03-16',
    endDate: '2026-03-20',
  };
  return {
    code: verificationCodeMail('a@x.tz', 'Asha', '123456', language),
    reset: passwordResetMail('a@x.tz', 'Asha', LINK, language),
    reminder: loggedDaysReminderMail({
      to: 'a@x.tz',
      firstName: 'Asha',
      week: 3,
      logged: 2,
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
      ]) {
        expect(mail.text.includes(fact), `${kind}: ${fact}`).toBe(other.text.includes(fact));
      }
    }
    expect(kiswahili.reminder.subject).toBe(
      'Wiki 3: umeandika siku 2 kati ya 5 kwenye log book yako ya PT',
    );
    expect(kiswahili.reminder.text).toContain('Kuacha kupokea barua pepe za vikumbusho');
  });
});
