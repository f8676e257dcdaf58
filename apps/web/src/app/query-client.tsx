// The app's one query client, in a chunk of its own: every screen but sign-in loads it with its
// own chunk (lazy-screen.tsx) and renders inside its provider.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QUERY_DEFAULTS } from './query-defaults';
import { registerQueryClient } from './query-registry';

export const queryClient = new QueryClient({
  defaultOptions: QUERY_DEFAULTS,
});
registerQueryClient(queryClient);

/**
 * When the connection returns, the screens' failed reads ask again. TanStack Query's own
 * refetch-on-reconnect misses the app opened offline: it starts believing it is online, so the
 * browser's `online` event changes nothing for it.
 */
export function refetchFailedWhenOnline(client: QueryClient, target: EventTarget): () => void {
  const handleOnline = () =>
    void client.refetchQueries({
      type: 'active',
      predicate: (query) => query.state.status === 'error',
    });
  target.addEventListener('online', handleOnline);
  return () => target.removeEventListener('online', handleOnline);
}
if (typeof window !== 'undefined') refetchFailedWhenOnline(queryClient, window);

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
