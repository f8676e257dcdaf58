import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@ptlog/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../lib/api-path';
import { AppError } from '../lib/app-error';
import { FOUNDATION_MESSAGES } from '../lib/error-messages';
import { loadRoutePreloads } from '../lib/route-preloads';

export interface TSpaOptions {
  webDistDir: string;
}

export const WEB_NOT_BUILT_MESSAGE =
  'The web app has not been built yet. Run `npm run build` and restart the server.\n';

// Entry points must be revalidated so a deploy is picked up at once; Vite's hashed files under
// assets/ never change and can be cached for good.
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'sw.js',
  'manifest.webmanifest',
  'manifest.json',
  'registerSW.js',
]);

export function cacheControlFor(relativePath: string): string {
  // A precompressed copy (x.js.br, index.html.gz) is cached like the file it stands for.
  const normalized = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (normalized.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (ALWAYS_REVALIDATE.has(normalized)) return 'no-cache';
  return 'public, max-age=3600';
}

function isPageRequest(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
}

async function spaPlugin(app: FastifyInstance, options: TSpaOptions) {
  const root = path.resolve(options.webDistDir);
  const isBuilt = existsSync(path.join(root, 'index.html'));
  // The chunks each address's screen needs, named in the page's Link header so they download
  // with the entry instead of after it (apps/web/build/route-preloads.ts).
  const preloadLinkFor = loadRoutePreloads(root);
  if (isBuilt) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      cacheControl: false,
      serveDotFiles: false,
      // The build writes .br and .gz copies (apps/web/build/precompress.ts): sent as they are.
      preCompressed: true,
      // No 'incoming request' / 'request completed' lines for every script, style and icon.
      logLevel: 'warn',
      // A dist/api folder must never shadow the API.
      allowedPath: (pathname) => !isApiPath(pathname),
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(path.relative(root, filePath)));
      },
    });
  }

  // History fallback: client-side routes such as /dashboard get index.html; unknown API routes
  // and other methods get the JSON 404. Rate limiting also covers these misses.
  app.setNotFoundHandler(
    { preHandler: app.rateLimit() },
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isPageRequest(request)) {
        throw new AppError(ERROR_CODES.NOT_FOUND, FOUNDATION_MESSAGES.notFound);
      }
      if (!isBuilt) {
        return reply.code(503).type('text/plain; charset=utf-8').send(WEB_NOT_BUILT_MESSAGE);
      }
      // A missing hashed asset is a stale page asking for an old build: HTML would not help.
      if (request.url.startsWith('/assets/')) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
      }
      const link = preloadLinkFor(request.url);
      if (link) reply.header('link', link);
      return reply.sendFile('index.html');
    },
  );
}

export default fp(spaPlugin, { name: 'spa', fastify: '5.x', dependencies: ['rate-limit'] });
