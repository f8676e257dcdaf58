import type { TSiteSettings } from '@ptlog/shared';
import type { TSupportContacts } from './site-settings.repository';

export function toSiteSettingsAnswer(contacts: TSupportContacts): TSiteSettings {
  return {
    payment_numbers: contacts.paymentNumbers,
    support_whatsapp: contacts.supportWhatsapp,
  };
}
