// The Thursday reminder to students (the supervisor's reminder is signoff.mail's request mail).
import type { TMail } from '../mail/transport';
import { unsubscribeFooter } from '../mail/unsubscribe';

export function loggedDaysReminderMail(input: {
  to: string;
  firstName: string;
  week: number;
  logged: number;
  link: string;
  unsubscribe: string;
}): TMail {
  return {
    to: input.to,
    subject: `Week ${input.week}: ${input.logged} of 5 days logged in your PT log book`,
    text: [
      `Hello ${input.firstName},`,
      '',
      `You have logged ${input.logged} of the 5 working days of week ${input.week} so far.`,
      'Add the missing days before the week closes, while you still remember them:',
      '',
      input.link,
      ...unsubscribeFooter(input.unsubscribe),
    ].join('\n'),
  };
}
