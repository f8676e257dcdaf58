// The e-mails of the supervisor sign-off to the student (issue 17); the supervisor's own request is
// in signoff-request.mail.ts. Plain text; links from PUBLIC_URL only.
import { formatDayMonthYear, type TLanguage } from '@ptlog/shared';
import { greeting } from '../mail/templates';
import type { TMail } from '../mail/transport';
import { unsubscribeFooter } from '../mail/unsubscribe';

export interface TSignoffMailWeek {
  studentName: string;
  /** Given in the supervisor's mails, which have no Reply-To (signoff-request.mail.ts). */
  studentEmail: string;
  weekNumber: number;
  startDate: string;
  endDate: string;
}

function weekLabel(week: TSignoffMailWeek): string {
  return `week ${week.weekNumber} (${formatDayMonthYear(week.startDate)} to ${formatDayMonthYear(week.endDate)})`;
}

/** To the student: the supervisor returned the week with a comment. */
export function weekReturnedMail(input: {
  to: string;
  firstName: string;
  week: TSignoffMailWeek;
  signerName: string;
  comment: string;
  weekLink: string;
  unsubscribe: string;
  language: TLanguage;
}): TMail {
  const { week } = input;
  if (input.language === 'sw') {
    return {
      to: input.to,
      subject: `Msimamizi wako amerudisha wiki ${week.weekNumber} ya log book yako`,
      text: [
        greeting('sw', input.firstName),
        '',
        `${input.signerName} amerudisha wiki ${week.weekNumber} (${formatDayMonthYear(week.startDate)} hadi ${formatDayMonthYear(week.endDate)}) pamoja na maoni haya:`,
        '',
        input.comment,
        '',
        'Wiki hii ni rasimu tena: ibadilishe, iwasilishe, kisha uitume tena kwa msimamizi wako.',
        input.weekLink,
        ...unsubscribeFooter(input.unsubscribe, 'sw'),
      ].join('\n'),
    };
  }
  return {
    to: input.to,
    subject: `Your supervisor returned week ${input.week.weekNumber} of your log book`,
    text: [
      greeting('en', input.firstName),
      '',
      `${input.signerName} returned ${weekLabel(input.week)} with this comment:`,
      '',
      input.comment,
      '',
      'The week is a draft again: change it, submit it and send it to your supervisor again.',
      input.weekLink,
      ...unsubscribeFooter(input.unsubscribe),
    ].join('\n'),
  };
}

/** "Eng. Kisanga (Site Engineer)", or the name alone. */
function signerOf(name: string, position: string | null): string {
  return position ? `${name} (${position})` : name;
}

/** To the student: the supervisor approved the week, with their comment if they wrote one. */
export function weekApprovedMail(input: {
  to: string;
  firstName: string;
  week: TSignoffMailWeek;
  signerName: string;
  signerPosition: string | null;
  comment: string | null;
  weekLink: string;
  unsubscribe: string;
  language: TLanguage;
}): TMail {
  const { week } = input;
  const signer = signerOf(input.signerName, input.signerPosition);
  const comment = input.comment?.trim() ?? '';
  if (input.language === 'sw') {
    return {
      to: input.to,
      subject: `Msimamizi wako ameidhinisha wiki ${week.weekNumber} ya log book yako`,
      text: [
        greeting('sw', input.firstName),
        '',
        `${signer} ameidhinisha wiki ${week.weekNumber} (${formatDayMonthYear(week.startDate)} hadi ${formatDayMonthYear(week.endDate)}) ya log book yako.`,
        ...(comment ? ['', 'Maoni ya msimamizi wako:', comment] : []),
        '',
        'Wiki hii sasa imefungwa na uidhinishaji unachapishwa kwenye PDF na DOCX yake:',
        input.weekLink,
        ...unsubscribeFooter(input.unsubscribe, 'sw'),
      ].join('\n'),
    };
  }
  return {
    to: input.to,
    subject: `Your supervisor approved week ${week.weekNumber} of your log book`,
    text: [
      greeting('en', input.firstName),
      '',
      `${signer} approved ${weekLabel(week)} of your log book.`,
      ...(comment ? ['', "Your supervisor's comment:", comment] : []),
      '',
      'The week is now locked, and the approval is printed on its PDF and DOCX:',
      input.weekLink,
      ...unsubscribeFooter(input.unsubscribe),
    ].join('\n'),
  };
}
