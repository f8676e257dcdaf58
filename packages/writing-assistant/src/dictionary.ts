import nspell from 'nspell';
import { loadTagger } from './tags';

// The Hunspell dictionary (dictionary-en) takes ~300 ms to parse and compromise ~500 ms to import,
// so both are loaded once per process, on the first AI request rather than at server start, and
// shared by every request; the speller and tagsOf() are only used after this promise. Concurrent
// first requests wait for the same load instead of parsing twice.

export interface TSpeller {
  correct(word: string): boolean;
}

let loading: Promise<TSpeller> | null = null;

export function loadSpeller(): Promise<TSpeller> {
  if (!loading) {
    loading = Promise.all([import('dictionary-en'), loadTagger()]).then(
      ([{ default: dictionary }]) =>
        nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) }),
    );
    loading.catch(() => {
      loading = null; // a failed load (e.g. unreadable file) is retried by the next request
    });
  }
  return loading;
}
