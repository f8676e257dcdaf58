// The idle sign-out's watcher (spec 1 §4), loaded by useIdleLogout once someone is signed in, so
// the sign-in screen's first load does not carry it (its warning toast, the idle rule, the resume
// path).
import { LIMITS } from '@ptlog/shared';
import { storedSession } from '../../lib/session';
import { browserStore } from '../../lib/storage';
import { hideIdleWarning, showIdleWarning } from './IdleWarning';
import { idleState } from './idle';
import { rememberIdleUsername } from './remember-idle-username';
import { resumePath } from './resume-path';

const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart', 'click'];
/** How often the idle state is checked; the warning counts down in whole minutes. */
const CHECK_EVERY_MS = 15_000;

/**
 * While signed in: records activity (at most once a second) as last_activity, warns at 8 idle
 * minutes and calls `onExpire` at 10 (spec 1 §4), remembering the screen to return to. Answers
 * the function that stops watching.
 */
export function watchIdle(onExpire: () => void): () => void {
  let lastRecorded = 0;
  const recordActivity = () => {
    const now = Date.now();
    if (now - lastRecorded < LIMITS.ACTIVITY_DEBOUNCE_MS) return;
    lastRecorded = now;
    storedSession.touchLastActivity(now);
    hideIdleWarning();
  };
  const check = () => {
    const state = idleState(storedSession.readLastActivity() ?? Date.now(), Date.now());
    if (state.kind === 'active') hideIdleWarning();
    else if (state.kind === 'warning') {
      showIdleWarning(state.minutesLeft, {
        onStayActive: recordActivity,
        onLogoutNow: () => {
          hideIdleWarning();
          onExpire();
        },
      });
    } else {
      hideIdleWarning();
      // Signing in again returns here; what was typed is kept (lib/unsaved-drafts.ts).
      const { pathname, search } = window.location;
      resumePath.remember(storedSession.readUserId(), `${pathname}${search}`);
      // The sign-in screen comes back with the username filled in: only the password to type.
      rememberIdleUsername(browserStore());
      onExpire();
    }
  };

  recordActivity();
  for (const event of ACTIVITY_EVENTS) {
    window.addEventListener(event, recordActivity, { passive: true, capture: true });
  }
  // Coming back to a sleeping tab: check at once instead of waiting for the next tick.
  document.addEventListener('visibilitychange', check);
  const timer = window.setInterval(check, CHECK_EVERY_MS);
  return () => {
    for (const event of ACTIVITY_EVENTS) {
      window.removeEventListener(event, recordActivity, { capture: true });
    }
    document.removeEventListener('visibilitychange', check);
    window.clearInterval(timer);
    hideIdleWarning();
  };
}
