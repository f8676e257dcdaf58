// How the staff screens write names, dates and counts, in the reader's language.
import { MESSAGES } from '@ptlog/shared';
import { dateTimeFormat, formatNumber } from '../../i18n/format';
import { translateMessage } from '../../i18n/messages';
import type { TFunction } from '../../i18n/translator';

/** Looks a key up in the reader's language (the component's `t`, or a fixed one in tests). */
export type TTranslate = TFunction<string>;

/** '23 Nov 2026'; an ISO date (YYYY-MM-DD) is read as that calendar day, not as UTC midnight. */
export function formatDay(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
}

export function formatCount(value: number): string {
  return formatNumber(value);
}

/**
 * A name the API answers, as shown: an erased account's name is the shared constant
 * MESSAGES.admin.deletedUser (the server's ERASED_NAME, pinned to it by a server test), shown in
 * the reader's language ('Mtumiaji aliyefutwa'); any other name as it is.
 */
export function shownName(name: string): string {
  return name === MESSAGES.admin.deletedUser ? translateMessage(name) : name;
}

/** 'Amina Mushi', or the username when no name was given; an erased account's in the reader's words. */
export function personName(first: string, last: string, fallback = ''): string {
  return shownName(
    [first, last]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ') || fallback,
  );
}

/** 'AM' for the avatar of a person ('MA' for an erased account in Kiswahili: its shown name's). */
export function initialsOf(first: string, last: string): string {
  if (`${first.trim()} ${last.trim()}` === MESSAGES.admin.deletedUser) {
    const [shownFirst = '', shownLast = ''] = shownName(MESSAGES.admin.deletedUser).split(' ');
    return `${shownFirst.charAt(0)}${shownLast.charAt(0)}`.toUpperCase();
  }
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || '?';
}

/** 'weekly_report' → 'Weekly report'. */
export function humanize(code: string): string {
  const text = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The kinds of stored codes the staff screens name: locales' `code.<kind>.<code>`. */
export type TCodeKind = 'enhancement' | 'content' | 'industry';

/**
 * A stored code in the reader's words ('full_report' → 'Full enhancement', 'Uboreshaji kamili');
 * a code the locales do not name yet still reads as words ('new_kind' → 'New kind'), never raw.
 */
export function codeLabel(t: TTranslate, kind: TCodeKind, code: string): string {
  const fallback = humanize(code);
  // Only a plain code is a key: a '.' or ':' in it would be read as a path or a namespace.
  if (!/^[A-Za-z0-9_-]+$/.test(code)) return fallback;
  return t(`admin:code.${kind}.${code}`, { defaultValue: fallback });
}
