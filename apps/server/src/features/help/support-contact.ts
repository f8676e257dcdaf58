import type { TSupportContact } from '@ptlog/shared';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { getSupportContacts } from '../site-settings/site-settings.service';

/**
 * The Help Center's contact details: the support WhatsApp number staff keep in the admin settings
 * (SUPPORT_WHATSAPP only seeds it; '' when there is none) and the PTMIS address of the config.
 */
export async function supportContactOf(
  db: TDb,
  config: Pick<TConfig, 'ptmisUrl'>,
): Promise<TSupportContact> {
  const { supportWhatsapp } = await getSupportContacts(db);
  return { support_whatsapp: supportWhatsapp, ptmis_url: config.ptmisUrl };
}
