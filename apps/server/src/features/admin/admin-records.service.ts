import {
  ERROR_CODES,
  MESSAGES,
  type TSystemMetric,
  type TSystemMetricInput,
  type TTokenUsageRecord,
  type TTokenUsageRecordInput,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { adminTokenUsage, systemMetrics } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageWindow, type TPageQuery, toPage, windowTotal } from '../../lib/pagination';
import { studentNameOf } from '../accounts/accounts.presenter';
import {
  isLiveUser,
  listSystemMetrics,
  listTokenUsage,
  systemMetricWrites,
  type TRecordTable,
  type TRecordWrites,
  type TTokenUsageListRow,
  tokenUsageWrites,
} from './admin-records.repository';

export interface TRecordContext {
  actorId: number;
  ip: string;
  now: Date;
}

/** The columns a record's input sets; who made it and when are stamped by the service. */
type TInputColumns<TTable extends { $inferInsert: object }> = Omit<
  TTable['$inferInsert'],
  'id' | 'createdBy' | 'createdAt' | 'updatedAt'
>;

/** One kind of staff-kept record: how its input becomes columns, how it is read and audited. */
export interface TRecordKind<TTable extends TRecordTable, TInput, TAnswer, TFilters = object> {
  /** Audit action prefix ('.create', '.update' and '.delete' follow) and target type. */
  auditAction: string;
  auditTarget: string;
  writes: TRecordWrites<TTable>;
  columns(input: TInput, now: Date): TInputColumns<TTable>;
  /** Records newest first (all that match, or the one `id`), each with the count of matches. */
  read(
    db: TDb,
    options: { filters?: TFilters; id?: number; limit: number; offset: number },
  ): Promise<{ total: number; answer: TAnswer }[]>;
  /** Refuses an input before it is written (e.g. an unknown user). */
  check?(db: TDb, input: TInput): Promise<void>;
}

function recordNotFound() {
  return new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.admin.recordNotFound);
}

/** One page of a kind of record and the count of matches, read with the page. */
export async function recordPage<TFilters extends object, TAnswer>(
  db: TDb,
  kind: Pick<TRecordKind<TRecordTable, never, TAnswer, TFilters>, 'read'>,
  query: TPageQuery & TFilters,
) {
  const { page, page_size, ...filters } = query;
  const window = pageWindow(query);
  const rows = await kind.read(db, { filters: filters as TFilters, ...window });
  // A page past the end has no row to carry the count: the first record's row carries it.
  const total = await windowTotal(rows, window.offset, async () => {
    const [first] = await kind.read(db, { filters: filters as TFilters, limit: 1, offset: 0 });
    return first?.total ?? 0;
  });
  return toPage(total, { page, page_size }, rows, (row) => row.answer);
}

async function recordById<TAnswer, TFilters>(
  db: TDb,
  kind: Pick<TRecordKind<TRecordTable, never, TAnswer, TFilters>, 'read'>,
  id: number,
): Promise<TAnswer> {
  const [found] = await kind.read(db, { id, limit: 1, offset: 0 });
  if (!found) throw recordNotFound();
  return found.answer;
}

function auditRecord(db: TDb, context: TRecordContext, action: string, target: string, id: number) {
  return audit(db, {
    actorId: context.actorId,
    action,
    targetType: target,
    targetId: id,
    ip: context.ip,
  });
}

/** Create, replace and remove: the write and its audit row commit together or not at all. */
export async function createRecord<TTable extends TRecordTable, TInput, TAnswer, TFilters>(
  db: TDb,
  kind: TRecordKind<TTable, TInput, TAnswer, TFilters>,
  input: TInput,
  context: TRecordContext,
): Promise<TAnswer> {
  await kind.check?.(db, input);
  const id = await db.transaction(async (tx) => {
    const created = await kind.writes.insert(tx, {
      ...kind.columns(input, context.now),
      createdBy: context.actorId,
      createdAt: context.now,
      updatedAt: context.now,
    } as TTable['$inferInsert']);
    await auditRecord(tx, context, `${kind.auditAction}.create`, kind.auditTarget, created);
    return created;
  });
  return recordById(db, kind, id);
}

