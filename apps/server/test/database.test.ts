import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../src/db/client';
import { DatabaseLockedError } from '../src/db/data-dir-lock';
import { PGLITE_SHARED_BUFFERS } from '../src/db/pglite-options';
import { buildTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { perSuite } from './helpers/per-suite';

describe('migrations', () => {
  const testApp = perSuite(buildTestApp);

  it('creates every table at start-up', async () => {
    const result = await testApp.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = rowsOf<{ table_name: string }>(result)
      .map((row) => row.table_name)
      .sort();
    expect(tables).toEqual(
      [
        'admin_token_usage',
        'admin_user_actions',
        'ai_usage_logs',
        'app_settings',
        'audit_logs',
        'auth_sessions',
        'companies',
        'daily_reports',
        'email_campaigns',
        'export_records',
        'feedback',
        'mail_outbox',
        'main_jobs',
        'one_time_codes',
        'operations',
        'payment_transactions',
        'profiles',
        'reminder_opt_outs',
        'resources',
        'scheduled_runs',
        'signoff_requests',
        'student_logbook_stats',
        'refresh_tokens',
        'system_metrics',
        'throttle_counters',
        'token_ledger',
        'users',
        'weekly_reports',
      ].sort(),
    );
  });

  it('is idempotent: applying the migrations again changes nothing', async () => {
    await testApp.app.database.migrate();
    const user = await createUser(testApp.db);
    expect(user.id).toBeGreaterThan(0);
  });

  it('enforces unique e-mails', async () => {
    const user = await createUser(testApp.db);
    await expect(createUser(testApp.db, { email: user.email })).rejects.toThrow();
  });

  it("plans the hot client's statements once on PostgreSQL, the general pool's by value", async () => {
    const planCacheMode = async (db: typeof testApp.db) =>
      rowsOf<{ plan_cache_mode: string }>(await db.execute(sql`show plan_cache_mode`))[0]
        ?.plan_cache_mode;
    const { database } = testApp.app;
    if (database.kind === 'postgres') {
      expect(await planCacheMode(database.hotDb)).toBe('force_generic_plan');
      expect(await planCacheMode(database.db)).toBe('auto');
    } else {
      // The embedded engine has one connection, shared by both.
      expect(database.hotDb).toBe(database.db);
      expect(await planCacheMode(database.db)).toBe('auto');
    }
  });

  it('connects through the Unix socket a libpq-style DATABASE_URL names (PostgreSQL)', async () => {
    const { database, config } = testApp.app;
    if (database.kind !== 'postgres' || config.database.kind !== 'postgres') {
      expect(database.kind).not.toBe('postgres'); // the embedded engine has no address
      return;
    }
    const [socketDirs] = rowsOf<{ unix_socket_directories: string }>(
      await database.db.execute(sql`show unix_socket_directories`),
    );
    const socketDir = socketDirs!.unix_socket_directories.split(',')[0]!.trim();
    const tcp = new URL(config.database.url);
    // libpq's own form: a user, no host, the socket's directory as a parameter.
    const url = `postgresql://${tcp.username}@${tcp.pathname}?host=${encodeURIComponent(socketDir)}`;
    const overSocket = await openDatabase({ database: { kind: 'postgres', url } });
    try {
      await overSocket.migrate();
      for (const db of [overSocket.db, overSocket.hotDb]) {
        const [row] = rowsOf<{ address: string | null; user: string }>(
          await db.execute(sql`select inet_server_addr() as address, current_user as user`),
        );
        expect(row).toEqual({ address: null, user: tcp.username });
      }
    } finally {
      await overSocket.close();
    }
  });
});

// A new embedded cluster is made by initdb in a child process: seconds on an idle machine, much
// more on a busy one, so these tests allow two minutes.
const NEW_CLUSTER_MS = 120_000;

describe('embedded database lock', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ptlog-lock-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const target = () => ({
    database: { kind: 'pglite' as const, dataDir: path.join(dataDir, 'db') },
  });
  const lockFile = () => path.join(dataDir, 'db.lock');

  it(
    'holds DATA_DIR/db.lock with its pid, refuses a second opener, and releases on close',
    async () => {
      const handle = await openDatabase(target());
      try {
        expect(readFileSync(lockFile(), 'utf8').split('\n')[0]).toBe(String(process.pid));
        await expect(openDatabase(target())).rejects.toBeInstanceOf(DatabaseLockedError);
      } finally {
        await handle.close();
      }
      expect(existsSync(lockFile())).toBe(false);
    },
    NEW_CLUSTER_MS,
  );

  it('refuses while another live process holds the lock', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      writeFileSync(lockFile(), String(holder.pid));
      await expect(openDatabase(target())).rejects.toThrow(/already in use by another process/);
      // The operator learns when deleting the lock by hand is safe.
      await expect(openDatabase(target())).rejects.toThrow(
        `If no PT Logbook server or command is running (a lock left by a power cut), it is safe to delete ${lockFile()}.`,
      );
      expect(readFileSync(lockFile(), 'utf8')).toBe(String(holder.pid));
    } finally {
      holder.kill();
      rmSync(lockFile(), { force: true });
    }
  });

  it(
    'takes over a stale lock left by a process that is gone',
    async () => {
      const finished = spawnSync(process.execPath, ['-e', '0']);
      writeFileSync(lockFile(), String(finished.pid));
      const handle = await openDatabase(target());
      try {
        expect(readFileSync(lockFile(), 'utf8').split('\n')[0]).toBe(String(process.pid));
        // A brand-new embedded database gets the committed migrations.
        await handle.migrate();
        const result = await handle.db.execute(
          sql`select count(*)::int as n from information_schema.tables where table_name = 'daily_reports'`,
        );
        expect(rowsOf<{ n: number }>(result)[0]!.n).toBe(1);
      } finally {
        await handle.close();
      }
    },
    NEW_CLUSTER_MS,
  );

  it('takes over a lock whose pid now belongs to another program (after a power cut)', async () => {
    // Not a Node.js process: a daemon or shell that got the old server's pid after a restart.
    const other = spawn('sleep', ['60']);
    try {
      writeFileSync(lockFile(), String(other.pid));
      const handle = await openDatabase(target());
      await handle.close();
      expect(existsSync(lockFile())).toBe(false);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock taken before the machine last started, whoever has its pid now', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      writeFileSync(lockFile(), `${holder.pid}\n00000000-0000-0000-0000-000000000000\n`);
      const handle = await openDatabase(target());
      try {
        const [pid, bootId] = readFileSync(lockFile(), 'utf8').split('\n');
        expect(pid).toBe(String(process.pid));
        expect(bootId).toBe(readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim());
      } finally {
        await handle.close();
      }
    } finally {
      holder.kill();
    }
  });

  it(
    'runs with small shared buffers (memory the process holds for good)',
    async () => {
      expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
      const handle = await openDatabase(target());
      try {
        const result = await handle.db.execute(
          sql`select current_setting('shared_buffers') as size`,
        );
        expect(rowsOf<{ size: string }>(result)[0]!.size).toBe(PGLITE_SHARED_BUFFERS);
      } finally {
        await handle.close();
      }
    },
    NEW_CLUSTER_MS,
  );
});
