// Renders a component the way the app does: Mantine (in its test mode: no transitions, no
// portals), the toasts, a real QueryClient and a router; optionally the session provider.
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { DEFAULT_THEME } from '@ptlog/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { QUERY_DEFAULTS } from '../app/query-defaults';
import { SessionProvider } from '../app/session/SessionProvider';
import { mantineTheme } from '../app/theme/themes';

interface TRenderOptions {
  /** Wraps the component in the real SessionProvider (it loads the profile through fetch). */
  session?: boolean;
  queryClient?: QueryClient;
  /** The router's history (default: one entry, '/'), e.g. a screen's address with its params. */
  initialEntries?: string[];
}

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS.queries, retry: false },
      mutations: { ...QUERY_DEFAULTS.mutations, retry: false },
    },
  });
}

export function renderWithProviders(ui: ReactElement, options: TRenderOptions = {}) {
  const queryClient = options.queryClient ?? testQueryClient();
  const content: ReactNode = options.session ? <SessionProvider>{ui}</SessionProvider> : ui;
  // The toasts' store outlives a test: start each one without the previous test's toasts.
  notifications.clean();
  const user = userEvent.setup();
  const result = render(
    <MantineProvider theme={mantineTheme(DEFAULT_THEME)} env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={options.initialEntries}>{content}</MemoryRouter>
      </QueryClientProvider>
      <Notifications />
    </MantineProvider>,
  );
  return { ...result, user, queryClient };
}
