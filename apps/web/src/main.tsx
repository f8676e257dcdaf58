import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/theme/focus.css';
import './i18n/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './app/error/ErrorBoundary';
import { UpdateBanner } from './app/pwa/UpdateBanner';
import { router } from './app/router';
import { SessionProvider } from './app/session/SessionProvider';
import { ToastHost } from './app/ToastHost';
import { ThemeProvider } from './app/theme/ThemeProvider';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// Logout lands on /login unless already there (spec 1 §4); the guards also redirect, but a
// logout from a public screen (activation's Wrong Email?) must leave it too.
function handleLoggedOut() {
  if (router.state.location.pathname !== '/login')
    void router.navigate('/login', { replace: true });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ThemeProvider>
      <ErrorBoundary>
        <ToastHost />
        <QueryClientProvider client={queryClient}>
          <SessionProvider onLoggedOut={handleLoggedOut}>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
        {import.meta.env.PROD && <UpdateBanner />}
      </ErrorBoundary>
    </ThemeProvider>
  </StrictMode>,
);
