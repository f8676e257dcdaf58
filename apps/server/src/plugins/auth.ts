import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../config';
import { authSessions, type TUserRow, users } from '../db/schema';
import { verifyAccessToken } from '../features/auth/access-token';
import { touchSession } from '../features/auth/sessions.repository';
import { AppError } from '../lib/app-error';

export interface TAuthContext {
  user: TUserRow;
  sessionId: string;
}

export interface TRequireAuthOptions {
  /** The activation and profile-read calls: an unverified e-mail is let through. */
  allowUnverified?: boolean;
  staffOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: TAuthContext | null;
  }
  interface FastifyInstance {
    /** A preHandler that admits a signed-in, active user (and checks the options). */
    requireAuth(options?: TRequireAuthOptions): preHandlerAsyncHookHandler;
    now(): Date;
  }
}

const TOUCH_INTERVAL_MS = 60_000;

/** The signed-in user of a request that passed `requireAuth`. */
export function authOf(request: FastifyRequest): TAuthContext {
  if (!request.auth) throw new Error('route is missing app.requireAuth()');
  return request.auth;
}

function unauthenticated(code: 'unauthenticated' | 'token_expired' = 'unauthenticated') {
  return new AppError(401, code, MESSAGES.generic.unauthenticated);
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

async function authPlugin(app: FastifyInstance, options: { config: TConfig; now: () => Date }) {
  app.decorate('now', options.now);
  app.decorateRequest('auth', null);

  // Runs on every signed-in request: prepared once (named statement on PostgreSQL), so neither
  // Drizzle nor the server parse and plan it again.
  let prepared: ReturnType<typeof prepareSessionQuery> | undefined;
  function prepareSessionQuery() {
    return app.db
      .select({ user: users, session: authSessions })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(
        and(
          eq(authSessions.id, sql.placeholder('sessionId')),
          eq(authSessions.userId, sql.placeholder('userId')),
        ),
      )
      .prepare('auth_session_of_token');
  }
  const sessionQuery = () => {
    prepared ??= prepareSessionQuery();
    return prepared;
  };

  async function authenticate(request: FastifyRequest): Promise<TAuthContext> {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const now = options.now();
    const verified = await verifyAccessToken(options.config.appSecret, token, now);
    if (!verified.ok) throw unauthenticated(verified.expired ? 'token_expired' : 'unauthenticated');
    const { userId, sessionId } = verified.claims;
    const [row] = await sessionQuery().execute({ sessionId, userId });
    // A revoked session (logout, password change, replayed refresh token) stops its access
    // tokens at once, not only when they expire.
    if (!row || row.session.revokedAt || row.session.expiresAt <= now) throw unauthenticated();
    if (!row.user.isActive) {
      throw new AppError(403, ERROR_CODES.ACCOUNT_INACTIVE, MESSAGES.login.accountInactive);
    }
    if (now.getTime() - row.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await touchSession(app.db, sessionId, now);
    }
    return { user: row.user, sessionId };
  }

  app.decorate('requireAuth', (required: TRequireAuthOptions = {}) => {
    const handler: preHandlerAsyncHookHandler = async (request) => {
      const context = await authenticate(request);
      if (!context.user.emailVerified && !required.allowUnverified) {
        throw new AppError(403, ERROR_CODES.EMAIL_NOT_VERIFIED, MESSAGES.access.emailNotVerified);
      }
      if (required.staffOnly && !context.user.isStaff) {
        throw new AppError(403, ERROR_CODES.FORBIDDEN, MESSAGES.access.staffOnly);
      }
      request.auth = context;
    };
    return handler;
  });
}

export default fp(authPlugin, { name: 'auth', fastify: '5.x', dependencies: ['database'] });
