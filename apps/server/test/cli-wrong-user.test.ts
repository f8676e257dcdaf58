// The commands that open the embedded database (create-staff, remove-demo, copy-to-postgres), run
// as root on the DATA_DIR of a service with a user of its own (docs/operations.md: User=ptlogbook),
// used to leave root-owned files there, and the service then stopped at start with PGlite's bare
// "Aborted()". They refuse instead, saying how to run them as DATA_DIR's owner; and the server
// names such files when it meets them.
import {
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDataDirOf, wrongUserProblem } from '../src/cli/embedded-data-dir';
import { DataDirError, dataDirErrorOf, userNameOf } from '../src/lib/data-dir-errors';
import { runCli } from './helpers/run-cli';

const me = process.geteuid!();
const someoneElse = me === 0 ? 65534 : me + 1;

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'ptlog-wrong-user-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const run = runCli;

/** Every file under `dir` with its owner: what a command left behind, and as whom. */
function ownersUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((file) => `${file} ${statSync(path.join(dir, file)).uid}`);
}

describe('which user a command must run as on the embedded database', () => {
  it('the owner of DATA_DIR/db, or of DATA_DIR before the first start', () => {
    const dataDir = mkdtempSync(path.join(scratch, 'data-'));
    const name = userNameOf(me);
    expect(wrongUserProblem(dataDir, 'npm run remove-demo', me)).toBeUndefined();
    expect(wrongUserProblem(dataDir, 'npm run remove-demo', someoneElse)).toBe(
      `${dataDir} belongs to ${name}, but this command runs as ${userNameOf(someoneElse)}: the files it would write there would stop the server opening its database. Run it as ${name}: sudo -u ${name} env DATA_DIR=${dataDir} npm run remove-demo`,
    );
    mkdirSync(path.join(dataDir, 'db'));
    expect(wrongUserProblem(dataDir, 'npm run remove-demo', someoneElse)).toMatch(
      new RegExp(`^${path.join(dataDir, 'db')} belongs to `),
    );
    // Nothing there yet: whoever runs first creates it.
    expect(wrongUserProblem(path.join(dataDir, 'new'), 'x', someoneElse)).toBeUndefined();
  });

  it('is asked only of the embedded database, at the DATA_DIR the configuration resolves', () => {
    expect(embeddedDataDirOf({ DATA_DIR: ' /srv/pt/data ' })).toBe('/srv/pt/data');
    expect(embeddedDataDirOf({ DATABASE_URL: '' })).toBe(path.resolve('data'));
    expect(embeddedDataDirOf({ DATABASE_URL: 'postgres://pt@db/pt', DATA_DIR: '/x' })).toBe(
      undefined,
    );
  });

  it('quotes a DATA_DIR with a space in it for the shell', () => {
    const dataDir = mkdtempSync(path.join(scratch, "it's data "));
    expect(wrongUserProblem(dataDir, 'npm run remove-demo', someoneElse)).toContain(
      `env DATA_DIR='${dataDir.replaceAll("'", `'\\''`)}' npm run remove-demo`,
    );
  });
});

describe('a command run as root on a DATA_DIR another user owns', () => {
  /**
   * As root (CI), a DATA_DIR given to nobody (with a DATA_DIR/db of nobody's in it, or before the
   * first start); as anyone else, one root owns.
   */
  function foreignDataDir(withDatabase: boolean): { dataDir: string; owned: string } {
    if (me !== 0) return { dataDir: '/', owned: '/' };
    const dataDir = mkdtempSync(path.join(scratch, 'service-'));
    const owned = withDatabase ? path.join(dataDir, 'db') : dataDir;
    if (withDatabase) {
      mkdirSync(owned);
      writeFileSync(path.join(owned, 'PG_VERSION'), '17\n');
      chownSync(path.join(owned, 'PG_VERSION'), 65534, 65534);
      chownSync(owned, 65534, 65534);
    }
    chownSync(dataDir, 65534, 65534);
    return { dataDir, owned };
  }

  const commands = [
    {
      script: 'remove-demo',
      args: [],
      suggested: 'npm run remove-demo',
      withDatabase: false,
    },
    {
      script: 'create-staff',
      args: ['--email', 'anna@udsm.ac.tz'],
      suggested: 'npm run create-staff -- --email …',
      withDatabase: false,
    },
    {
      script: 'copy-to-postgres',
      args: ['postgres://ptlogbook:secret@127.0.0.1:9/ptlogbook'],
      suggested: 'npm run copy-to-postgres -- postgres://…',
      withDatabase: true,
    },
  ];

  it.each(commands)(
    '$script refuses in one line, naming the owner and the command, and writes nothing',
    async ({ script, args, suggested, withDatabase }) => {
      const { dataDir, owned } = foreignDataDir(withDatabase);
      const before = me === 0 ? ownersUnder(dataDir) : [];
      const owner = userNameOf(statSync(owned).uid);
      const result = await run(script, args, {
        DATA_DIR: dataDir,
        STAFF_PASSWORD: 'a long enough password',
      });
      expect(result).toEqual({
        code: 1,
        stdout: '',
        stderr: `${script}: ${owned} belongs to ${owner}, but this command runs as ${userNameOf(me)}: the files it would write there would stop the server opening its database. Run it as ${owner}: sudo -u ${owner} env DATA_DIR=${dataDir} ${suggested}\n`,
      });
      if (me === 0) expect(ownersUnder(dataDir)).toEqual(before);
    },
    60_000,
  );
});

describe("the server meeting PGlite's bare Aborted() at open", () => {
  const aborted = Object.assign(new Error('Aborted(). Build with -sASSERTIONS for more info.'), {
    name: 'RuntimeError',
  });

  function dataDirWithDatabase(): string {
    const dataDir = mkdtempSync(path.join(scratch, 'aborted-'));
    mkdirSync(path.join(dataDir, 'db', 'base', '5'), { recursive: true });
    writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
    writeFileSync(path.join(dataDir, 'db', 'base', '5', '1259'), '');
    return dataDir;
  }

  it('names the files another user owns and how to give them back', () => {
    const dataDir = dataDirWithDatabase();
    // Seen from another user, every file is another user's.
    const problem = dataDirErrorOf(aborted, dataDir, someoneElse);
    expect(problem).toBeInstanceOf(DataDirError);
    const other = userNameOf(someoneElse);
    expect(problem?.message).toBe(
      `The embedded database in DATA_DIR (${dataDir}) could not be opened ("Aborted()"): some of its files belong to another user (db and 4 more: ${userNameOf(me)}), not to ${other}, who runs PT Logbook. A command run as root or with sudo leaves such files. Give them back (as root: chown -R ${other} ${dataDir}) and start again; run commands as ${other} (sudo -u ${other} env DATA_DIR=${dataDir} npm run …).`,
    );
    expect(problem?.cause).toBe(aborted);
  });

  it('says the files may be damaged when they are all its own', () => {
    const dataDir = dataDirWithDatabase();
    expect(dataDirErrorOf(aborted, dataDir, me)?.message).toBe(
      `The embedded database in DATA_DIR (${dataDir}) could not be opened ("Aborted()"). Its files belong to ${userNameOf(me)}, who runs PT Logbook, so they may be damaged: restore DATA_DIR from a backup (docs/operations.md, "Backups and restore").`,
    );
    expect(dataDirErrorOf(new Error('Aborting'), dataDir, me)).toBeUndefined();
  });
});

// Operator audit, defect 6: a DATA_DIR a root `npm start` made, given to the service's user
// without its contents, stopped the server with "DATA_DIR … is not writable" (DATA_DIR was
// writable: db/ and uploads/ were not) or PGlite's "PGlite failed to initialize properly".
describe('the server meeting folders and files of another user in DATA_DIR', () => {
  const denied = (file: string) =>
    Object.assign(new Error(`EACCES: permission denied, open '${file}'`), {
      code: 'EACCES',
      path: file,
    });

  function dataDirWithDatabase(): string {
    const dataDir = mkdtempSync(path.join(scratch, 'foreign-'));
    mkdirSync(path.join(dataDir, 'db', 'base', '5'), { recursive: true });
    mkdirSync(path.join(dataDir, 'uploads', 'resources'), { recursive: true });
    writeFileSync(path.join(dataDir, 'db', 'base', '5', '1259'), '');
    return dataDir;
  }

  it('"PGlite failed to initialize properly" names the files and how to give them back', () => {
    const dataDir = dataDirWithDatabase();
    const failed = new Error('PGlite failed to initialize properly');
    const other = userNameOf(someoneElse);
    expect(dataDirErrorOf(failed, dataDir, someoneElse)?.message).toBe(
      `The embedded database in DATA_DIR (${dataDir}) could not be opened ("PGlite failed to initialize properly"): some of its files belong to another user (db and 3 more: ${userNameOf(me)}), not to ${other}, who runs PT Logbook. A command run as root or with sudo leaves such files. Give them back (as root: chown -R ${other} ${dataDir}) and start again; run commands as ${other} (sudo -u ${other} env DATA_DIR=${dataDir} npm run …).`,
    );
  });

  it('EACCES in a DATA_DIR of another user says whose it is and how to give it back', () => {
    const dataDir = dataDirWithDatabase();
    const other = userNameOf(someoneElse);
    const problem = dataDirErrorOf(denied(path.join(dataDir, 'db', 'x')), dataDir, someoneElse);
    expect(problem?.message).toBe(
      `DATA_DIR ${dataDir} is not writable (EACCES) for ${other}, who runs PT Logbook: files in DATA_DIR belong to another user (${dataDir} and 6 more: ${userNameOf(me)}). A command run as root or with sudo leaves such files. Give them back (as root: chown -R ${other} ${dataDir}) and start again; run commands as ${other} (sudo -u ${other} env DATA_DIR=${dataDir} npm run …).`,
    );
    // Its own files: the plain wording, as before.
    expect(dataDirErrorOf(denied(dataDir), dataDir, me)?.message).toMatch(
      new RegExp(`^DATA_DIR ${dataDir} is not writable \\(EACCES\\)\\. Create it`),
    );
  });

  // Only root can make a tree of two owners: DATA_DIR the service's (nobody), db/ root's.
  it.runIf(me === 0)('names the folder that is not writable, not DATA_DIR', () => {
    const dataDir = dataDirWithDatabase();
    for (const file of [
      dataDir,
      path.join(dataDir, 'uploads'),
      path.join(dataDir, 'uploads', 'resources'),
    ]) {
      chownSync(file, 65534, 65534);
    }
    const nobody = userNameOf(65534);
    const hint = `Give them back (as root: chown -R ${nobody} ${dataDir})`;
    const database = dataDirErrorOf(
      denied(path.join(dataDir, 'db', 'postmaster.pid')),
      dataDir,
      65534,
    );
    expect(database?.message).toMatch(
      new RegExp(
        `^${path.join(dataDir, 'db')} \\(in DATA_DIR\\) is not writable \\(EACCES\\) for ${nobody}, who runs PT Logbook: files in DATA_DIR belong to another user \\(db and 3 more: root\\)\\. `,
      ),
    );
    expect(database?.message).toContain(hint);
    // Without a path in the error, the first such folder.
    const bare = Object.assign(new Error('permission denied'), { code: 'EPERM' });
    expect(dataDirErrorOf(bare, dataDir, 65534)?.message).toMatch(
      new RegExp(`^${path.join(dataDir, 'db')} \\(in DATA_DIR\\) is not writable \\(EPERM\\)`),
    );
  });
});
