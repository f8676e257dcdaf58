// The mail settings' rules: the sender's domain, the transport, and what a production start
// refuses (a sender in no real domain, codes printed to the log).

/** The mail settings these rules read (config.ts's parsed environment). */
interface TMailEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  MAIL_TRANSPORT?: 'smtp' | 'console' | 'log';
  SMTP_URL?: string;
  MAIL_FROM?: string;
}

export const DEVELOPMENT_MAIL_FROM = 'PT Logbook <no-reply@localhost>';

/**
 * The domain of a sender such as 'PT Logbook <no-reply@logbook.example.ac.tz>' or a bare address,
 * lower-cased; undefined when it has no `@domain`. Message-IDs are made in this domain.
 */
export function mailDomainOf(mailFrom: string): string | undefined {
  const address = /<([^<>]*)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom;
  const domain = address.slice(address.lastIndexOf('@') + 1).trim();
  return address.includes('@') && domain !== '' ? domain.toLowerCase() : undefined;
}

/** A domain no other mail server accepts mail from (SPF/DMARC cannot pass for it). */
export function isLocalMailDomain(domain: string | undefined): boolean {
  if (!domain) return true;
  return !domain.includes('.') || domain === 'localhost' || domain.endsWith('.localhost');
}

export function mailTransportOf(env: TMailEnv): 'smtp' | 'console' | 'log' {
  return env.MAIL_TRANSPORT ?? (env.SMTP_URL ? 'smtp' : 'console');
}

/**
 * Production mail really sent (smtp) needs a sender in a real domain: from no-reply@localhost,
 * with Message-IDs @localhost, supervisors' mail servers reject or junk it (audit A2 finding 6).
 * MAIL_TRANSPORT=log sends nothing, so any sender will do there.
 */
function mailFromProblem(env: TMailEnv): string | undefined {
  // Also while SMTP_URL is still missing, so that a production start lists every setting it
  // needs at once; console is refused on its own, and its fix may be log, which needs no sender.
  if (env.NODE_ENV !== 'production' || (env.MAIL_TRANSPORT ?? 'smtp') !== 'smtp') return;
  const example = "e.g. MAIL_FROM='PT Logbook <no-reply@logbook.example.ac.tz>'";
  if (!env.MAIL_FROM) {
    return `MAIL_FROM: required when NODE_ENV=production, the sender of every mail in your own domain (${example})`;
  }
  if (isLocalMailDomain(mailDomainOf(env.MAIL_FROM))) {
    return `MAIL_FROM: must be an address in a real domain when NODE_ENV=production, not "${env.MAIL_FROM}": mail servers reject or junk mail from it (${example})`;
  }
}

/** What a start with these mail settings is refused for, each naming its variable. */
export function mailProblems(env: TMailEnv): string[] {
  const problems: string[] = [];
  // console is refused with an SMTP_URL too: it would still print every code to the log.
  const consoleMail = env.MAIL_TRANSPORT === 'console';
  if (
    env.NODE_ENV === 'production' &&
    (consoleMail || (!env.SMTP_URL && env.MAIL_TRANSPORT !== 'log'))
  ) {
    problems.push(
      consoleMail
        ? 'MAIL_TRANSPORT: console prints password-reset links and codes to the log; not allowed when NODE_ENV=production (set SMTP_URL and leave MAIL_TRANSPORT unset or smtp, or MAIL_TRANSPORT=log to run without e-mail)'
        : 'SMTP_URL: required when NODE_ENV=production, or password-reset links and codes would be printed to the log (smtp://user:password@host:587; MAIL_TRANSPORT=log runs without e-mail on purpose)',
    );
  } else if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
    problems.push('SMTP_URL: required when MAIL_TRANSPORT=smtp');
  }
  const mailFrom = mailFromProblem(env);
  if (mailFrom) problems.push(mailFrom);
  return problems;
}
