import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

// Only what the app itself serves may run. Mantine injects style attributes at run time, hence
// 'unsafe-inline' for styles only; scripts stay strictly same-origin.
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'deny' },
};

/**
 * The headers helmet sets with these options. They are the same for every response (no nonces),
 * so they are computed once here: @fastify/helmet rebuilt them, CSP included, on every request
 * (~5% of a log book read).
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

async function securityPlugin(app: FastifyInstance) {
  const headers = securityHeaders();
  // Hooks on every request are callback-style, not async: no promise and microtask per hook.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // A signed-in user's JSON (profile, reports, balances) is never kept by a browser or proxy
  // cache, where the next user of a shared computer could read it (issue 19).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization && !reply.hasHeader('cache-control')) {
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('application/json')) reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

export default fp(securityPlugin, { name: 'security', fastify: '5.x' });
