import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDirErrorOf } from './data-dir-errors';
import { makePrivateDir } from './private-files';

const SECRET_FILE = 'app-secret';

/**
 * Development convenience: a random secret is generated on first start and kept in DATA_DIR, so
 * tokens survive restarts without anyone having to invent a secret (production must set one).
 */
export function readOrCreateAppSecret(dataDir: string): string {
  try {
    return readOrCreate(dataDir);
  } catch (error) {
    // An unwritable or full DATA_DIR is said plainly (server.ts prints it without a stack).
    throw dataDirErrorOf(error, dataDir) ?? error;
  }
}

function readOrCreate(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  // On every start, not only the first: a DATA_DIR an earlier version made 0755 is tightened.
  makePrivateDir(dataDir);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  // The mode passed to writeFileSync only applies to new files; a short leftover file is rewritten.
  chmodSync(file, 0o600);
  return secret;
}
