// What the AI enhancement dialog shows and allows, derived from the report, the balance and the
// student's instructions alone (spec 1 §4 "AI enhancement flow", spec 2 §4 and §8, DESIGN §4.6).
import {
  AI_ENHANCEMENT_COST,
  canAffordEnhancement,
  contentQuality,
  MESSAGES,
  needsAdditionalDescription,
  type TContentQuality,
  type TWeeklyReport,
} from '@ptlog/shared';
import { dateTimeFormat } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';
import { translateMessage } from '../../i18n/messages';
import { isApiError } from '../../lib/api';
import './i18n';
import { ChangesNotSentError } from './pending-changes';
import { dailyLogRows, isReadOnly } from './report-view';

export interface TWeekContent {
  quality: TContentQuality;
  filledDays: number;
  totalHours: number;
}

/** A filled day has a description that is not blank; hours are the week's Monday to Friday. */
export function weekContent(report: TWeeklyReport): TWeekContent {
  const rows = dailyLogRows(report);
  const filledDays = rows.filter((row) => row.description.trim() !== '').length;
  const totalHours = rows.reduce((sum, row) => sum + row.hours, 0);
  return { quality: contentQuality({ filledDays, totalHours }), filledDays, totalHours };
}

/** Why the week counts as empty, minimal or good, and what the student can do about it. */
export function qualityExplanation(content: TWeekContent): string {
  const facts = {
    days: content.filledDays,
    hours: Math.round(content.totalHours * 10) / 10,
  };
  if (content.quality === 'empty') return i18n.t('weekly-report:facts.explainEmpty');
  if (content.quality === 'minimal') return i18n.t('weekly-report:facts.explainMinimal', facts);
  return i18n.t('weekly-report:facts.explainGood', facts);
}

export interface TBalanceState {
  status: 'loading' | 'error' | 'ready';
  balance?: { available_tokens: number; can_use_ai: boolean };
}

export type TEnhanceBlock =
  | 'read-only'
  | 'balance-loading'
  | 'balance-error'
  | 'insufficient'
  | 'needs-description';

export interface TEnhanceState {
  allowed: boolean;
  /** Why Enhance is disabled; null when it is allowed. */
  block: TEnhanceBlock | null;
  reason: string | null;
}

export const balanceUnavailable = () => i18n.t('weekly-report:enhance.balanceUnavailable');
export const balanceLoading = () => i18n.t('weekly-report:enhance.balanceLoading');

/** The reason shown on the page and in the dialog when the week can no longer be enhanced. */
export function readOnlyReason(report: TWeeklyReport): string {
  return i18n.t('weekly-report:readOnly.enhanceReason', { status: report.status });
}

/** Why Reset to Original is unavailable on a submitted or approved week (not the enhance reason). */
export function resetReadOnlyReason(report: TWeeklyReport): string {
  return i18n.t('weekly-report:readOnly.resetReason', { status: report.status });
}

/** Whether Enhance may be pressed, and the first reason why not (in the order the student fixes them). */
export function enhanceState(
  report: TWeeklyReport,
  balance: TBalanceState,
  additionalInstructions: string,
): TEnhanceState {
  const blocked = (block: TEnhanceBlock, reason: string): TEnhanceState => ({
    allowed: false,
    block,
    reason,
  });
  if (isReadOnly(report.status)) return blocked('read-only', readOnlyReason(report));
  if (balance.status === 'loading') return blocked('balance-loading', balanceLoading());
  if (balance.status === 'error' || !balance.balance) {
    return blocked('balance-error', balanceUnavailable());
  }
  if (!canAffordEnhancement(balance.balance)) {
    return blocked('insufficient', translateMessage(MESSAGES.ai.insufficientTokens));
  }
  if (needsAdditionalDescription(weekContent(report).quality, additionalInstructions)) {
    return blocked('needs-description', translateMessage(MESSAGES.ai.needsDescription));
  }
  return { allowed: true, block: null, reason: null };
}

/** Tokens left after one enhancement; null when the balance cannot pay for it. */
export function balanceAfter(availableTokens: number): number | null {
  return availableTokens >= AI_ENHANCEMENT_COST ? availableTokens - AI_ENHANCEMENT_COST : null;
}

/**
 * Spec 2 §8: 402 insufficient tokens, 401 and 404 their fixed wording; what the server says for a
 * refused description (400), a submitted week or one changed while it was enhanced (409), a rate
 * limit (429) or a failed AI service (502/503: nothing was charged); anything else the generic
 * failure. Never a made-up enhancement (DESIGN §4.3).
 */
export function enhanceErrorMessage(error: unknown): string {
  // Said in the reader's language already (pending-changes.ts).
  if (error instanceof ChangesNotSentError) return error.message;
  return translateMessage(enhanceErrorText(error));
}

function enhanceErrorText(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.ai.failed;
  switch (error.status) {
    case 402:
      return MESSAGES.ai.insufficientTokens;
    case 401:
      return MESSAGES.ai.authFailed;
    case 404:
      return MESSAGES.ai.reportNotFound;
    case 400: {
      const field = Object.values(error.fieldErrors).find((messages) => messages[0]);
      return field?.[0] ?? error.detail;
    }
    // A submitted week (report_locked), or MESSAGES.ai.weekChanged: nothing was charged.
    case 409:
    // Too many calls this minute: "try again later", not the generic "try again" (at once).
    case 429:
    case 502:
    case 503:
      return error.detail;
    default:
      return MESSAGES.ai.failed;
  }
}

/**
 * Spec 1 §8: 404 'Reset is not available for this report' (the week was never enhanced); any other
 * failure 'Failed to reset report: {message}' with what the server or the connection said (a week
 * submitted meanwhile, a time-out …), or the generic failure when nothing was said.
 */
export function resetErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 404) {
    return translateMessage(MESSAGES.ai.resetUnavailable);
  }
  const said = isApiError(error) ? error.detail.trim() : '';
  const message = said || translateMessage(MESSAGES.generic.unexpected);
  return translateMessage(MESSAGES.weekly.resetFailed(message));
}

/** 'AI enhanced on 23 Nov 2026' in the student's time zone; without a date when it is unknown. */
export function enhancedLabel(enhancementDate: string | null): string {
  const date = enhancementDate ? new Date(enhancementDate) : null;
  if (!date || Number.isNaN(date.getTime())) return i18n.t('weekly-report:enhance.badge');
  const day = dateTimeFormat({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
  return i18n.t('weekly-report:enhance.badgeOn', { date: day });
}
