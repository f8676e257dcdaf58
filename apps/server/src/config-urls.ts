// The URL-valued variables' checks: one message for any bad value, and PUBLIC_URL at a host's root.
import { z } from 'zod';

/** One message for any bad value (zod's URL check and a scheme check gave two). */
export const urlWithScheme = (schemes: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => schemes.some((scheme) => value.startsWith(`${scheme}://`)) && URL.canParse(value),
      { message: `must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}` },
    );

/** Whether a URL carries a user name or password before its host. */
export function hasCredentials(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.username !== '' || url.password !== '';
}

/**
 * Nothing after the host but one optional slash. An unreadable value is urlWithScheme's to
 * refuse, so it gets one message, not two.
 */
function atHostRoot(value: string): boolean {
  return !URL.canParse(value) || /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*\/?$/i.test(value);
}

/**
 * The web build and its router have no base path, and the pages and mails link from the root
 * (/api/reminders/unsubscribe/, /reset-password …): behind a proxy that strips a prefix every
 * mailed link would break, so a PUBLIC_URL with a path is refused at start, not half-served.
 */
export const publicUrl = urlWithScheme(['http', 'https']).refine(atHostRoot, {
  message:
    'must be the root of its host (https://logbook.example.ac.tz, without a path such as /ptlog/, ' +
    'a query or a #fragment): PT Logbook must be served at the root of a host (a subdomain such ' +
    'as logbook.example.ac.tz), since its pages and mailed links start at /',
});
