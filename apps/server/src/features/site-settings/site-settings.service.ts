import type { TSiteSettings } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { audit } from '../../lib/audit';
import {
  lockSupportContacts,
  readSupportContacts,
  seedSupportContacts,
  type TSupportContacts,
  writeSupportContacts,
} from './site-settings.repository';

export type { TSupportContacts } from './site-settings.repository';

/**
 * The payment numbers and support WhatsApp number staff set (stored in the database). Other
 * features call this: billing's payment info, the Help Center's contact links.
 */
export function getSupportContacts(db: TDb): Promise<TSupportContacts> {
  return readSupportContacts(db);
}

/** At start-up: PAYMENT_NUMBERS / SUPPORT_WHATSAPP seed the settings that were never stored. */
export function seedSupportContactsFromConfig(
  db: TDb,
  config: { paymentNumbers: readonly string[]; supportWhatsapp: string },
): Promise<void> {
  return seedSupportContacts(db, {
    paymentNumbers: [...config.paymentNumbers],
    supportWhatsapp: config.supportWhatsapp,
  });
}

/**
 * Staff replace both settings at once (validated by ZSiteSettings). Students send real money to
 * these numbers, so the audit row keeps the values before and after, not only a count; changes
 * wait for each other (lockSupportContacts) so that "before" is what the previous one left.
 */
export async function changeSupportContacts(
  db: TDb,
  input: TSiteSettings,
  actor: { actorId: number; ip: string },
): Promise<TSupportContacts> {
  const contacts = {
    paymentNumbers: input.payment_numbers.filter((entry) => entry !== ''),
    supportWhatsapp: input.support_whatsapp,
  };
  await db.transaction(async (tx) => {
    await lockSupportContacts(tx);
    const before = await readSupportContacts(tx);
    await writeSupportContacts(tx, contacts);
    await audit(tx, {
      actorId: actor.actorId,
      action: 'admin.site_settings.set',
      targetType: 'app_setting',
      targetId: 'payment_numbers,support_whatsapp',
      ip: actor.ip,
      details: {
        payment_numbers: { from: before.paymentNumbers, to: contacts.paymentNumbers },
        support_whatsapp: { from: before.supportWhatsapp, to: contacts.supportWhatsapp },
      },
    });
  });
  return contacts;
}
