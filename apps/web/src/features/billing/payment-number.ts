// Payment numbers come from the server's PAYMENT_NUMBERS as 'Provider 0754 000 000'.

/** Splits 'M-Pesa 0754 000 000' into the provider and the number to dial; null provider when absent. */
export function splitPaymentNumber(entry: string): { provider: string | null; number: string } {
  const match = /^(.*?\D)\s*(\+?\d[\d\s-]*\d)$/.exec(entry.trim());
  if (!match) return { provider: null, number: entry.trim() };
  const provider = match[1]!.trim();
  return { provider: provider === '' ? null : provider, number: match[2]!.trim() };
}
