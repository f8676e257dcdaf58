// Reading a list's state from the address (components/use-url-state.ts): each reader answers the
// default for a missing or invalid value, so a hand-edited or old link never shows an error.
import { ZSaneIsoDate } from '@ptlog/shared';

/** The longest search the staff lists take (the server's filters: 200 characters). */
export const URL_SEARCH_MAX = 200;
/** A page number; one past the list's end is brought back to its last page by the screen. */
const PAGE_PATTERN = /^[1-9]\d{0,5}$/;

/** The param's value when it is one of `choices`, else ''. */
export function oneOf<T extends string>(value: string | null, choices: readonly T[]): T | '' {
  return value !== null && (choices as readonly string[]).includes(value) ? (value as T) : '';
}

/** A real date (YYYY-MM-DD, years 2000–2099) or ''. */
export function isoDateParam(value: string | null): string {
  return value !== null && ZSaneIsoDate.safeParse(value).success ? value : '';
}

/** The search as the lists send it: trimmed, at most URL_SEARCH_MAX characters. */
export function searchParam(value: string | null): string {
  return (value ?? '').trim().slice(0, URL_SEARCH_MAX);
}

export function pageParam(value: string | null): number {
  return value !== null && PAGE_PATTERN.test(value) ? Number(value) : 1;
}

/** Sets `key` to `value` unless it is the default ('' or `fallback`). */
export function setUnlessDefault(
  params: URLSearchParams,
  key: string,
  value: string | number,
  fallback: string | number = '',
) {
  if (value !== fallback && value !== '') params.set(key, String(value));
}
