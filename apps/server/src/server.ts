import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { movedToPostgresStartProblem } from './cli/embedded-data-dir';
import { ConfigError, loadConfig, type TConfig } from './config';
import { driverMessageOf } from './db/errors';
import { DataDirError, dataDirErrorOf } from './lib/data-dir-errors';
import { reportEventLoopDelayOnSignal } from './lib/event-loop-report';

// In-flight requests get 8 s to finish (a slow export); the process is gone within 10 s, inside an
// orchestrator's usual grace period.
const DRAIN_MS = 8_000;
const SHUTDOWN_TIMEOUT_MS = 9_500;

function fail(message: string): never {
  process.stderr.write(`\nPT Logbook could not start:\n${message}\n\n`);
  process.exit(1);
}

/** A failed query's own reason, not drizzle's "Failed query: select 1 params:" around it. */
function messageOf(error: unknown): string {
  return driverMessageOf(error);
}

function readConfig(): TConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirError) fail(error.message);
    throw error;
  }
}

/** Uploads kept on disk: their folder must take files now, not at the first upload. */
async function checkUploads(app: FastifyInstance, config: TConfig): Promise<void> {
  try {
    await app.uploads.checkWritable?.();
  } catch (error) {
    const problem = dataDirErrorOf(error, config.dataDir);
    fail(
      problem
        ? `${problem.message}\n(Uploads are stored in the ${app.uploads.description}.)`
        : `The uploads ${app.uploads.description} cannot be written: ${messageOf(error)}`,
    );
  }
}

/**
 * A last guard: a promise rejected with no handler would end the process (Node's default) with its
 * raw error, query and parameters, on stderr. Each background loop handles its own failures; one
 * that slips through is logged (redacted, like every log line) and the server goes on.
 */
function logUnhandledRejections(app: FastifyInstance): void {
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'Unhandled promise rejection (the server keeps running)');
  });
}

function displayHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'Second signal: exiting without waiting');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'Shutting down: finishing in-flight requests');
    const forced = setTimeout(() => {
      app.log.error('Shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    forced.unref();
    // Finishes in-flight requests (new ones get 503 and every answer `Connection: close`), closes
    // the kept-alive connections, then the app: mail and export workers, database, Redis.
    app.drainAndClose(DRAIN_MS).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

/**
 * An embedded database copy-to-postgres marked moved is not opened without DATABASE_URL: the
 * server's data is in PostgreSQL, and running on the old copy would split it in two (the commands
 * refuse it too). Deleting the mark is the way back to the embedded database (docs/operations.md).
 */
function refuseMovedDatabase(config: TConfig): void {
  if (config.database.kind !== 'pglite') return;
  const problem = movedToPostgresStartProblem(config.dataDir);
  if (problem) fail(problem);
}

async function start(): Promise<void> {
  const config = readConfig();
  refuseMovedDatabase(config);
  const app = buildApp(config);
  logUnhandledRejections(app);
  await checkUploads(app, config);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Release what did open (the embedded database lock in particular) before exiting.
    await app.close().catch(() => undefined);
    fail(messageOf(error));
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`PT Logbook listening on http://${displayHost(config.host)}:${port}`);
  app.log.info(`Uploads are stored in the ${app.uploads.description}`);
  closeOnSignals(app);
  if (config.benchEventLoop) reportEventLoopDelayOnSignal();
}

await start();
