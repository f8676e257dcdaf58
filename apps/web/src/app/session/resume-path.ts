// Where a student was when the idle sign-out (spec 1 §4) sent them to /login: signing in again as
// the same account returns there (with the day's unsaved text, features/daily-report/day-drafts.ts)
// instead of the dashboard. Only after an idle sign-out; a sign-out the student chose starts over.
import { browserStore, type KeyValueStore } from '../../lib/storage';

const RESUME_KEY = 'resume_after_idle';
/** A return long after the sign-out starts from the home screen again. */
export const RESUME_MAX_AGE_MS = 12 * 60 * 60_000;

interface TResume {
  user: string;
  path: string;
  at: number;
}

export function createResumePath(store: KeyValueStore) {
  return {
    remember(user: string | null, path: string, now = Date.now()): void {
      if (user === null || !path.startsWith('/') || path.startsWith('//')) return;
      store.setItem(RESUME_KEY, JSON.stringify({ user, path, at: now } satisfies TResume));
    },
    /** The path `user` left by the idle sign-out, if recent; null otherwise. */
    read(user: string | null, now = Date.now()): string | null {
      if (user === null) return null;
      try {
        const resume = JSON.parse(store.getItem(RESUME_KEY) ?? 'null') as Partial<TResume> | null;
        if (
          resume?.user !== user ||
          typeof resume.path !== 'string' ||
          !resume.path.startsWith('/') ||
          resume.path.startsWith('//') ||
          typeof resume.at !== 'number' ||
          now - resume.at > RESUME_MAX_AGE_MS
        ) {
          return null;
        }
        return resume.path;
      } catch {
        return null;
      }
    },
    forget(): void {
      store.removeItem(RESUME_KEY);
    },
  };
}

export const resumePath = createResumePath(browserStore());
