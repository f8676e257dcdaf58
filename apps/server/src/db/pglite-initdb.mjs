// Run as a child process by pglite-options.ts: creates the embedded database cluster in the
// directory given as the only argument, then exits, taking initdb's memory with it.
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: pglite-initdb.mjs <data dir>');
  process.exit(2);
}
const client = await PGlite.create(dataDir);
await client.close();
