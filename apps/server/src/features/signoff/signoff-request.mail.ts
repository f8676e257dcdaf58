// The supervisor's sign-off request (issue 17; audit A2 finding 11). The supervisor has no
// account and may never have heard of PT Logbook: the mail says who asks (name, registration
// number, programme, college, university, company), what PT Logbook is, and how long the link
// works. English, then the same in Kiswahili: nothing tells the supervisor's language.
import { collegeOfProgram, formatDayMonthYear, UNIVERSITY_NAME } from '@ptlog/shared';
import type { TStudentBlock } from '../export/export.model';
import { greeting } from '../mail/templates';
import type { TMail } from '../mail/transport';
import { bilingualUnsubscribeFooter, oneClickUnsubscribeHeaders } from '../mail/unsubscribe';
import type { TSignoffMailWeek } from './signoff.mail';

/**
 * Who the student is, as the week prints it (the block it was handed in with, ADR 26), so the mail,
 * the sign-off page and the PDF name the same person; each part empty when the block does not say.
 */
export interface TSignoffMailStudent {
  registrationNumber: string;
  programme: string;
  /** The college and its university, known only for a program of the college list. */
  college: string;
  university: string;
  /** 'TANESCO Ubungo, Dar es Salaam' */
  company: string;
}

export function signoffMailStudentOf({ student }: TStudentBlock): TSignoffMailStudent {
  // The block's heading falls back to a default college; the mail names one only for a program
  // of the college list.
  const college = collegeOfProgram(student.program)?.name ?? '';
  return {
    registrationNumber: student.registrationNumber.trim(),
    programme: student.program.trim(),
    college,
    university: college ? UNIVERSITY_NAME : '',
    company: [student.company, student.region]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(', '),
  };
}

export interface TSignoffRequestMailInput {
  to: string;
  supervisorName: string;
  week: TSignoffMailWeek;
  student: TSignoffMailStudent;
  message: string;
  link: string;
  /** When the link stops working, e.g. '14-12-2026 11:02 EAT'. */
  expiresOn: string;
  unsubscribe: string;
  reminder?: boolean;
}

/** 'Baraka Juma (Reg. No 2022-04-11223, Electrical Engineering, CoET…, University of …)'. */
function studentWithDetails(input: TSignoffRequestMailInput, regNo: string): string {
  const { student } = input;
  const details = [
    student.registrationNumber && `${regNo} ${student.registrationNumber}`,
    student.programme,
    student.college,
    student.university,
  ].filter(Boolean);
  const name = input.week.studentName;
  return details.length > 0 ? `${name} (${details.join(', ')})` : name;
}

function englishPart(input: TSignoffRequestMailInput): string[] {
  const { week, student } = input;
  const dates = `week ${week.weekNumber} (${formatDayMonthYear(week.startDate)} to ${formatDayMonthYear(week.endDate)})`;
  const ask = input.reminder
    ? `is still waiting for your sign-off of ${dates} of their log book. This new link replaces the one sent earlier.`
    : `asks you to sign ${dates} of their log book.`;
  return [
    greeting('en', input.supervisorName || 'Supervisor'),
    '',
    `${studentWithDetails(input, 'Reg. No')} is on industrial practical training${student.company ? ` at ${student.company}` : ''}, and ${ask}`,
    '',
    `PT Logbook is the log book of the student's industrial practical training, which their university marks. You get this mail because ${week.studentName} named you as their supervisor.`,
    ...(input.message ? ['', `Message from ${week.studentName}:`, input.message] : []),
    '',
    'Open this link to read the week and approve it, or return it with a comment:',
    '',
    input.link,
    '',
    `You can open it as often as you like until you approve or return the week, until ${input.expiresOn}. No account is needed.`,
    '',
    `To write to ${week.studentName}: ${week.studentEmail}. Please do not forward this mail or reply with it quoted: anyone with the link can approve the week.`,
  ];
}

function kiswahiliPart(input: TSignoffRequestMailInput): string[] {
  const { week, student } = input;
  const dates = `wiki ${week.weekNumber} (${formatDayMonthYear(week.startDate)} hadi ${formatDayMonthYear(week.endDate)})`;
  const ask = input.reminder
    ? `bado anasubiri usaini ${dates} ya log book yake. Kiungo hiki kipya kinachukua nafasi ya kile kilichotumwa awali.`
    : `anakuomba usaini ${dates} ya log book yake.`;
  return [
    greeting('sw', input.supervisorName || 'Msimamizi'),
    '',
    `${studentWithDetails(input, 'Namba ya Usajili')} anafanya mafunzo kwa vitendo viwandani${student.company ? ` katika ${student.company}` : ''}, na ${ask}`,
    '',
    `PT Logbook ni log book ya mafunzo kwa vitendo viwandani ya mwanafunzi, ambayo chuo kikuu chake huitumia kumpa alama. Umepokea barua pepe hii kwa sababu ${week.studentName} amekutaja kuwa msimamizi wake.`,
    '',
    `Fungua kiungo hiki ili kusoma wiki hii na kuiidhinisha, au kuirudisha pamoja na maoni${input.message ? ` (ujumbe wa ${week.studentName} uko hapo juu)` : ''}:`,
    '',
    input.link,
    '',
    `Unaweza kukifungua mara nyingi upendavyo hadi utakapoidhinisha au kurudisha wiki, mpaka ${input.expiresOn}. Huhitaji akaunti.`,
    '',
    `Kumwandikia ${week.studentName}: ${week.studentEmail}. Tafadhali usiisambaze barua pepe hii wala kuijibu ikiwa imenukuliwa: yeyote mwenye kiungo hiki anaweza kuiidhinisha wiki.`,
  ];
}

/**
 * To the supervisor: the link to read and approve or return the week (docs/api/signoff.md,
 * "Mails"); the page it opens has its own English/Kiswahili switch. No Reply-To: a reply quotes
 * the mail, link and all, and the link is the only proof that the supervisor decided. The mail
 * gives the student's address instead.
 */
export function signoffRequestMail(input: TSignoffRequestMailInput): TMail {
  const { week } = input;
  const subject = input.reminder
    ? `Reminder: Please sign ${week.studentName}'s log book, week ${week.weekNumber} / Kumbusho: tafadhali saini log book ya ${week.studentName}, wiki ${week.weekNumber}`
    : `Please sign ${week.studentName}'s log book, week ${week.weekNumber} / Tafadhali saini log book ya ${week.studentName}, wiki ${week.weekNumber}`;
  return {
    to: input.to,
    // The reminder is the mail the opt-out stops: mail clients may offer it as "Unsubscribe".
    ...(input.reminder ? { headers: oneClickUnsubscribeHeaders(input.unsubscribe) } : {}),
    subject,
    text: [
      ...englishPart(input),
      '',
      'Kwa Kiswahili:',
      '',
      ...kiswahiliPart(input),
      ...bilingualUnsubscribeFooter(input.unsubscribe),
    ].join('\n'),
  };
}
