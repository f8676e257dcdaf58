// Races an account's erasure against a write of the same person (security audit, erasure races):
// on PostgreSQL a separate connection holds a row lock that one side meets midway, so the other
// side provably starts while the first holds its locks; PGlite runs one transaction at a time, so
// there the two run in turn, first then second, and the tests check the same end state.

import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { profiles, users } from '../../src/db/schema';
import { ADMIN_API, signedInUser, type TSignedIn } from './admin';
import { REAL_POSTGRES } from './billing';
import type { TTestApp } from './build-test-app';

/** A row lock held by a connection of its own; the statement must lock at least one row. */
export interface THeldLock {
  /** 'waiting' once `sessions` sessions wait on a lock, 'settled' if `done` settles first. */
  until(sessions: number, done?: Promise<unknown>): Promise<'waiting' | 'settled' | 'timeout'>;
  release(): Promise<void>;
}

export async function holdLock(
  testApp: TTestApp,
  text: string,
  values: unknown[],
): Promise<THeldLock> {
  const target = testApp.config.database;
  if (target.kind !== 'postgres') throw new Error('holdLock needs PostgreSQL');
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  await client.query('begin');
  const held = await client.query(text, values);
  expect(held.rowCount, text).toBeGreaterThan(0);
  async function waiting(): Promise<number> {
    // Inside a transaction the statistics views are a snapshot taken at first use.
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return rows[0]?.n ?? 0;
  }
  return {
    async until(sessions, done) {
      let settled = false;
      done?.then(
        () => (settled = true),
        () => (settled = true),
      );
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        if ((await waiting()) >= sessions) return 'waiting';
        if (settled) return 'settled';
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return 'timeout';
    },
    async release() {
      await client.query('commit');
      await client.end();
    },
  };
}

/** What a race answered, and (PostgreSQL) whether the second side was seen waiting on a lock. */
export interface TRaced<A, B> {
  first: A;
  second: B;
  /** 'in turn' on PGlite. */
  seen: 'waiting' | 'settled' | 'timeout' | 'in turn';
}

/**
 * On PostgreSQL: `hold` is locked, `first()` starts and must stop on it, then `second()` starts
 * (`seen` says whether it then waited on a lock too), then the lock goes and both finish. On
 * PGlite: `first()`, then `second()`.
 */
export async function raceBehind<A, B>(
  testApp: TTestApp,
  hold: { text: string; values: unknown[] },
  first: () => Promise<A>,
  second: () => Promise<B>,
): Promise<TRaced<A, B>> {
  if (!REAL_POSTGRES) return { first: await first(), second: await second(), seen: 'in turn' };
  const lock = await holdLock(testApp, hold.text, hold.values);
  try {
    const one = first();
    // Awaited below; until then a failure must not count as unhandled.
    one.catch(() => undefined);
    expect(await lock.until(1, one), 'the first side stops on the held lock').toBe('waiting');
    const two = second();
    two.catch(() => undefined);
    const seen = await lock.until(2, two);
    await lock.release();
    return { first: await one, second: await two, seen };
  } catch (error) {
    await lock.release().catch(() => undefined);
    throw error;
  }
}

/** Staff's DELETE of one account (the bulk action every erasure path shares). */
export function eraseAccount(staff: TSignedIn, userId: number): Promise<LightMyRequestResponse> {
  return staff.send('POST', `${ADMIN_API}/users/actions/`, {
    user_ids: [userId],
    action: 'DELETE',
  });
}

/**
 * The erasure of `userId` stopped at its last step (blanking the IPs of the person's audit rows:
 * their users row is locked and every other row of theirs deleted), while `write()` starts.
 * The person needs an audit row of their own (a sign-in makes one).
 */
export function raceErasure<B>(
  testApp: TTestApp,
  staff: TSignedIn,
  userId: number,
  write: () => Promise<B>,
) {
  return raceBehind(
    testApp,
    { text: 'select id from audit_logs where actor_id = $1 for share', values: [userId] },
    () => eraseAccount(staff, userId),
    write,
  );
}

/** A signed-in student with a profile (a sign-in writes the audit row the races hold). */
export async function studentWithProfile(testApp: TTestApp): Promise<TSignedIn> {
  const student = await signedInUser(testApp, { firstName: 'Amina', lastName: 'Mushi' });
  await testApp.db
    .insert(profiles)
    .values({ userId: student.id, program: 'CIVIL', phoneNumber: '0712000111', studentId: 'S-1' });
  return student;
}

/** The user's row, which must be the erased account's tombstone. */
export async function erasedRow(testApp: TTestApp, id: number) {
  const [row] = await testApp.db.select().from(users).where(eq(users.id, id));
  expect(row?.deletedAt, 'the account is erased').not.toBeNull();
  return row!;
}

/** The write waited behind the erasure (PostgreSQL), or ran after it (PGlite). */
export function expectWaited(seen: string) {
  expect(seen).toBe(REAL_POSTGRES ? 'waiting' : 'in turn');
}
