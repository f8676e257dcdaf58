/**
 * Variables that look like PT Logbook's but are not read by it (DATABSE_URL, SMTP_HOST): without a
 * warning the server silently runs on its defaults, e.g. on the embedded database.
 */

/** Prefixes only PT Logbook's variables use in a typical deployment's environment. */
const OUR_PREFIXES = [
  'AI_',
  'APP_',
  'BROADCAST_',
  'DATABASE_',
  'EXPORT_',
  'MAIL_',
  'PT_',
  'PUBLIC_',
  'RATE_LIMIT_',
  'REDIS_',
  'REMINDER_',
  'REMINDERS_',
  'S3_',
  'SEED_',
  'SMTP_',
  'TRUST_',
];

/** Variables the repository's own tools read (tests, benches), never the server. */
const TOOL_VARIABLES = new Set(['TEST_DATABASE_URL', 'REDIS_URL_FOR_TESTS']);

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Short names (PORT, HOST) allow one edit, so HOME or PATH are not taken for them. */
function isNearMiss(name: string, known: string): boolean {
  const allowed = known.length <= 5 ? 1 : 2;
  return editDistance(name, known) <= allowed;
}

function closestKnown(name: string, knownNames: readonly string[]): string {
  let best = knownNames[0]!;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const known of knownNames) {
    const distance = editDistance(name, known);
    if (distance < bestDistance) {
      best = known;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * One warning per variable in `env` that is not one of `knownNames` but is a near miss of one
 * (up to two edits, or a different case) or carries one of PT Logbook's prefixes, naming the
 * variable it most likely meant.
 */
export function unknownVariableWarnings(
  env: Record<string, string | undefined>,
  knownNames: readonly string[],
): string[] {
  const known = new Set(knownNames);
  const warnings: string[] = [];
  for (const name of Object.keys(env).sort()) {
    if (known.has(name) || TOOL_VARIABLES.has(name) || env[name] === undefined) continue;
    const upper = name.toUpperCase();
    const looksLikeOurs =
      known.has(upper) ||
      knownNames.some((candidate) => isNearMiss(upper, candidate)) ||
      (name === upper && OUR_PREFIXES.some((prefix) => upper.startsWith(prefix)));
    if (!looksLikeOurs) continue;
    const intended = known.has(upper) ? upper : closestKnown(upper, knownNames);
    warnings.push(
      `${name} is not a PT Logbook setting and is ignored: did you mean ${intended}? (README, Configuration)`,
    );
  }
  return warnings;
}
