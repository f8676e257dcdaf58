import { sql } from 'drizzle-orm';
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
