import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/**
 * The headers of a JSON answer: those that still mean something for a response no browser renders
 * as a page (OWASP REST Security Cheat Sheet, "Security headers"): no sniffing it into HTML or
 * script, no framing, no loading it from another origin, HTTPS only, and a CSP that allows
 * nothing. helmet's other headers (the page's CSP, COOP, Origin-Agent-Cluster, and those for old
 * Internet Explorer and Flash) describe a document; sent with every API answer they were ~550
 * bytes of each one over mobile data and a tenth of the server's work on its lightest calls.
 */
export function apiSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = [
    'x-content-type-options',
    'x-frame-options',
    'cross-origin-resource-policy',
    'strict-transport-security',
    'referrer-policy',
  ];
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };
  for (const name of kept) {
    const value = pageHeaders[name];
    if (value === undefined) throw new Error(`helmet no longer sets ${name}`);
    headers[name] = value;
  }
  return headers;
}

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

/**
 * Answers no browser or proxy cache may keep, where the next user of a shared computer could
 * read them: those of a signed-in request (profile, reports, balances, the staff's CSV and Excel
 * exports; issue 19) and every sign-in, refresh, registration and code answer, which hand out
 * tokens to a request without Authorization (security audit 2, finding 4). Judged by the route
 * the router matched, not the URL as sent.
 */
function isPrivate(request: FastifyRequest): boolean {
  return (
    request.headers.authorization !== undefined ||
    request.routeOptions.url?.startsWith('/api/auth/') === true
  );
}

async function securityPlugin(app: FastifyInstance) {
  const pageHeaders = securityHeaders();
  const apiHeaders = apiSecurityHeaders(pageHeaders);
  // Chosen once the answer's type is known, so errors and 404s get them too. A callback-style
  // hook, not async: no promise and microtask per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    const json = isJson(reply.getHeader('content-type'));
    reply.headers(json ? apiHeaders : pageHeaders);
    // An answer that sets its own (a profile picture, the web app's files) keeps it.
    if (!reply.hasHeader('cache-control') && isPrivate(request)) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

export default fp(securityPlugin, { name: 'security', fastify: '5.x' });
