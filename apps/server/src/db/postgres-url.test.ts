import { describe, expect, it } from 'vitest';
import { connectionFailureReason, databaseAddressOf } from './errors';
import { postgresArgsOf, postgresConnectionOf, socketPathOf } from './postgres-url';

describe('a DATABASE_URL as libpq reads it', () => {
  it('leaves a TCP address as it is', () => {
    const url = 'postgres://ptlog:pw@db.internal:5433/ptlog?sslmode=require';
    expect(postgresConnectionOf(url)).toEqual({ url });
    expect(postgresArgsOf(url)).toEqual([url, {}]);
    // A host parameter that is no directory is a host name: not ours to move.
    const named = 'postgres://ptlog@localhost/ptlog?host=db.internal';
    expect(postgresConnectionOf(named)).toEqual({ url: named });
  });

  it("moves a socket directory to postgres.js's host option, libpq's empty host included", () => {
    expect(postgresArgsOf('postgresql://ptlogbook@/ptlogbook?host=/var/run/postgresql')).toEqual([
      'postgresql://ptlogbook@localhost/ptlogbook',
      { host: '/var/run/postgresql' },
    ]);
    expect(
      postgresArgsOf('postgres:///ptlogbook?sslmode=disable&host=%2Fvar%2Frun%2Fpostgresql'),
    ).toEqual(['postgres://localhost/ptlogbook?sslmode=disable', { host: '/var/run/postgresql' }]);
    expect(postgresArgsOf('postgres://u:p@localhost:5433/pt?host=/tmp')).toEqual([
      'postgres://u:p@localhost:5433/pt',
      { host: '/tmp' },
    ]);
  });

  it('names the socket file in messages, never the password', () => {
    const url = 'postgresql://ptlog:s3cret@/ptlog?host=/run/pg';
    expect(socketPathOf(postgresConnectionOf(url))).toBe('/run/pg/.s.PGSQL.5432');
    expect(databaseAddressOf(url)).toBe('/run/pg/.s.PGSQL.5432');
    expect(databaseAddressOf('postgres://ptlog@localhost:6000/pt?host=/run/pg')).toBe(
      '/run/pg/.s.PGSQL.6000',
    );
    const error = new Error('password authentication failed, sent s3cret');
    expect(connectionFailureReason(error, url)).toBe('password authentication failed, sent ***');
  });
});
