import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import { and, eq, sql } from 'drizzle-orm';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../config';
import { authSessions, type TUserRow, users } from '../db/schema';
import { sessionEnded } from '../features/accounts/live-user';
import { type TAccessClaims, verifyAccessToken } from '../features/auth/access-token';
import { sessionStateFromText, type TSessionState } from '../features/auth/session-of-token';
import { createSessionTouches, type TSessionTouches } from '../features/auth/session-touches';
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

/** A request whose access token checked out and whose session its route has yet to check. */
interface TPendingAuth {
  claims: TAccessClaims;
  required: TRequireAuthOptions;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the routes that take requireAuth or requireTokenThenSession. */
    signInRequired?: boolean;
  }
  interface FastifyRequest {
    auth: TAuthContext | null;
    pendingAuth: TPendingAuth | null;
  }
  interface FastifyInstance {
    /**
     * A hook that admits a signed-in, active user (and checks the options). Routes attach it as
     * their preHandler; it runs before the body is read (see `runAuthFirst`).
     */
    requireAuth(options?: TRequireAuthOptions): preHandlerAsyncHookHandler;
    /**
     * For the hottest routes: hooks that check only the access token (before the body is read,
     * as requireAuth's) and, after the handler, that it admitted the session. The
     * handler selects `SESSION_OF_TOKEN` with its own data (placeholders from `claimsOf`) and
     * must pass it to `admitSession` before answering; a success answered without that is
     * turned into a 500, so a forgotten check can never leak data. Its error handler reads the
     * session when Fastify refuses the input (the handler never ran), so such a refusal answers
     * 401/403 before 400 as requireAuth's routes do; only that failing path gains the read.
     */
    requireTokenThenSession(options?: TRequireAuthOptions): {
      preHandler: preHandlerAsyncHookHandler;
      onSend: onSendHookHandler;
      errorHandler: (error: FastifyError, request: FastifyRequest) => Promise<never>;
    };
    /**
     * Admits the request with the session its route read (`undefined` when the route's query
     * returned no row, so the session is read here instead), with the same answers as
     * `requireAuth`: 401, or 403 for an inactive, unverified or non-staff user.
     */
    admitSession(
      request: FastifyRequest,
      sessionText: string | null | undefined,
    ): Promise<TAuthContext>;
    now(): Date;
    /** Records sessions as used, off the request path (session-touches.ts). */
    sessionTouches: TSessionTouches;
  }
}

const TOUCH_INTERVAL_MS = 60_000;

/** The signed-in user of a request that passed `requireAuth` (or `admitSession`). */
export function authOf(request: FastifyRequest): TAuthContext {
  if (!request.auth) throw new Error('route is missing app.requireAuth()');
  return request.auth;
}

/** The access token's user and session, for the statement of a `requireTokenThenSession` route. */
export function claimsOf(request: FastifyRequest): { userId: number; sessionId: string } {
  if (!request.pendingAuth) throw new Error('route is missing app.requireTokenThenSession()');
  return request.pendingAuth.claims;
}

/**
 * The query, path or body was refused before the handler ran: by its schema, by the body parser,
 * or by the text guard (control characters: an AppError with the validation code).
 */
function isInputRefusal(error: FastifyError): boolean {
  if (error instanceof AppError) return error.code === ERROR_CODES.VALIDATION_ERROR;
  return error.validation !== undefined || error.code?.startsWith('FST_ERR_CTP_') === true;
}

