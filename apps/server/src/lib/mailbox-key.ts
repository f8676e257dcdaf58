// Which inbox an e-mail address lands in, so that no student names their own mailbox as supervisor.
// Mail services deliver sub-addresses to the same mailbox (RFC 5233: asha.mushi+boss@example.tz
// reaches asha.mushi@example.tz), and Gmail also ignores dots in the local part and takes
// googlemail.com for gmail.com. Two addresses with the same key reach the same person, so a
// supervisor address is compared with the accounts' addresses by key, never as typed.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches: lower case, the "+tag" of the local part dropped (every domain),
 * and for gmail.com / googlemail.com the dots of the local part dropped and the domain gmail.com.
 * A value without '@' is only lower-cased. mailboxKeySql is the same rule in SQL.
 */
export function mailboxKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const local = lower.slice(0, at).split('+')[0] ?? '';
  const domain = lower.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) return `${local.replaceAll('.', '')}@gmail.com`;
  return `${local}@${domain}`;
}

/**
 * mailboxKey as an SQL expression on a text column (test/signoff-own-mailbox.test.ts keeps them
 * equal). users_mailbox_key_idx (schema/users.ts) indexes this very expression of users.email;
 * a change here is a change of that index, so it needs a migration (`drizzle-kit generate`).
 */
export function mailboxKeySql(email: AnyColumn | SQL): SQL<string> {
  const lower = sql`lower(btrim(${email}))`;
  const local = sql`split_part(regexp_replace(${lower}, '@[^@]*$', ''), '+', 1)`;
  const domain = sql`regexp_replace(${lower}, '^.*@', '')`;
  return sql<string>`(case
    when strpos(${lower}, '@') = 0 then ${lower}
    when ${domain} in ('gmail.com', 'googlemail.com') then replace(${local}, '.', '') || '@gmail.com'
    else ${local} || '@' || ${domain}
  end)`;
}