export async function replaceRecord<TTable extends TRecordTable, TInput, TAnswer, TFilters>(
  db: TDb,
  kind: TRecordKind<TTable, TInput, TAnswer, TFilters>,
  id: number,
  input: TInput,
  context: TRecordContext,
): Promise<TAnswer> {
  await kind.check?.(db, input);
  const values = { ...kind.columns(input, context.now), updatedAt: context.now };
  await db.transaction(async (tx) => {
    if (!(await kind.writes.update(tx, id, values as Partial<TTable['$inferInsert']>))) {
      throw recordNotFound();
    }
    await auditRecord(tx, context, `${kind.auditAction}.update`, kind.auditTarget, id);
  });
  return recordById(db, kind, id);
}

export async function removeRecord<TTable extends TRecordTable, TInput, TAnswer, TFilters>(
  db: TDb,
  kind: TRecordKind<TTable, TInput, TAnswer, TFilters>,
  id: number,
  context: TRecordContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await kind.writes.remove(tx, id))) throw recordNotFound();
    await auditRecord(tx, context, `${kind.auditAction}.delete`, kind.auditTarget, id);
  });
}

// ─── Token usage records ─────────────────────────────────────────────────────────────────────

function toTokenUsageRecord(row: TTokenUsageListRow): TTokenUsageRecord {
  const { record } = row;
  return {
    id: record.id,
    user_id: record.userId,
    user_full_name: studentNameOf(row),
    tokens_used: record.tokensUsed,
    usage_type: record.usageType,
    description: record.description,
    created_by_name:
      row.creatorFirstName === null
        ? null
        : studentNameOf({ firstName: row.creatorFirstName, lastName: row.creatorLastName ?? '' }),
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  };
}

export const TOKEN_USAGE_RECORDS: TRecordKind<
  typeof adminTokenUsage,
  TTokenUsageRecordInput,
  TTokenUsageRecord,
  { user_id?: number }
> = {
  auditAction: 'admin.token_usage',
  auditTarget: 'admin_token_usage',
  writes: tokenUsageWrites,
  columns: (input) => ({
    userId: input.user_id,
    tokensUsed: input.tokens_used,
    usageType: input.usage_type,
    description: input.description,
  }),
  read: async (db, { filters, ...options }) =>
    (await listTokenUsage(db, { userId: filters?.user_id, ...options })).map((row) => ({
      total: row.total,
      answer: toTokenUsageRecord(row),
    })),
  async check(db, input) {
    if (!(await isLiveUser(db, input.user_id))) {
      throw new AppError(
        ERROR_CODES.NOT_FOUND,
        MESSAGES.admin.usersNotFound(String(input.user_id)),
      );
    }
  },
};

// ─── System metrics ──────────────────────────────────────────────────────────────────────────

function toSystemMetric({ record }: { record: typeof systemMetrics.$inferSelect }): TSystemMetric {
  return {
    id: record.id,
    metric_name: record.metricName,
    metric_value: record.metricValue,
    unit: record.unit,
    recorded_at: record.recordedAt.toISOString(),
    notes: record.notes,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  };
}

export const SYSTEM_METRICS: TRecordKind<
  typeof systemMetrics,
  TSystemMetricInput,
  TSystemMetric,
  { metric_name?: string }
> = {
  auditAction: 'admin.system_metric',
  auditTarget: 'system_metric',
  writes: systemMetricWrites,
  columns: (input, now) => ({
    metricName: input.metric_name,
    metricValue: input.metric_value,
    unit: input.unit,
    recordedAt: input.recorded_at ? new Date(input.recorded_at) : now,
    notes: input.notes,
  }),
  read: async (db, { filters, ...options }) =>
    (await listSystemMetrics(db, { name: filters?.metric_name, ...options })).map((row) => ({
      total: row.total,
      answer: toSystemMetric(row),
    })),
};
