// Mantine's reset and globals; each component's CSS comes with it (build/mantine-styles.ts).
import 'virtual:mantine-base-styles';
import '@mantine/notifications/styles.css';
import './app/theme/focus.css';
import './i18n/i18n';
import { StrictMode, startTransition, useCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router';
import { ErrorBoundary } from './app/error/ErrorBoundary';
import { UpdateBanner } from './app/pwa/UpdateBanner';
import { linkWebManifest } from './app/pwa/web-manifest';
import { AppRoutes } from './app/router';
import { preloadScreensFor } from './app/routes';
import {
  FIRST_PROFILE_WAIT_MS,
  settledWithin,
  startFirstProfile,
} from './app/session/first-profile';
import { SessionProvider } from './app/session/SessionProvider';
import { ToastHost } from './app/ToastHost';
import { ThemeProvider } from './app/theme/ThemeProvider';
import { stringsReady } from './i18n/i18n';
import { refreshDeviceTimezone, refreshDeviceTimezoneWhenIdle } from './lib/device';
import { liveAccessToken } from './lib/live-session';
import { browserStore } from './lib/storage';
import { whenIdle } from './lib/when-idle';

// The chunks of the address opened start downloading now, beside this one's rendering, and with
// a live session (as SessionProvider judges it) the profile and the screen's first reads.
const signedIn = liveAccessToken(browserStore(), Date.now()) !== null;
preloadScreensFor(window.location.pathname, signedIn);
// The session starts signed in with the profile when it answers before the first render, which
// waits a moment for it: the first commit is then the screen, not a loader (first-profile.ts).
const firstProfile = signedIn
  ? settledWithin(startFirstProfile(), FIRST_PROFILE_WAIT_MS)
  : undefined;
// Those reads left with the time zone kept from the last visit (lib/device.ts). Reading the
// browser's own loads ICU's data, which a signed-in screen's dates and numbers need anyway: in a
// task of its own right after this one, it is done while the reads travel; a signed-out screen
// has it done when the page is idle.
if (signedIn) setTimeout(() => refreshDeviceTimezone(browserStore()), 0);
else refreshDeviceTimezoneWhenIdle(browserStore());

// Logout lands on /login unless already there (spec 1 §4); the guards also redirect, but a
// logout from a public screen (activation's Wrong Email?) must leave it too. A sign-out starts
// over: the guard's '?next=' back to the screen left is dropped (the idle sign-out keeps its own
// place, per account: session/resume-path.ts).
function Session({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate();
  const handleLoggedOut = useCallback(() => {
    const { pathname, search } = window.location;
    if (pathname !== '/login' || search !== '') void navigate('/login', { replace: true });
  }, [navigate]);
  return <SessionProvider onLoggedOut={handleLoggedOut}>{children}</SessionProvider>;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A Kiswahili reader's first paint waits for the shell's Kiswahili strings (their chunks were
// requested when the shell's modules registered them, beside the screen's chunk); if they cannot
// come, the app still renders, in English. A signed-in first render also waits for the profile
// (at most FIRST_PROFILE_WAIT_MS), above.
//
// The first render is a transition: React then renders it in ~5 ms slices and lets the browser
// in between (input, paint, the reads' answers) instead of holding the main thread for the whole
// shell and screen (one 100–400 ms task on a cheap phone). It commits once, as before.
void Promise.all([stringsReady().catch(() => undefined), firstProfile]).then(() => {
  const app = createRoot(root);
  startTransition(() => app.render(<App />));
  // After the first render's work, not beside the first chunks (app/pwa/web-manifest.ts).
  if (import.meta.env.PROD) whenIdle(() => linkWebManifest(), 5_000);
});

function App() {
  return (
    <StrictMode>
      <ThemeProvider>
        <ErrorBoundary>
          <ToastHost />
          {/* A move to another address renders at once, not as a transition: a screen whose
              code is still downloading shows its placeholder (and the phone's drawer closes)
              the moment it is tapped, instead of the old screen staying put with no sign of
              the tap until the download ends, seconds on a slow mobile connection. */}
          <BrowserRouter useTransitions={false}>
            <Session>
              <AppRoutes />
            </Session>
          </BrowserRouter>
          {import.meta.env.PROD && <UpdateBanner />}
        </ErrorBoundary>
      </ThemeProvider>
    </StrictMode>
  );
}
