// The statements a repository call runs and their plans, on either engine: a test checks the
// shape of a plan (which index serves a lookup, how often a subquery runs), not its time.
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { Sql } from 'postgres';
import type { TDb } from '../../src/db/client';
import * as schema from '../../src/db/schema';

export interface TStatement {
  text: string;
  params: unknown[];
}

type TClient = PGlite | Sql;

function clientOf(db: TDb): TClient {
  return (db as unknown as { $client: TClient }).$client;
}

/** postgres.js's client is a tagged-template function; PGlite's is an object. */
function isPostgresJs(client: TClient): client is Sql {
  return typeof client === 'function';
}

/**
 * A second Drizzle instance over `db`'s own client (the same database and connections) that
 * records every statement it runs: `statementsOf(action)` answers those `action` ran.
 */
export function recordingDb(db: TDb) {
  let statements: TStatement[] = [];
  const logger: Logger = {
    logQuery: (text, params) => {
      statements.push({ text, params });
    },
  };
  const client = clientOf(db);
  const recording = (isPostgresJs(client)
    ? drizzlePostgres({ client, schema, logger })
    : drizzlePglite({ client, schema, logger })) as unknown as TDb;
  return {
    db: recording,
    async statementsOf(action: (db: TDb) => Promise<unknown>): Promise<TStatement[]> {
      statements = [];
      await action(recording);
      return statements;
    },
  };
}

export interface TPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Loops'?: number;
  Filter?: string;
  'Join Filter'?: string;
  Plans?: TPlanNode[];
  [key: string]: unknown;
}

function nodesOf(node: TPlanNode): TPlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

export interface TPlan {
  nodes: TPlanNode[];
  /** The tables read by a sequential scan. */
  seqScans: (string | undefined)[];
  /** The indexes the plan reads. */
  indexes: (string | undefined)[];
  /** The most times a node reading `table` ran (EXPLAIN ANALYZE only). */
  loopsOn(table: string): number;
}

/**
 * The plan of `statement` (EXPLAIN (FORMAT JSON), with ANALYZE when `analyze`; a write is then
 * rolled back), in a transaction of its own. `seqscan: false` makes a sequential scan the last
 * resort (enable_seqscan = off): the plan then shows whether an index CAN serve the statement,
 * whatever the planner would pick for a table of a test's few rows.
 */
export async function planOf(
  db: TDb,
  statement: TStatement,
  options: { analyze?: boolean; seqscan?: boolean } = {},
): Promise<TPlan> {
  const explain = `explain (${options.analyze ? 'analyze, ' : ''}format json) ${statement.text}`;
  const settings = options.seqscan === false ? 'set local enable_seqscan = off' : 'select 1';
  const client = clientOf(db);
  const ROLLBACK = new Error('rollback');
  let answer: unknown;
  try {
    if (isPostgresJs(client)) {
      await client.begin(async (tx) => {
        await tx.unsafe(settings);
        const rows = await tx.unsafe(explain, statement.params as never[]);
        answer = rows[0]?.['QUERY PLAN'];
        throw ROLLBACK;
      });
    } else {
      await client.transaction(async (tx) => {
        await tx.query(settings);
        const result = await tx.query<{ 'QUERY PLAN': unknown }>(explain, statement.params);
        answer = result.rows[0]?.['QUERY PLAN'];
        throw ROLLBACK;
      });
    }
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  const [root] = (typeof answer === 'string' ? JSON.parse(answer) : answer) as {
    Plan: TPlanNode;
  }[];
  const nodes = nodesOf(root!.Plan);
  return {
    nodes,
    seqScans: nodes
      .filter((node) => node['Node Type'] === 'Seq Scan')
      .map((node) => node['Relation Name']),
    indexes: nodes.filter((node) => node['Index Name']).map((node) => node['Index Name']),
    loopsOn: (table) =>
      Math.max(
        0,
        ...nodes
          .filter((node) => node['Relation Name'] === table)
          .map((node) => node['Actual Loops'] ?? 0),
      ),
  };
}
