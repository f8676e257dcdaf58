// What registration keeps in browser storage for profile auto-completion (spec 1 §3
// "Registration information"); cleared on Wrong Email and once it has completed the profile. It
// names the account it was typed for: on a shared computer it never fills another one's profile.
import { PROGRAM_CODES, PT_PHASES } from '@ptlog/shared';
import { z } from 'zod';
import { browserStore, type KeyValueStore, STORAGE_KEYS } from '../../lib/storage';

export const ZRegistrationInfo = z.object({
  /** The e-mail registered with, lower-cased. */
  email: z.string(),
  program: z.enum(PROGRAM_CODES).nullable(),
  year_of_study: z.number().int().nullable(),
  pt_phase: z.enum(PT_PHASES).nullable(),
  company_name: z.string(),
  region: z.string(),
  phone_number: z.string(),
});
export type TRegistrationInfo = z.infer<typeof ZRegistrationInfo>;

export function createRegistrationInfoStore(store: KeyValueStore) {
  return {
    /** What was typed when the account with this e-mail registered here, else null. */
    readFor(email: string): TRegistrationInfo | null {
      const raw = store.getItem(STORAGE_KEYS.registrationInfo);
      if (!raw) return null;
      try {
        const info = ZRegistrationInfo.parse(JSON.parse(raw));
        return info.email === email.trim().toLowerCase() ? info : null;
      } catch {
        return null;
      }
    },
    save(info: TRegistrationInfo): void {
      store.setItem(STORAGE_KEYS.registrationInfo, JSON.stringify(info));
    },
    clear(): void {
      store.removeItem(STORAGE_KEYS.registrationInfo);
    },
  };
}

export const registrationInfo = createRegistrationInfoStore(browserStore());
