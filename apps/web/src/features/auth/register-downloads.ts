// What the registration wizard downloads after its first paint, each part once: the first load of
// /register carries step 1 alone (names and phone, no zod). The later steps, the terms, the checks
// of each step (zod and the shared schemas) and the account calls load once the student starts
// filling in the form (prefetchWizard), or when a reload resumes a later step.
import { flushSync } from 'react-dom';
import { lazyScreen } from '../../app/lazy-screen';
import type { RegisterStepAcademicProps } from './components/RegisterStepAcademic';
import type { RegisterStepAccountProps } from './components/RegisterStepAccount';
import type { TermsModalProps } from './components/TermsModal';
import { loadAuthApi } from './register-api';

export const RegisterStepAccount = lazyScreen<'RegisterStepAccount', RegisterStepAccountProps>(
  () => import('./components/RegisterStepAccount'),
  'RegisterStepAccount',
  { queries: false },
);
export const RegisterStepAcademic = lazyScreen<'RegisterStepAcademic', RegisterStepAcademicProps>(
  () => import('./components/RegisterStepAcademic'),
  'RegisterStepAcademic',
  { queries: false },
);
export const TermsModal = lazyScreen<'TermsModal', TermsModalProps>(
  () => import('./components/TermsModal'),
  'TermsModal',
  { queries: false },
);

/**
 * A download started once and known to have arrived afterwards: a move whose chunks are here
 * happens at once, as before the split, and only one still downloading waits (the button busy).
 */
function download<T>(load: () => Promise<T>) {
  let arrived: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    arrived: () => arrived,
    start: (): Promise<T> => {
      loading ??= load().then(
        (value) => {
          arrived = value;
          return value;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/** The checks of each step and the register payload (zod and the shared schemas). */
export const rules = download(() => import('./register-wizard'));
export const registrationInfoStore = download(() => import('./registration-info'));
const terms = download(TermsModal.preload);
const laterSteps = [download(RegisterStepAccount.preload), download(RegisterStepAcademic.preload)];

/** Starts every later download of the wizard (each happens once; a failed one is tried again). */
export function prefetchWizard(): void {
  const downloads = [rules, registrationInfoStore, terms, ...laterSteps];
  for (const later of downloads) void later.start().catch(() => undefined);
  void loadAuthApi().catch(() => undefined);
}

/**
 * What showing `step` still waits for, or null: its chunk and, from the account step on, the
 * terms'. A failed download is not an error here: the step's render tries again and, failing,
 * shows the error screen and its Try Again, as for any screen.
 */
export function stepDownload(step: number): Promise<unknown> | null {
  const screen = laterSteps[step - 1];
  if (!screen || (screen.arrived() && terms.arrived())) return null;
  return Promise.all([screen.start(), terms.start()]).catch(() => undefined);
}

/**
 * Applies `update`; after a wait for a download, drawn at once: React would draw a change made
 * after an `await` in a later task, maybe after the frame in which focusFirst looks for the fields
 * it shows (within the click that needs nothing downloaded, it is drawn before that frame).
 */
export function applyAfter(waited: boolean, update: () => void): void {
  if (waited) flushSync(update);
  else update();
}
