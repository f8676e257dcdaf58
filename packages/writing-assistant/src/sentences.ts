import { punct, type TToken } from './tokens';

// Sentence boundaries, the capital letter and the closing full stop.

const TERMINATORS = new Set(['.', '!', '?']);
const DANGLING = new Set([',', ';', ':', '-']);
/** Words whose full stop does not end the sentence (Mr. Juma, e.g. cables). */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'eng',
  'prof',
  'e.g',
  'i.e',
  'no',
  'vs',
  'approx',
]);
const OPENERS = new Set(['"', "'", '(', '[', '“', '‘']);

/** Splits after each . ! ? (the terminator stays with its sentence). */
export function splitSentences(tokens: TToken[]): TToken[][] {
  const sentences: TToken[][] = [];
  let current: TToken[] = [];
  for (const token of tokens) {
    const previous = current.at(-1);
    current.push(token);
    const abbreviation =
      token.text === '.' && ABBREVIATIONS.has(previous?.text.toLowerCase() ?? '');
    if (token.kind === 'punct' && TERMINATORS.has(token.text) && !abbreviation) {
      sentences.push(current);
      current = [];
    }
  }
  if (current.length > 0) sentences.push(current);
  return sentences;
}

export const isTerminator = (token: TToken | undefined) =>
  token?.kind === 'punct' && TERMINATORS.has(token.text);

/**
 * Capital first letter, "i" → "I", and a full stop at the end unless it already has . ! ?
 * `capitalFirst` false (an item of a list, "new 230 V coil") keeps the student's first letter.
 */
export function finishSentence(tokens: TToken[], capitalFirst = true): TToken[] {
  const out = tokens.filter((token) => token.text !== '');
  while (out.length > 0 && DANGLING.has(out.at(-1)?.text ?? '')) out.pop();
  while (out[0] && DANGLING.has(out[0].text) && out[0].text !== '-') out.shift();
  if (out.every((token) => token.kind === 'punct')) return out;
  // Only a word that opens the sentence (after an opening quote or bracket at most) gets the
  // capital: "<script>" stays literal.
  let first = capitalFirst;
  for (const [i, token] of out.entries()) {
    if (token.kind !== 'word') {
      if (!OPENERS.has(token.text)) first = false;
      continue;
    }
    if (token.text === 'i') out[i] = { ...token, text: 'I' };
    else if (first && token.text === token.text.toLowerCase() && /^\p{Ll}/u.test(token.text)) {
      out[i] = { ...token, text: token.text.charAt(0).toUpperCase() + token.text.slice(1) };
    }
    first = false;
  }
  if (!isTerminator(out.at(-1))) out.push(punct('.'));
  return out;
}
