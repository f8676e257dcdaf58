// The e-mail broadcast forms (spec 2 §5 "Email to all users", "Email from Excel") and the
// campaign progress view (ours).
import {
  type TEmailCampaign,
  xlsxFileProblem,
  ZEmailBroadcastInput,
  ZEmailExcelFields,
} from '@ptlog/shared';
import type { TFunction } from 'i18next';
import { translateMessage } from '../../i18n/messages';
import { isApiError } from '../../lib/api-error';

export interface TBroadcastFields {
  subject: string;
  message: string;
}

/** The first problem of the fields, or null: Send stays disabled until there is none. */
export function allUsersProblem(fields: TBroadcastFields): string | null {
  const parsed = ZEmailBroadcastInput.safeParse(fields);
  const message = parsed.success ? null : parsed.error.issues[0]?.message;
  return message ? translateMessage(message) : null;
}

export function excelProblem(
  file: { name: string; size: number } | null,
  fields: TBroadcastFields,
): string | null {
  const parsed = ZEmailExcelFields.safeParse(fields);
  const message = parsed.success ? xlsxFileProblem(file) : parsed.error.issues[0]?.message;
  return message ? translateMessage(message) : null;
}

/** The server's own explanation (detail or field message) when it gave one, else the fallback. */
export function sendFailureMessage(error: unknown, spec: string): string {
  const fallback = translateMessage(spec);
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return fallback;
  return Object.values(error.fieldErrors)[0]?.[0] ?? error.detail ?? fallback;
}

/** A sheet row the server refused, read from its 'Row 2: nope'; other text stays as it came. */
export interface TInvalidRow {
  row: number | null;
  value: string;
}

/** The rows a refused sheet had no valid address in (the server's `errors.invalid_emails`). */
export function invalidRowsOf(error: unknown): TInvalidRow[] {
  if (!isApiError(error)) return [];
  return (error.fieldErrors.invalid_emails ?? []).map((text) => {
    const match = /^Row (\d+): ([\s\S]*)$/.exec(text);
    return match ? { row: Number(match[1]), value: match[2] ?? '' } : { row: null, value: text };
  });
}

export interface TCampaignProgress {
  /** Percent of queued mails sent, failed, still pending (rounded, summing to ≤ 100). */
  sent: number;
  failed: number;
  pending: number;
  label: string;
}

export function campaignProgress(
  t: TFunction<string>,
  campaign: TEmailCampaign,
): TCampaignProgress {
  const total = Math.max(campaign.queued, 1);
  const percent = (value: number) => Math.round((value / total) * 100);
  const counts = { sent: campaign.sent, failed: campaign.failed, queued: campaign.queued };
  const label =
    campaign.status === 'done'
      ? t('broadcast:campaigns.progressDone', counts)
      : t('broadcast:campaigns.progressSending', counts);
  return {
    sent: percent(campaign.sent),
    failed: percent(campaign.failed),
    pending: percent(campaign.pending),
    label,
  };
}

/** Poll the campaigns every 2 s while any is still sending. */
export function campaignsPollInterval(campaigns: TEmailCampaign[] | undefined): number | false {
  return campaigns?.some((campaign) => campaign.status === 'sending') ? 2_000 : false;
}
