// The e-mail broadcast forms (spec 2 §5 "Email to all users", "Email from Excel") and the
// campaign progress view (ours).
import {
  type TEmailCampaign,
  xlsxFileProblem,
  ZEmailBroadcastInput,
  ZEmailExcelFields,
} from '@ptlog/shared';
import type { z } from 'zod';
import { translateMessage } from '../../i18n/messages';
import type { TFunction } from '../../i18n/translator';
import { isApiError } from '../../lib/api-error';
import { zodFormErrors } from '../../lib/zod-form';

export interface TBroadcastFields {
  subject: string;
  message: string;
}

/** What is wrong with a send's fields, beside each: shown when Send is pressed, not while typing. */
export type TBroadcastErrors = Partial<Record<'subject' | 'message' | 'file', string>>;

function fieldErrors(schema: z.ZodType, fields: TBroadcastFields): TBroadcastErrors {
  const errors = zodFormErrors(schema, fields);
  const found: TBroadcastErrors = {};
  if (errors.subject) found.subject = errors.subject;
  if (errors.message) found.message = errors.message;
  return found;
}

/** Subject and message of 'Send to All Users' (3 and 10 characters at least, trimmed). */
export function allUsersErrors(fields: TBroadcastFields): TBroadcastErrors {
  return fieldErrors(ZEmailBroadcastInput, fields);
}

/** The sheet, then subject and message of 'Send from Excel'. */
export function excelErrors(
  file: { name: string; size: number } | null,
  fields: TBroadcastFields,
): TBroadcastErrors {
  const fileProblem = xlsxFileProblem(file);
  return {
    ...(fileProblem ? { file: translateMessage(fileProblem) } : {}),
    ...fieldErrors(ZEmailExcelFields, fields),
  };
}

export const hasBroadcastErrors = (errors: TBroadcastErrors) => Object.keys(errors).length > 0;

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
