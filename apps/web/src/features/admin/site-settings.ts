// The staff settings form (issue 15): payment numbers typed one per line.
import { type TSiteSettings, ZSiteSettings } from '@ptlog/shared';

export interface TSiteSettingsForm {
  /** One 'Provider 0754 111 222' per line. */
  paymentNumbers: string;
  supportWhatsapp: string;
}

export function formOfSettings(settings: TSiteSettings): TSiteSettingsForm {
  return {
    paymentNumbers: settings.payment_numbers.join('\n'),
    supportWhatsapp: settings.support_whatsapp,
  };
}

/** The form as the API takes it, or the first problem per field (blank lines are dropped). */
export function settingsOfForm(
  form: TSiteSettingsForm,
): { ok: true; settings: TSiteSettings } | { ok: false; errors: Partial<TSiteSettingsForm> } {
  const parsed = ZSiteSettings.safeParse({
    payment_numbers: form.paymentNumbers
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    support_whatsapp: form.supportWhatsapp,
  });
  if (parsed.success) return { ok: true, settings: parsed.data };
  const errors: Partial<TSiteSettingsForm> = {};
  for (const issue of parsed.error.issues) {
    if (issue.path[0] === 'payment_numbers') errors.paymentNumbers ??= issue.message;
    if (issue.path[0] === 'support_whatsapp') errors.supportWhatsapp ??= issue.message;
  }
  return { ok: false, errors };
}
