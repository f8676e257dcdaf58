// The Thursday reminder to students (the supervisor's reminder is signoff.mail's request mail).
import type { TLanguage } from '@ptlog/shared';
import { greeting } from '../mail/templates';
import type { TMail } from '../mail/transport';
import { unsubscribeFooter } from '../mail/unsubscribe';

export function loggedDaysReminderMail(input: {
  to: string;
  firstName: string;
  week: number;
  logged: number;
  link: string;
  unsubscribe: string;
  language: TLanguage;
}): TMail {
  if (input.language === 'sw') {
    return {
      to: input.to,
      subject: `Wiki ${input.week}: umeandika siku ${input.logged} kati ya 5 kwenye log book yako ya PT`,
      text: [
        greeting('sw', input.firstName),
        '',
        `Hadi sasa umeandika siku ${input.logged} kati ya siku 5 za kazi za wiki ${input.week}.`,
        'Ongeza siku zilizobaki kabla wiki haijafungwa, wakati bado unazikumbuka:',
        '',
        input.link,
        ...unsubscribeFooter(input.unsubscribe, 'sw'),
      ].join('\n'),
    };
  }
  return {
    to: input.to,
    subject: `Week ${input.week}: ${input.logged} of 5 days logged in your PT log book`,
    text: [
      greeting('en', input.firstName),
      '',
      `You have logged ${input.logged} of the 5 working days of week ${input.week} so far.`,
      'Add the missing days before the week closes, while you still remember them:',
      '',
      input.link,
      ...unsubscribeFooter(input.unsubscribe),
    ].join('\n'),
  };
}
