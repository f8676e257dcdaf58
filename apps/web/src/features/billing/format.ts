// How money, tokens and dates read on the billing and workplace screens.
import { AI_ENHANCEMENT_COST, CURRENCY, parseAmount, type TTransactionStatus } from '@ptlog/shared';

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 'TZS 5,000' (the API sends decimal strings such as '5000.00'). */
export function formatTzs(amount: number | string): string {
  const value = parseAmount(amount);
  return value === null ? `${CURRENCY} ${String(amount)}` : `${CURRENCY} ${GROUPED.format(value)}`;
}

/** '1,900 tokens', '1 token'. */
export function formatTokens(tokens: number): string {
  return `${GROUPED.format(tokens)} ${tokens === 1 ? 'token' : 'tokens'}`;
}

/** '+1,500' or '−300' for a ledger entry. */
export function formatSignedTokens(amount: number): string {
  return amount < 0 ? `−${GROUPED.format(-amount)}` : `+${GROUPED.format(amount)}`;
}

/** 'Enough for 5 AI enhancements of a weekly report (300 tokens each).' */
export function enhancementsText(tokens: number): string {
  const count = Math.floor(tokens / AI_ENHANCEMENT_COST);
  const noun = count === 1 ? 'enhancement' : 'enhancements';
  return `Enough for ${count} AI ${noun} of a weekly report (${AI_ENHANCEMENT_COST} tokens each).`;
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '23 Nov 2026, 09:15' in the browser's time zone; an unreadable value is shown as given. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

export const STATUS_COLOR: Record<TTransactionStatus, string> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
};

export const STATUS_LABEL: Record<TTransactionStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};
