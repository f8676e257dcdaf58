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

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
