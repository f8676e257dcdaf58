import { sentencesOf } from './clauses';

// The stored texts have length limits (LIMITS in @ptlog/shared: 1000 per description, 5000 per
// summary). Polishing adds words ("I", "the", "carried out"), so an answer near the limit is
// fitted here rather than cut mid-word by the caller.

/** Whole sentences from the start that fit in `max` characters; a cut at a space as last resort. */
export function fitSentences(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  for (const sentence of sentencesOf(text)) {
    const next = out ? `${out} ${sentence}` : sentence;
    if (next.length > max) break;
    out = next;
  }
  if (out) return out;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return space > 0 ? cut.slice(0, space) : cut;
}

/**
 * A student's own text must not lose content to fit: the first candidate that fits wins (full
 * polish, then spelling and punctuation only), else the text as the student wrote it.
 */
export function firstThatFits(max: number, candidates: Array<() => string>, typed: string): string {
  for (const candidate of candidates) {
    const text = candidate();
    if (text.length <= max) return text;
  }
  return typed.trim();
}
