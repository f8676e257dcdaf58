// A text as a list of tokens that remembers whether a space came before each one, so that text
// we do not touch ("R&D", "the engineer's", "<script>", quotes) is rebuilt exactly as typed.

export interface TToken {
  text: string;
  kind: 'word' | 'punct';
  spaceBefore: boolean;
}

// A word: letters/digits, joined by inner hyphens, apostrophes or decimal points (3-phase,
// engineer's, 7.5, 1,000); anything else is one punctuation character.
const TOKEN = /[\p{L}\p{N}]+(?:[-'’.][\p{L}\p{N}]+|(?<=\d),\d{3}(?!\d))*|\S/gu;

export function tokenize(text: string): TToken[] {
  const tokens: TToken[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    tokens.push({
      text: match[0],
      kind: /^[\p{L}\p{N}]/u.test(match[0]) ? 'word' : 'punct',
      spaceBefore: index > last || (tokens.length > 0 && /\s/.test(text[index - 1] ?? '')),
    });
    last = index + match[0].length;
  }
  return tokens;
}

export const word = (text: string): TToken => ({ text, kind: 'word', spaceBefore: true });
export const punct = (text: string, spaceBefore = false): TToken => ({
  text,
  kind: 'punct',
  spaceBefore,
});

const NO_SPACE_BEFORE = new Set([',', '.', ';', ':', '!', '?', ')']);
// Not after ':' (10:30, 1:2:4).
const SPACE_AFTER = new Set([',', ';', '.', '!', '?', ')']);

/** Rebuilds the text with tidy spacing: none before , . ; : ! ? ) and one after , ; ) */
export function detokenize(tokens: TToken[]): string {
  let out = '';
  let previous: TToken | undefined;
  for (const token of tokens) {
    if (previous) {
      const space =
        !NO_SPACE_BEFORE.has(token.text) &&
        previous.text !== '(' &&
        (token.spaceBefore || (SPACE_AFTER.has(previous.text) && token.kind === 'word'));
      if (space) out += ' ';
    }
    out += token.text;
    previous = token;
  }
  return out;
}

export const lowerWords = (tokens: TToken[]): string[] =>
  tokens.filter((t) => t.kind === 'word').map((t) => t.text.toLowerCase());
