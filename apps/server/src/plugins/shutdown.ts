import { ERROR_CODES } from '@ptlog/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FOUNDATION_MESSAGES } from '../lib/error-messages';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Graceful shutdown (SIGTERM): answers every request already in flight, closes idle
     * kept-alive connections at once and every other one after its current answer (all answers
     * carry `Connection: close`), answers requests that still arrive 503 with `Connection:
     * close`, then closes the app (mail worker, export workers, database). Waits at most
     * `maxWaitMs` for in-flight requests.
     */
    drainAndClose(maxWaitMs: number): Promise<void>;
  }
}

const POLL_MS = 20;

async function shutdownPlugin(app: FastifyInstance) {
  let draining = false;
  let inFlight = 0;

  // Counted on the raw server, so every request is seen, whatever a hook or route does with it.
  app.addHook('onListen', async () => {
    app.server.on('request', (_request, response) => {
      inFlight += 1;
      response.once('close', () => {
        inFlight -= 1;
      });
    });
  });

  // Callback-style hooks (no promise per request); a hook that answers does not call `done`.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!draining) return done();
    reply.header('connection', 'close');
    reply.code(503).send({
      detail: FOUNDATION_MESSAGES.serviceUnavailable,
      code: ERROR_CODES.SERVICE_UNAVAILABLE,
    });
  });
  // The answer to a request that was in flight tells its client not to reuse the connection:
  // Node closes it once the answer is sent.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });

  app.decorate('drainAndClose', async (maxWaitMs: number) => {
    draining = true;
    app.server.closeIdleConnections();
    const deadline = Date.now() + maxWaitMs;
    while (inFlight > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    if (inFlight > 0) app.log.warn({ inFlight }, 'Shutdown: requests still running are cut off');
    app.server.closeAllConnections();
    await app.close();
  });
}

export default fp(shutdownPlugin, { name: 'shutdown', fastify: '5.x' });
