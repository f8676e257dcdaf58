// The database a command (create-staff, disable-staff, enable-staff, demote-staff, remove-demo)
// acts on: the server's, from the same DATA_DIR and DATABASE_URL. Its output names it, so that a
// command run without the server's environment is noticed; on PostgreSQL a command that changed
// the old embedded database instead "succeeded" in silence (operator audit, defect 1).
import {
  ConfigError,
  loadDatabaseConfig,
  type TDatabaseConfig,
  type TDatabaseTarget,
} from '../config';
import { databaseAddressOf, databaseNamesOf } from '../db/errors';
import { movedToPostgresProblem, wrongUserProblem } from './embedded-data-dir';

/** Which database, for people: never the URL's password. */
export function databaseDescriptionOf(target: TDatabaseTarget): string {
  switch (target.kind) {
    case 'pglite':
      return `the embedded database in ${target.dataDir}`;
    case 'pglite-memory':
      return 'a throw-away embedded database in memory (DATABASE_URL=pglite://memory)';
    case 'postgres': {
      const { database } = databaseNamesOf(target.url);
      const name = database ? ` ${database}` : '';
      return `PostgreSQL database${name} at ${databaseAddressOf(target.url)}`;
    }
  }
}

/** The first line of a command's output: the database, and the setting that chose it. */
export function databaseLineOf(target: TDatabaseTarget): string {
  const source = target.kind === 'pglite' ? 'DATABASE_URL is not set' : 'DATABASE_URL';
  return `Database: ${databaseDescriptionOf(target)} (${source})`;
}

/**
 * The database configuration, or why the command must not open it (for stderr): a configuration
 * error, a run as the wrong user on the embedded database, or an embedded database that
 * copy-to-postgres moved. `command` is the one to suggest, e.g. `npm run remove-demo`.
 */
export function commandDatabaseOf(
  command: string,
  env: NodeJS.ProcessEnv = process.env,
): { config: TDatabaseConfig } | { problem: string } {
  let config: TDatabaseConfig;
  try {
    config = loadDatabaseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return { problem: error.message };
    throw error;
  }
  if (config.database.kind !== 'pglite') return { config };
  const problem =
    wrongUserProblem(config.dataDir, command) ?? movedToPostgresProblem(config.dataDir, command);
  return problem ? { problem } : { config };
}
