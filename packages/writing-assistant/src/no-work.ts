// A day that records no work: "I was absent", "Absent due to sickness", "Public holiday", "Off
// day", "Sick leave", "No work today because of power cut", "Nilikuwa mgonjwa", "Hakuna kazi leo".
// The day's text is the student's own and is polished like any other, but it is not work: it never
// names the week's main job, is not part of its description and gives it no step (main-job.ts,
// operations.ts), and the summary lists it among the other entries (summary.ts).
//
// The entry's opening statement must BE the absence, not merely contain its word: "Absent due to
// sickness" is, "Checked absent readings on the meter" and "Repaired the off switch" are not. So
// the first clause, after an opener ("Today I was", "It was a", "Leo nilikuwa"), must be one of the
// phrases below followed only by a time ("today", "leo", "the whole day") and a reason ("due to …",
// "because of …", "kwa sababu …"). A day that starts with an absence and then turns to work
// ("Public holiday, but I went to site …") is read as no work: the main job then comes from the
// other days, or is left to the student.

/** Absence, leave, sickness and days off, as students write them (typos and Swahili included). */
const NO_WORK_PHRASES: readonly string[] = [
  // absent: absent, abcent, abscent, absnt, absant, absend; absence
  'ab[sc]{1,2}[ae]?n[td]',
  'ab[sc]{1,2}en[cs]e',
  // sick, ill
  '(?:sick|sik|ill|unwell)(?:ness)?(?: (?:leave|lv))?',
  '(?:feeling|felt) (?:sick|ill|unwell|bad)',
  'not (?:feeling )?well',
  '(?:to |at )?(?:the )?(?:hospital|clinic)',
  'malaria|fever',
  // leave and permission
  '(?:(?:annual|compassionate|maternity|paternity|study|emergency|sick) )?(?:leave|lv)',
  '(?:asked (?:for )?|given )?permission',
  // holidays: "Public holiday", "Nane Nane holiday" (polished to "Nane holiday"), "Eid el Fitr"
  '(?:(?:public|p|national|bank|govt|government|religious|gov) )?(?:holiday|holliday|hollyday|hoilday|holiady|holyday|holidays|hol)',
  '(?:eid|idd)(?: (?:el|al|ul))?(?: (?:fitr|fitri|adha|haji|hajj))?(?: (?:holiday|hol))?',
  '(?:christmas|xmas|boxing day|good friday|easter(?: monday)?|nane(?: nane)?|saba(?: saba)?|karume day|nyerere day|union day|workers day|may day|independence day|maulid|new years?(?: day)?)(?: (?:holiday|hol))?',
  // days off
  '(?:off|of+ ?day|off day|offday|day off|dayoff|off duty|rest day|day of rest)',
  // no work
  'no (?:work|wrk|wok|job|jobs|task|tasks|activity|activities|activty|practical|practicals|duty|field work)',
  'nothing(?: (?:to do|done|much))?',
  '(?:did not|didnt|didn t|did nt|never|could not|couldnt|was not able to|unable to) (?:go|come|report|attend|work|make it)(?: (?:to|at))?(?: (?:the )?(?:work|site|office|job|workplace|company|station))?',
  'not (?:at|in) (?:the )?(?:work|office|site|workplace)',
  'stayed (?:at )?home|at home',
  '(?:the )?(?:office|site|company|workshop|plant|workplace) (?:was )?closed',
  // Swahili: sick (mgonjwa, naumwa), no work (hakuna kazi), did not go to work (sikuenda kazini),
  // leave / holiday / rest (likizo, sikukuu, mapumziko), permission (ruhusa), at home (nyumbani)
  'mgonjwa|naumwa|niliumwa|nilikuwa naumwa|kuumwa|ugonjwa|homa',
  '(?:hakuna|hamna|hakukuwa na|hakukua na|hapakuwa na|hakuwa na) kazi|kazi hakuna',
  '(?:sikufanya|hatukufanya|sikuweza kufanya) kazi',
  '(?:sikuenda|sikwenda|sikufika|sikuja|hatukwenda|sikuhudhuria)(?: (?:kazini|kazi|site|ofisini))?',
  'likizo|sikukuu|mapumziko|siku ya (?:mapumziko|kupumzika|sikukuu)|nilipumzika',
  '(?:nilipewa |nilikuwa na |niliomba |na )?ruhusa',
  'nyumbani',
];

/** Words before the statement that do not change it: "Today I was on", "It was a", "Leo nilikuwa". */
const TIME =
  '(?:today|todays|yesterday|this day|on this day|leo|jana|on (?:monday|tuesday|wednesday|thursday|friday))';
const OPENER = new RegExp(
  `^(?:${TIME} )?(?:(?:i|we|it|there|this|that) )?(?:${TIME} )?` +
    '(?:(?:have been|has been|had been|was|were|am|is|are|had|have|has|went|got|took|nilikuwa|tulikuwa|ilikuwa|ni) )?' +
    '(?:(?:a|an|the|on) )?',
);

/** What may follow: a time, then a reason ("due to sickness", "because of the power cut"). */
const AFTER =
  `(?: (?:${TIME}|the whole day|whole day|all day|full day|siku nzima|for the day|tu))*` +
  '(?: (?:due|because|becoz|coz|cause|cuz|bcoz|bcz|bse|bc|since|as|so|for|with|from|of|kwa|sababu|kwasababu|kutokana|ya|na)\\b.*)?';

const NO_WORK = new RegExp(`^(?:${NO_WORK_PHRASES.join('|')})${AFTER}$`);

/** The entry's first clause, lower case, without apostrophes, hyphens or extra spaces. */
function openingClause(text: string): string {
  const clause =
    text
      .toLowerCase()
      .replace(/[’'`]/g, '')
      .replace(/\s+[-–—]+\s*|\s*[-–—]+\s+/g, ', ') // "Sick leave - went to hospital"
      .replace(/[-/_]/g, ' ') // "off-day", "p/holiday"
      .split(/[.,;:!?()[\]\n]/)[0] ?? '';
  return clause.replace(/\s+/g, ' ').trim();
}

/** Whether a daily entry records a day without work (absent, sick, on leave, holiday, day off). */
export function recordsNoWork(text: string): boolean {
  const clause = openingClause(text);
  if (!clause) return false;
  const statement = clause.replace(OPENER, '');
  return statement !== '' && NO_WORK.test(statement);
}
