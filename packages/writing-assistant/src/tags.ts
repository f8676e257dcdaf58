import type nlpModule from 'compromise';

// Part-of-speech facts from compromise, per word and cached: the rules only need to know whether
// a word is a singular countable noun (to add "the"), a plural, or a verb in the past tense.
// Tagging a word on its own is context-free, which is what makes the answers stable and cheap.

export interface TWordTags {
  singularNoun: boolean;
  pluralNoun: boolean;
  uncountable: boolean;
  pastVerb: boolean;
  gerund: boolean;
  adjective: boolean;
}

const cache = new Map<string, TWordTags>();

// compromise takes ~0.5 s to import (its lexicon), so it is loaded with the dictionary on the first
// AI request instead of when the server starts.
let nlp: typeof nlpModule | null = null;

export async function loadTagger(): Promise<void> {
  nlp ??= (await import('compromise')).default;
}

// -ing nouns compromise reads as verbs; after "replace" the student means the part.
const ING_NOUNS = new Set(['bearing', 'bearings', 'building', 'ceiling', 'coupling', 'fitting']);

export function tagsOf(lower: string): TWordTags {
  const cached = cache.get(lower);
  if (cached) return cached;
  if (!nlp) throw new Error('loadTagger() must finish before tagsOf() is used');
  const tags = new Set<string>(nlp(lower).json()[0]?.terms[0]?.tags ?? []);
  // Read after "the", a word that can be a noun or a verb (pump, belt, test) is read as a noun.
  const asNoun = new Set<string>(nlp(`the ${lower}`).json()[0]?.terms[1]?.tags ?? []);
  const ingNoun = ING_NOUNS.has(lower);
  const result: TWordTags = {
    singularNoun: ingNoun
      ? !lower.endsWith('s')
      : asNoun.has('Singular') && !asNoun.has('Uncountable') && !asNoun.has('Gerund'),
    pluralNoun: ingNoun ? lower.endsWith('s') : asNoun.has('Plural'),
    uncountable: asNoun.has('Uncountable'),
    pastVerb: tags.has('PastTense'),
    gerund: !ingNoun && tags.has('Gerund'),
    adjective: tags.has('Adjective'),
  };
  if (cache.size > 20_000) cache.clear();
  cache.set(lower, result);
  return result;
}
