// The Thursday reminder to students (the supervisor's reminder is signoff.mail's request mail).
import {
  formatDayMonthYear,
  type TLanguage,
  WORKING_DAY_LABELS,
  workingDayOf,
} from '@ptlog/shared';
import { greeting } from '../mail/templates';
import type { TMail } from '../mail/transport';
import { oneClickUnsubscribeHeaders, unsubscribeFooter } from '../mail/unsubscribe';

const SWAHILI_DAYS = {
  monday: 'Jumatatu',
  tuesday: 'Jumanne',
  wednesday: 'Jumatano',
  thursday: 'Alhamisi',
  friday: 'Ijumaa',
} as const;

/** 'Tuesday 17-03-2026' / 'Jumanne 17-03-2026'. */
export function dayName(date: string, language: TLanguage): string {
  const day = workingDayOf(date) ?? 'monday';
  const name = language === 'sw' ? SWAHILI_DAYS[day] : WORKING_DAY_LABELS[day];
  return `${name} ${formatDayMonthYear(date)}`;
}

/** 'Tuesday', 'Tuesday and Wednesday', 'Monday, Tuesday and Wednesday' (and 'na' in Kiswahili). */
function listOf(names: readonly string[], language: TLanguage): string {
  const and = language === 'sw' ? 'na' : 'and';
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}

/** To a student whose week so far has working days without an entry: names those days. */
export function missingDaysReminderMail(input: {
  to: string;
  firstName: string;
  week: number;
  /** The working days of the week up to today without an entry (YYYY-MM-DD, in order). */
  missing: readonly string[];
  link: string;
  unsubscribe: string;
  language: TLanguage;
}): TMail {
  const days = listOf(
    input.missing.map((date) => dayName(date, input.language)),
    input.language,
  );
  const count = input.missing.length;
  const headers = oneClickUnsubscribeHeaders(input.unsubscribe);
  if (input.language === 'sw') {
    return {
      to: input.to,
      subject: `Wiki ${input.week}: ${count === 1 ? 'siku 1 haijaandikwa' : `siku ${count} hazijaandikwa`} kwenye log book yako ya PT`,
      headers,
      text: [
        greeting('sw', input.firstName),
        '',
        `Log book yako ya wiki ${input.week} bado haina kazi ya: ${days}.`,
        'Ziandike sasa, wakati bado unazikumbuka:',
        '',
        input.link,
        ...unsubscribeFooter(input.unsubscribe, 'sw'),
      ].join('\n'),
    };
  }
  return {
    to: input.to,
    subject: `Week ${input.week}: ${count === 1 ? '1 day' : `${count} days`} missing from your PT log book`,
    headers,
    text: [
      greeting('en', input.firstName),
      '',
      `Your log book for week ${input.week} has no entry yet for ${days}.`,
      'Add the missing days now, while you still remember them:',
      '',
      input.link,
      ...unsubscribeFooter(input.unsubscribe),
    ].join('\n'),
  };
}
