import type { TTokenPair } from '@ptlog/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../../db/client';
import { signAccessToken } from './access-token';
import { deviceFromRequest } from './device';
import { setRefreshCookie } from './refresh-cookie';
import { createSession } from './sessions.repository';

/** Starts a session for this device: access JWT + refresh token (also set as the cookie). */
export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  db: TDb = app.db,
): Promise<TTokenPair> {
  const now = app.now();
  const { sessionId, refresh } = await createSession(db, {
    userId,
    device: deviceFromRequest(request),
    ip: request.ip,
    now,
  });
  const access = await signAccessToken(app.config.appSecret, { userId, sessionId }, now);
  setRefreshCookie(reply, app.config, refresh);
  return { access, refresh };
}
