// What registration keeps in browser storage for profile auto-completion (spec 1 §3
// "Registration information"); cleared on Wrong Email.
import { PROGRAM_CODES, PT_PHASES } from '@ptlog/shared';
import { z } from 'zod';
import { browserStore, type KeyValueStore, STORAGE_KEYS } from '../../lib/storage';

export const ZRegistrationInfo = z.object({
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
    read(): TRegistrationInfo | null {
      const raw = store.getItem(STORAGE_KEYS.registrationInfo);
      if (!raw) return null;
      try {
        return ZRegistrationInfo.parse(JSON.parse(raw));
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
