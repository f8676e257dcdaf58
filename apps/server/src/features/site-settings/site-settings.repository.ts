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

export async function writeSupportContacts(db: TDb, contacts: TSupportContacts): Promise<void> {
  await setSetting(db, PAYMENT_NUMBERS, contacts.paymentNumbers);
  await setSetting(db, SUPPORT_WHATSAPP, contacts.supportWhatsapp);
}

/** Stores the values whose key is absent (the environment's seed on a first start). */
export async function seedSupportContacts(db: TDb, contacts: TSupportContacts): Promise<void> {
  await setSettingIfMissing(db, PAYMENT_NUMBERS, contacts.paymentNumbers);
  await setSettingIfMissing(db, SUPPORT_WHATSAPP, contacts.supportWhatsapp);
}
