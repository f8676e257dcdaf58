import { sql } from 'drizzle-orm';
import { getSetting, setSetting, setSettingIfMissing } from '../../db/app-settings';
import type { TDb } from '../../db/client';

// Payment numbers and the support WhatsApp number: two app_settings rows.
const PAYMENT_NUMBERS = 'payment_numbers';
const SUPPORT_WHATSAPP = 'support_whatsapp';

export interface TSupportContacts {
  /** 'M-Pesa 0754 111 222' each; empty when payments are not set up. */
  paymentNumbers: string[];
  /** '' when there is none. */
  supportWhatsapp: string;
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry) => typeof entry === 'string') : [];
}

export async function readSupportContacts(db: TDb): Promise<TSupportContacts> {
  const [numbers, whatsapp] = await Promise.all([
    getSetting(db, PAYMENT_NUMBERS),
    getSetting(db, SUPPORT_WHATSAPP),
  ]);
  return {
    paymentNumbers: stringsOf(numbers),
    supportWhatsapp: typeof whatsapp === 'string' ? whatsapp : '',
  };
}

// Any fixed number unique in the app (db/migrate.ts and broadcast.repository.ts hold others).
const SUPPORT_CONTACTS_LOCK_KEY = 7_214_503_120;

/**
 * Changes of the support contacts are made one at a time on every instance: a transaction-scoped
 * advisory lock, released at commit, taken before the values are read. Without it parallel
 * changes each read the same values and their audit rows showed a "before" that another change
 * had already replaced. A lock on the rows would miss a key not stored yet.
 */
export async function lockSupportContacts(tx: TDb): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SUPPORT_CONTACTS_LOCK_KEY})`);
}

export async function writeSupportContacts(db: TDb, contacts: TSupportContacts): Promise<void> {
  await setSetting(db, PAYMENT_NUMBERS, contacts.paymentNumbers);
  await setSetting(db, SUPPORT_WHATSAPP, contacts.supportWhatsapp);
}

/** Stores the values whose key is absent (the environment's seed on a first start). */
export async function seedSupportContacts(db: TDb, contacts: TSupportContacts): Promise<void> {
  await setSettingIfMissing(db, PAYMENT_NUMBERS, contacts.paymentNumbers);
  await setSettingIfMissing(db, SUPPORT_WHATSAPP, contacts.supportWhatsapp);
}
