import type { DefaultOptions } from '@tanstack/react-query';

/** The app's query and mutation defaults; component tests build their clients on them too. */
export const QUERY_DEFAULTS = {
  queries: { retry: 1, refetchOnWindowFocus: false },
  // A change made offline fails at once, so the screen can keep it on the device and say so,
  // instead of waiting paused behind a spinner until the browser reports a network again.
  mutations: { networkMode: 'always' },
} satisfies DefaultOptions;
