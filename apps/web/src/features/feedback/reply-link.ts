/**
 * A `mailto:` link that answers a feedback message: to its sender, subject "Re: <subject>".
 * The address is encoded too (a `?` or `%` in it would otherwise start or break the query),
 * leaving its `@` readable.
 */
export function feedbackReplyLink(email: string, subject: string): string {
  const to = encodeURIComponent(email).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}
