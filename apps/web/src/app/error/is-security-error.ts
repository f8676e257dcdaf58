const SECURITY_TERMS = [
  'security',
  'csrf',
  'xss',
  'cross-site',
  'injection',
  'tamper',
  'unauthorized access',
  'forbidden',
  'content security policy',
  'malicious',
];

/** The error screen turns into its Security Alert variant for these (spec 1 §2). */
export function isSecurityError(message: string): boolean {
  const text = message.toLowerCase();
  return SECURITY_TERMS.some((term) => text.includes(term));
}
