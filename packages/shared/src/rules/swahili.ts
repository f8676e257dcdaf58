// Kiswahili in a log book entry. The log book is marked in English, yet an entry is stored and
// printed as typed (DESIGN §4.4), so the export warns about days written in Kiswahili. The word
// list is the writing assistant's (packages/writing-assistant terms.ts: never spell-checked, and
// two of them mark a sentence as Swahili); it lives here so the web app can tell such a day
// without loading the assistant or its dictionary: a set lookup per word.

const words = (list: string): string[] => list.trim().split(/\s+/);

// Swahili words students mix into their logs (fundi = technician, mafundi = technicians,
// kazi = work, leo = today, wakala = agent).
export const SWAHILI_WORDS: ReadonlySet<string> = new Set(
  words(`
  kazi leo jana kesho mafundi fundi wakala sana nzuri mzuri nilisaidia nilifanya tulifanya
  tulisaidia kusaidia kufunga kupima kurekebisha kubadilisha kuweka kusafisha kuchimba kujenga
  kuchomelea taa za ya wa la cha vya na kwa katika kwenye pia bado barabara barabarani umeme
  nyaya waya mashine bomba mabomba maji ofisi saa siku wiki mwalimu msimamizi mhandisi wahandisi
  mteja duka stoo jenereta mota pampu ukuta nyumba jengo tofali matofali saruji mchanga kokoto
  nondo mbao rangi asante sawa hapa pale mimi sisi wao yeye baadaye kabla baada mpaka hadi tu
  zaidi mapumziko sikukuu likizo mafunzo usalama mkutano ripoti karakana
`),
);

// A conjugated verb no list can hold: subject (ni, u, a, tu, m, wa; negative si, ha, hatu, hawa),
// tense (li, na, ta, me, ka, ku) and a stem ending in -a (tulibadilisha, tumemaliza, wanafanya,
// sikuenda), or an infinitive (kupima). English words of that shape are rare in a log entry
// (America, anaesthesia), and one word never makes a day Kiswahili.
const SWAHILI_VERB = /^(?:(?:ni|u|a|tu|m|wa|si|ha|hatu|hawa)(?:li|na|ta|me|ka|ku)|ku)\p{L}{3,}a$/u;

/** Whether a lower-case word is Kiswahili: a listed word or a verb form. */
export function isSwahiliWord(lower: string): boolean {
  return SWAHILI_WORDS.has(lower) || SWAHILI_VERB.test(lower);
}

/**
 * Whether an entry is written mostly in Kiswahili: more than half of its words are. "Leo
 * tulibadilisha oil ya generator" is; "Paid at the wakala" or a day naming Juma and Neema is not.
 */
export function isMostlySwahili(text: string): boolean {
  const entryWords = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const swahili = entryWords.filter(isSwahiliWord).length;
  return swahili * 2 > entryWords.length;
}