function unauthenticated(code: 'unauthenticated' | 'token_expired' = 'unauthenticated') {
  return new AppError(code, MESSAGES.generic.unauthenticated);
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

type TRouteHook = (...args: never[]) => unknown;

function hooksOf(hooks: TRouteHook | TRouteHook[] | undefined): TRouteHook[] {
  if (!hooks) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Moves the auth plugin's hooks from a route's preHandler to the end of its onRequest hooks
 * (after the rate limit's): Fastify reads and validates the body between the two, so an
 * anonymous caller, or a student on a staff route, gets its 401/403 and never the route's
 * field errors. New arrays only: routes may share theirs, and HEAD routes copy the GET's.
 */
function runAuthFirst(route: RouteOptions, authHooks: WeakSet<TRouteHook>): void {
  const preHandlers = hooksOf(route.preHandler as TRouteHook | TRouteHook[] | undefined);
  const auth = preHandlers.filter((hook) => authHooks.has(hook));
  if (auth.length === 0) return;
  route.preHandler = preHandlers.filter(
    (hook) => !authHooks.has(hook),
  ) as RouteOptions['preHandler'];
  const onRequest = hooksOf(route.onRequest as TRouteHook | TRouteHook[] | undefined);
  route.onRequest = [...onRequest, ...auth] as RouteOptions['onRequest'];
  // Only such a route counts a well-signed token as a user of its own (plugins/rate-limit.ts).
  route.config = { ...route.config, signInRequired: true };
}

async function authPlugin(app: FastifyInstance, options: { config: TConfig; now: () => Date }) {
  app.decorate('now', options.now);
  const touches = createSessionTouches(app.db, app.log);
  app.decorate('sessionTouches', touches);
  // Before the database plugin closes its pool (plugins close in reverse order).
  app.addHook('onClose', async () => touches.flush());
  app.decorateRequest('auth', null);
  app.decorateRequest('pendingAuth', null);
  const authHooks = new WeakSet<TRouteHook>();
  app.addHook('onRoute', (route) => runAuthFirst(route, authHooks));

  // Runs on every signed-in request of the other routes: prepared once (a named statement on
  // PostgreSQL), so neither Drizzle nor the server parse and plan it again.
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
  async function readSession(claims: TAccessClaims): Promise<TSessionState | null> {
    prepared ??= prepareSessionQuery();
    const [row] = await prepared.execute({ userId: claims.userId, sessionId: claims.sessionId });
    return row ? { user: row.user, ...row.session } : null;
  }

  function verifiedClaims(request: FastifyRequest): TAccessClaims {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const verified = verifyAccessToken(options.config.appSecret, token, options.now());
    if (!verified.ok) throw unauthenticated(verified.expired ? 'token_expired' : 'unauthenticated');
    return verified.claims;
  }

  async function admit(
    request: FastifyRequest,
    { claims, required }: TPendingAuth,
    session: TSessionState | null,
  ): Promise<TAuthContext> {
    const now = options.now();
    // A revoked session (logout, password change, replayed refresh token) stops its access
    // tokens at once, not only when they expire.
    if (!session || session.revokedAt || session.expiresAt <= now) throw sessionEnded();
    const { user } = session;
    if (!user.isActive) {
      throw new AppError(ERROR_CODES.ACCOUNT_INACTIVE, MESSAGES.login.accountInactive);
    }
    if (!user.emailVerified && !required.allowUnverified) {
      throw new AppError(ERROR_CODES.EMAIL_NOT_VERIFIED, MESSAGES.access.emailNotVerified);
    }
    if (required.staffOnly && !user.isStaff) {
      throw new AppError(ERROR_CODES.FORBIDDEN, MESSAGES.access.staffOnly);
    }
    if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      touches.touch(claims.sessionId, now);
    }
    request.auth = { user, sessionId: claims.sessionId };
    return request.auth;
  }

  app.decorate('requireAuth', (required: TRequireAuthOptions = {}) => {
    const handler: preHandlerAsyncHookHandler = async (request) => {
      const claims = verifiedClaims(request);
      await admit(request, { claims, required }, await readSession(claims));
    };
    authHooks.add(handler);
    return handler;
  });

  app.decorate('requireTokenThenSession', (required: TRequireAuthOptions = {}) => {
    const preHandler: preHandlerAsyncHookHandler = async (request) => {
      request.pendingAuth = { claims: verifiedClaims(request), required };
    };
    authHooks.add(preHandler);
    const onSend: onSendHookHandler = async (request, reply: FastifyReply, payload) => {
      if (reply.statusCode < 400 && !request.auth) {
        throw new Error(`${request.routeOptions.url} answered without app.admitSession()`);
      }
      return payload;
    };
    // Throws to the app's error handler: the session's refusal if it is not admitted, else the
    // input's own error.
    const errorHandler = async (error: FastifyError, request: FastifyRequest): Promise<never> => {
      if (request.pendingAuth && !request.auth && isInputRefusal(error)) {
        await admit(request, request.pendingAuth, await readSession(request.pendingAuth.claims));
      }
      throw error;
    };
    return { preHandler, onSend, errorHandler };
  });

  app.decorate(
    'admitSession',
    async (request: FastifyRequest, sessionText: string | null | undefined) => {
      if (!request.pendingAuth) throw new Error('route is missing app.requireTokenThenSession()');
      const session =
        sessionText === undefined
          ? await readSession(request.pendingAuth.claims)
          : sessionStateFromText(sessionText);
      return admit(request, request.pendingAuth, session);
    },
  );
}

export default fp(authPlugin, { name: 'auth', fastify: '5.x', dependencies: ['database'] });
