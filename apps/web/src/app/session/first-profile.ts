// A signed-in page's first profile call, made by the entry before React renders (issue 20).
//
// The guard shows 'Loading profile...' until the profile is known, and the shell and screen
// render after it. Rendered before the answer, a signed-in first visit committed that loader
// first and the screen in a second pass: its text (the dashboard's company, a screen's subtitle)
// was the page's largest paint, ~0.9 s after the first on a throttled phone. The entry now waits
// a moment for this call, whose answer usually arrives while the app's chunks still download,
// and the session starts signed in with it: the first commit is the screen.
import type { TProfile, TProfileAnswer, TUser } from '@ptlog/shared';
import { sessionApi } from './session-api';

/** How long the first render waits for the profile before it shows the loader instead. */
export const FIRST_PROFILE_WAIT_MS = 1_000;

export interface LoadedProfile {
  user: TUser;
  profile: TProfile;
}

export function splitProfileAnswer({ user, ...profile }: TProfileAnswer): LoadedProfile {
  return { user, profile };
}

let pending: Promise<LoadedProfile> | null = null;
let arrived: LoadedProfile | null = null;

/** Asks for the profile (the early call's answer when there is one); `takeFirstProfile` takes it. */
export function startFirstProfile(): Promise<LoadedProfile> {
  const call = sessionApi.profile().then(splitProfileAnswer);
  pending = call;
  arrived = null;
  call.then(
    (loaded) => {
      if (pending === call) arrived = loaded;
    },
    // A failure is the session's to handle, when it takes the call.
    () => undefined,
  );
  return call;
}

/** The first call's answer if it is here already: the session's first state. */
export function arrivedFirstProfile(): LoadedProfile | null {
  return arrived;
}

/** The first call, once; null when it was taken or never made (then the session asks). */
export function takeFirstProfile(): Promise<LoadedProfile> | null {
  const call = pending;
  pending = null;
  arrived = null;
  return call;
}

/** Settles when `promise` does or after `ms`, whichever comes first; never rejects. */
export function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}
