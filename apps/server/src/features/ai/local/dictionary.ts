import nspell from 'nspell';

// The Hunspell dictionary (dictionary-en) takes ~300 ms to parse, so it is loaded once per
// process, on first use, and shared by every request. Loading is a promise so that concurrent
// first requests wait for the same load instead of parsing twice.

export interface TSpeller {
  correct(word: string): boolean;
}

let loading: Promise<TSpeller> | null = null;

export function loadSpeller(): Promise<TSpeller> {
  if (!loading) {
    loading = import('dictionary-en').then(({ default: dictionary }) =>
      nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) }),
    );
    loading.catch(() => {
      loading = null; // a failed load (e.g. unreadable file) is retried by the next request
    });
  }
  return loading;
}
