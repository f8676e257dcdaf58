// How money, tokens and dates read on the billing and workplace screens, in the reader's
// language (numbers and dates through Intl, words from the translations).
import { AI_ENHANCEMENT_COST, CURRENCY, parseAmount, type TTransactionStatus } from '@ptlog/shared';
import '../../i18n/common';
import { dateTimeFormat, formatNumber } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';
import './i18n';

const grouped = (value: number) => formatNumber(value, { maximumFractionDigits: 2 });

/** 'TZS 5,000' (the API sends decimal strings such as '5000.00'). */
export function formatTzs(amount: number | string): string {
  const value = parseAmount(amount);
  return value === null ? `${CURRENCY} ${String(amount)}` : `${CURRENCY} ${grouped(value)}`;
}

/** '1,900 tokens', '1 token' ('tokeni 1,900' in Kiswahili). */
export function formatTokens(tokens: number): string {
  return i18n.t('common:units.tokens', { count: tokens });
}

/** '+1,500' or '−300' for a ledger entry. */
export function formatSignedTokens(amount: number): string {
  return amount < 0 ? `−${grouped(-amount)}` : `+${grouped(amount)}`;
}

/** 'Enough for 5 AI enhancements of a weekly report (300 tokens each).' */
export function enhancementsText(tokens: number): string {
  const count = Math.floor(tokens / AI_ENHANCEMENT_COST);
  return i18n.t('billing:calculator.enhancements', { count, cost: AI_ENHANCEMENT_COST });
}

/**
 * Where the placements are. Payment times are shown on this clock whatever the PC's own zone, so
 * every screen names the same day and time as the date filters and the Excel export (both EAT).
 */
export const PLACEMENT_TIME_ZONE = 'Africa/Dar_es_Salaam';

/** '23 Nov 2026, 12:15 EAT' for 09:15 UTC, on any PC; an unreadable value is shown as given. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = dateTimeFormat({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: PLACEMENT_TIME_ZONE,
  }).format(date);
  // Intl would name the zone 'GMT+3'; the sign-offs and the officers' statements say EAT.
  return `${text} EAT`;
}

export const STATUS_COLOR: Record<TTransactionStatus, string> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
};

/** The key of each status's name in the billing namespace. */
export const STATUS_KEY = {
  PENDING: 'status.pending',
  APPROVED: 'status.approved',
  REJECTED: 'status.rejected',
} as const satisfies Record<TTransactionStatus, string>;
