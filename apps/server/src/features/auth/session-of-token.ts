import { type SQL, sql } from 'drizzle-orm';
import { rowFromJson } from '../../db/json-rows';
import { authSessions, type TUserRow, users } from '../../db/schema';

/** What every signed-in request checks: the session its access token names, and its user. */
export interface TSessionState {
  user: TUserRow;
  revokedAt: Date | null;
  expiresAt: Date;
  lastUsedAt: Date;
}

/**
 * The session named by an access token and its user, as one JSON text (null when there is no such
 * session), for the hottest routes to select alongside their own data: the session check then
 * costs no round trip of its own. Uses the placeholders `sessionId` and `userId`; an uncorrelated
 * subquery, so PostgreSQL evaluates it once per statement however many rows it returns. Text, not
 * json, so the driver does not parse it once per row.
 */
export const SESSION_OF_TOKEN = sql<string | null>`(select json_build_object(
  'user', row_to_json(u), 'revoked_at', s.revoked_at, 'expires_at', s.expires_at,
  'last_used_at', s.last_used_at)::text
  from ${authSessions} s join ${users} u on u.id = s.user_id
  where s.id = ${sql.placeholder('sessionId')} and s.user_id = ${sql.placeholder('userId')})`;

/** Reads back what `SESSION_OF_TOKEN` selected. */
export function sessionStateFromText(text: string | null | undefined): TSessionState | null {
  if (!text) return null;
  const json = JSON.parse(text) as Record<string, unknown>;
  return {
    user: rowFromJson(users, json.user as Record<string, unknown>),
    revokedAt: json.revoked_at ? new Date(json.revoked_at as string) : null,
    expiresAt: new Date(json.expires_at as string),
    lastUsedAt: new Date(json.last_used_at as string),
  };
}

/** The one-row source a statement of only scalar subqueries reads from (`.from(ONE_ROW)`). */
export const ONE_ROW = sql`(values (1)) as one_row(x)`;

/**
 * The columns of a student's paged list read in one round trip whatever the page holds (an empty
 * page and one past its end included): the session of `SESSION_OF_TOKEN`, the count of `count`
 * (a `select count(*)` that the filter's index answers) and the rows of `page` (a select with its
 * own ORDER BY, LIMIT and OFFSET) as one JSON array in the order `order` (over its row `p`).
 * Select them `.from(ONE_ROW)`: the statement answers exactly one row.
 */
export function pageWithSessionColumns(parts: { count: SQL; page: SQL; order: SQL }) {
  return {
    session: SESSION_OF_TOKEN,
    total: sql<number>`(${parts.count})`.mapWith(Number),
    rows: sql<
      Record<string, unknown>[]
    >`(select coalesce(json_agg(p order by ${parts.order}), '[]'::json) from (${parts.page}) p)`,
  };
}

/** What a `pageWithSessionColumns` statement read. */
export interface TPageWithSession {
  /** The session of `SESSION_OF_TOKEN`, for `app.admitSession` (null: no such session). */
  session: string | null;
  count: number;
  rows: Record<string, unknown>[];
}

/** Runs a prepared `pageWithSessionColumns` statement and answers its one row. */
export async function readPageWithSession(
  statement: { execute(params: Record<string, unknown>): Promise<TPageWithSessionRow[]> },
  params: { userId: number; sessionId: string; limit: number; offset: number } & Record<
    string,
    unknown
  >,
): Promise<TPageWithSession> {
  const [row] = await statement.execute(params);
  if (!row) throw new Error('a one-row page statement answered no row');
  return { session: row.session, count: row.total, rows: row.rows };
}

interface TPageWithSessionRow {
  session: string | null;
  total: number;
  rows: Record<string, unknown>[];
}
