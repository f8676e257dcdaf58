// The page's first script: index.html names it before the app's entry, and
// build/early-reads-script.ts builds it apart (a few KB, nothing shared with the app's chunks),
// so it runs as soon as it arrives. It leaves its calls on `window` for lib/early-data.ts.
import { PAGE_EARLY_READS } from './lib/early-reads';
import { startPageEarlyReads } from './lib/page-early-reads';
import { browserStore } from './lib/storage';

// Where the app's entry ran first, it has asked for them itself and left the record.
if (!(PAGE_EARLY_READS in window)) {
  Object.assign(window, {
    [PAGE_EARLY_READS]: startPageEarlyReads({
      store: browserStore(),
      pathname: window.location.pathname,
      fetch: (input, init) => window.fetch(input, init),
      now: Date.now(),
    }),
  });
}
