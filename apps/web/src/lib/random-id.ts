/**
 * A random hex id from the platform's CSPRNG. `crypto.randomUUID` exists only in secure contexts,
 * and the app is also opened over plain http on a LAN, so we build ids from getRandomValues.
 */
export function randomId(bytes = 16): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}
