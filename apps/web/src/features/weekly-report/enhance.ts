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
import { isApiError } from '../../lib/api';
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

export const QUALITY_LABELS: Readonly<Record<TContentQuality, string>> = {
  empty: 'Empty',
  minimal: 'Minimal',
  good: 'Good',
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Why the week counts as empty, minimal or good, and what the student can do about it. */
export function qualityExplanation(content: TWeekContent): string {
  const facts = `${plural(content.filledDays, 'day')} with a description, ${plural(
    Math.round(content.totalHours * 10) / 10,
    'hour',
  )} logged`;
  if (content.quality === 'empty') {
    return 'No day of this week has a description or hours yet. Describe the work you did in Additional instructions, so the AI writes from your own words.';
  }
  if (content.quality === 'minimal') {
    return `${facts}. The AI polishes what is there; fewer than 3 described days or under 10 hours gives a short report, so add details in Additional instructions if you can.`;
  }
  return `${facts}: enough for a full enhancement.`;
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

export const BALANCE_UNAVAILABLE = 'Your token balance could not be loaded. Please try again.';
export const BALANCE_LOADING = 'Checking your token balance…';

/** The reason shown on the page and in the dialog when the week can no longer be enhanced. */
export function readOnlyReason(report: TWeeklyReport): string {
  const done = report.status === 'APPROVED' ? 'approved' : 'submitted';
  return `This week has been ${done}: it can no longer be enhanced.`;
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
  if (balance.status === 'loading') return blocked('balance-loading', BALANCE_LOADING);
  if (balance.status === 'error' || !balance.balance) {
    return blocked('balance-error', BALANCE_UNAVAILABLE);
  }
  if (!canAffordEnhancement(balance.balance)) {
    return blocked('insufficient', MESSAGES.ai.insufficientTokens);
  }
  if (needsAdditionalDescription(weekContent(report).quality, additionalInstructions)) {
    return blocked('needs-description', MESSAGES.ai.needsDescription);
  }
  return { allowed: true, block: null, reason: null };
}

/** Tokens left after one enhancement; null when the balance cannot pay for it. */
export function balanceAfter(availableTokens: number): number | null {
  return availableTokens >= AI_ENHANCEMENT_COST ? availableTokens - AI_ENHANCEMENT_COST : null;
}

/**
 * Spec 2 §8: 402 insufficient tokens, 401 and 404 their fixed wording; what the server says for a
 * refused description (400), a submitted week (409) or a failed AI service (502/503: nothing was
 * charged); anything else the generic failure. Never a made-up enhancement (DESIGN §4.3).
 */
export function enhanceErrorMessage(error: unknown): string {
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
    case 409:
    case 502:
    case 503:
      return error.detail;
    default:
      return MESSAGES.ai.failed;
  }
}

export const RESET_FAILED = 'Failed to reset the report. Please try again.';

/** 404: the week was never enhanced; 409: it was submitted meanwhile; else a retry hint. */
export function resetErrorMessage(error: unknown): string {
  if (!isApiError(error)) return RESET_FAILED;
  if (error.status === 404) return MESSAGES.ai.resetUnavailable;
  if (error.status === 409) return error.detail;
  return RESET_FAILED;
}

/** 'AI enhanced on 23 Nov 2026' in the student's time zone; without a date when it is unknown. */
export function enhancedLabel(enhancementDate: string | null): string {
  const date = enhancementDate ? new Date(enhancementDate) : null;
  if (!date || Number.isNaN(date.getTime())) return 'AI enhanced';
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
  return `AI enhanced on ${day}`;
}
