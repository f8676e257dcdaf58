import type { Socket } from 'node:net';
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
     * close` (a connection opened just before, whose request is still on its way, gets its 503
     * too), then closes the app (mail worker, export workers, database). Waits at most
     * `maxWaitMs` for in-flight requests.
     */
    drainAndClose(maxWaitMs: number): Promise<void>;
  }
}

const POLL_MS = 20;
/**
 * How long a connection opened just before the drain, that has not sent its request yet, is
 * given to send it (and get its 503). Closing it as idle at once reset it (curl: 000): a client
 * that has just connected has every reason to think its request will be answered.
 */
const NEW_CONNECTION_GRACE_MS = 1_000;

async function shutdownPlugin(app: FastifyInstance) {
  let draining = false;
  let inFlight = 0;
  // Each open connection and the requests it has running now.
  const running = new Map<Socket, number>();
  // Open connections that have not sent a request yet (Node counts them as idle too).
  const unused = new Set<Socket>();

  // Counted on the raw server, so every request is seen, whatever a hook or route does with it.
  app.addHook('onListen', async () => {
    app.server.on('connection', (socket: Socket) => {
      unused.add(socket);
      running.set(socket, 0);
      socket.once('close', () => {
        unused.delete(socket);
        running.delete(socket);
      });
    });
    app.server.on('request', (request, response) => {
      const socket = request.socket;
      unused.delete(socket);
      if (running.has(socket)) running.set(socket, (running.get(socket) ?? 0) + 1);
      inFlight += 1;
      response.once('close', () => {
        inFlight -= 1;
        if (running.has(socket)) running.set(socket, (running.get(socket) ?? 1) - 1);
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

  /**
   * Kept-alive connections between two requests are closed at once (a client reusing one knows
   * to retry); connections that have not sent their first request yet are spared for a moment.
   */
  function closeKeptAliveIdleConnections() {
    for (const [socket, requests] of running) {
      if (requests === 0 && !unused.has(socket)) socket.destroy();
    }
  }

  app.decorate('drainAndClose', async (maxWaitMs: number) => {
    draining = true;
    closeKeptAliveIdleConnections();
    const deadline = Date.now() + maxWaitMs;
    const graceEnd = Math.min(deadline, Date.now() + NEW_CONNECTION_GRACE_MS);
    // In-flight requests, and connections that were just opened, until their request arrives.
    while ((inFlight > 0 || (unused.size > 0 && Date.now() < graceEnd)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    if (inFlight > 0) app.log.warn({ inFlight }, 'Shutdown: requests still running are cut off');
    app.server.closeAllConnections();
    await app.close();
  });
}

export default fp(shutdownPlugin, { name: 'shutdown', fastify: '5.x' });
