// What the registration wizard keeps while it is open: on a cheap phone, leaving the tab to copy
// the registration number reloads it, and the student must not start over. Everything but the
// passwords (and the step reached) lives in sessionStorage, which dies with the tab; a successful
// registration or Wrong Email? clears it.
import type { KeyValueStore } from '../../lib/storage';
import { EMPTY_REGISTER_FORM, LAST_STEP, type TRegisterFormValues } from './register-form';

export const REGISTER_DRAFT_KEY = 'register_draft';

export interface TRegisterDraft {
  step: number;
  values: TRegisterFormValues;
}

/** The fields never written to storage. */
const SECRET_FIELDS = ['password', 'password_confirm'] as const;

function keptValues(values: TRegisterFormValues): Partial<TRegisterFormValues> {
  const kept: Partial<TRegisterFormValues> = { ...values };
  for (const field of SECRET_FIELDS) delete kept[field];
  return kept;
}

/** Only the known fields, each of its own type; anything else falls back to empty. */
function restoredValues(raw: unknown): TRegisterFormValues {
  const values = { ...EMPTY_REGISTER_FORM };
  if (!raw || typeof raw !== 'object') return values;
  const source = raw as Record<string, unknown>;
  for (const field of Object.keys(values) as (keyof TRegisterFormValues)[]) {
    if ((SECRET_FIELDS as readonly string[]).includes(field)) continue;
    const value = source[field];
    if (typeof value === typeof values[field]) Object.assign(values, { [field]: value });
  }
  return values;
}

function restoredStep(raw: unknown): number {
  return typeof raw === 'number' && Number.isInteger(raw)
    ? Math.min(Math.max(raw, 0), LAST_STEP)
    : 0;
}

export function createRegisterDraftStore(store: KeyValueStore) {
  return {
    /** The wizard as the tab left it, or null when nothing was kept. */
    read(): TRegisterDraft | null {
      const raw = store.getItem(REGISTER_DRAFT_KEY);
      if (!raw) return null;
      try {
        const parsed = JSON.parse(raw) as { step?: unknown; values?: unknown };
        return { step: restoredStep(parsed.step), values: restoredValues(parsed.values) };
      } catch {
        return null;
      }
    },
    save(step: number, values: TRegisterFormValues): void {
      store.setItem(REGISTER_DRAFT_KEY, JSON.stringify({ step, values: keptValues(values) }));
    },
    clear(): void {
      store.removeItem(REGISTER_DRAFT_KEY);
    },
  };
}

/** sessionStorage when the browser allows it; a private mode that refuses it just forgets. */
function tabStore(): KeyValueStore {
  const attempt = <T>(use: (store: Storage) => T, fallback: T): T => {
    try {
      return use(globalThis.sessionStorage);
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (key) => attempt((store) => store.getItem(key), null),
    setItem: (key, value) => attempt((store) => store.setItem(key, value), undefined),
    removeItem: (key) => attempt((store) => store.removeItem(key), undefined),
  };
}

export const registerDraft = createRegisterDraftStore(tabStore());
