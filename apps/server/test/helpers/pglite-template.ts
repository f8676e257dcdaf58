import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TDatabaseHandle } from '../../src/db/client';
import { wrapPglite } from '../../src/db/pglite-client';
import { PGLITE_OPTIONS } from '../../src/db/pglite-options';

// Creating an in-memory PGlite runs initdb (~2 s); loading a snapshot of an already migrated one
// takes well under half that. The snapshot is cached in the temp dir, keyed by the PGlite version
// and the migration files, so a new migration or upgrade makes a new one.

const migrationsDir = path.resolve(import.meta.dirname, '../../src/db/migrations');

function templateKey(): string {
  const hash = createHash('sha256');
  // Its entry point is dist/index.cjs; the package.json beside dist names the version.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.resolve(path.dirname(pgliteEntry), '..', 'package.json')));
  const files = readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file);
    hash.update(readFileSync(path.join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function readOrCreateTemplate(): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `ptlog-pglite-template-${templateKey()}.tar`);
  try {
    return readFileSync(file);
  } catch {
    const handle = wrapPglite(await PGlite.create());
    await handle.migrate();
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    await handle.close();
    // Written under a unique name and renamed: parallel workers never read half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
    return dump;
  }
}

// One Blob per process: PGlite only reads it, so every database of a test file loads the same
// ~40 MB instead of a copy each.
let templateBlob: Promise<Blob> | undefined;

/** A fresh, migrated in-memory PGlite database. */
export async function openMigratedPglite(): Promise<TDatabaseHandle> {
  templateBlob ??= readOrCreateTemplate().then((template) => new Blob([template]));
  const client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: await templateBlob });
  return wrapPglite(client);
}
