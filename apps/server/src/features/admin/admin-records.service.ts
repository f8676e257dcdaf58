import {
  ERROR_CODES,
  MESSAGES,
  type TSystemMetric,
  type TSystemMetricInput,
  type TSystemMetricPage,
  type TTokenUsageRecord,
  type TTokenUsageRecordInput,
  type TTokenUsageRecordPage,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageWindow, type TPageQuery } from '../../lib/pagination';
import { studentNameOf } from '../accounts/accounts.presenter';
import { pageLinks } from '../billing/billing.presenter';
import {
  deleteSystemMetric,
  deleteTokenUsage,
  insertSystemMetric,
  insertTokenUsage,
  isLiveUser,
  listSystemMetrics,
  listTokenUsage,
  type TTokenUsageListRow,
  updateSystemMetric,
  updateTokenUsage,
} from './admin-records.repository';

export interface TRecordContext {
  actorId: number;
  ip: string;
  now: Date;
}

function recordNotFound() {
  return new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.admin.recordNotFound);
}

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

export async function tokenUsagePage(
  db: TDb,
  query: TPageQuery & { user_id?: number },
): Promise<TTokenUsageRecordPage> {
  const rows = await listTokenUsage(db, { userId: query.user_id, ...pageWindow(query) });
  const total = rows[0]?.total ?? 0;
  return {
    count: total,
    ...pageLinks(total, query.page, query.page_size),
    results: rows.map(toTokenUsageRecord),
  };
}

async function tokenUsageById(db: TDb, id: number): Promise<TTokenUsageRecord> {
  const [row] = await listTokenUsage(db, { id, limit: 1, offset: 0 });
  if (!row) throw recordNotFound();
  return toTokenUsageRecord(row);
}

async function requireLiveUser(db: TDb, userId: number) {
  if (!(await isLiveUser(db, userId))) {
    throw new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.admin.usersNotFound([userId]));
  }
}

function tokenUsageColumns(input: TTokenUsageRecordInput) {
  return {
    userId: input.user_id,
    tokensUsed: input.tokens_used,
    usageType: input.usage_type,
    description: input.description,
  };
}

export async function createTokenUsage(
  db: TDb,
  input: TTokenUsageRecordInput,
  context: TRecordContext,
): Promise<TTokenUsageRecord> {
  await requireLiveUser(db, input.user_id);
  const id = await insertTokenUsage(db, {
    ...tokenUsageColumns(input),
    createdBy: context.actorId,
    createdAt: context.now,
    updatedAt: context.now,
  });
  await auditRecord(db, context, 'admin.token_usage.create', 'admin_token_usage', id);
  return tokenUsageById(db, id);
}

export async function replaceTokenUsage(
  db: TDb,
  id: number,
  input: TTokenUsageRecordInput,
  context: TRecordContext,
): Promise<TTokenUsageRecord> {
  await requireLiveUser(db, input.user_id);
  const updated = await updateTokenUsage(db, id, {
    ...tokenUsageColumns(input),
    updatedAt: context.now,
  });
  if (!updated) throw recordNotFound();
  await auditRecord(db, context, 'admin.token_usage.update', 'admin_token_usage', id);
  return tokenUsageById(db, id);
}

export async function removeTokenUsage(db: TDb, id: number, context: TRecordContext) {
  if (!(await deleteTokenUsage(db, id))) throw recordNotFound();
  await auditRecord(db, context, 'admin.token_usage.delete', 'admin_token_usage', id);
}

type TMetricRow = Awaited<ReturnType<typeof listSystemMetrics>>[number]['record'];

function toSystemMetric(row: TMetricRow): TSystemMetric {
  return {
    id: row.id,
    metric_name: row.metricName,
    metric_value: row.metricValue,
    unit: row.unit,
    recorded_at: row.recordedAt.toISOString(),
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function systemMetricPage(
  db: TDb,
  query: TPageQuery & { metric_name?: string },
): Promise<TSystemMetricPage> {
  const rows = await listSystemMetrics(db, { name: query.metric_name, ...pageWindow(query) });
  const total = rows[0]?.total ?? 0;
  return {
    count: total,
    ...pageLinks(total, query.page, query.page_size),
    results: rows.map((row) => toSystemMetric(row.record)),
  };
}

async function systemMetricById(db: TDb, id: number): Promise<TSystemMetric> {
  const [row] = await listSystemMetrics(db, { id, limit: 1, offset: 0 });
  if (!row) throw recordNotFound();
  return toSystemMetric(row.record);
}

function metricColumns(input: TSystemMetricInput, now: Date) {
  return {
    metricName: input.metric_name,
    metricValue: input.metric_value,
    unit: input.unit,
    recordedAt: input.recorded_at ? new Date(input.recorded_at) : now,
    notes: input.notes,
  };
}

export async function createSystemMetric(
  db: TDb,
  input: TSystemMetricInput,
  context: TRecordContext,
): Promise<TSystemMetric> {
  const id = await insertSystemMetric(db, {
    ...metricColumns(input, context.now),
    createdBy: context.actorId,
    createdAt: context.now,
    updatedAt: context.now,
  });
  await auditRecord(db, context, 'admin.system_metric.create', 'system_metric', id);
  return systemMetricById(db, id);
}

export async function replaceSystemMetric(
  db: TDb,
  id: number,
  input: TSystemMetricInput,
  context: TRecordContext,
): Promise<TSystemMetric> {
  const updated = await updateSystemMetric(db, id, {
    ...metricColumns(input, context.now),
    updatedAt: context.now,
  });
  if (!updated) throw recordNotFound();
  await auditRecord(db, context, 'admin.system_metric.update', 'system_metric', id);
  return systemMetricById(db, id);
}

export async function removeSystemMetric(db: TDb, id: number, context: TRecordContext) {
  if (!(await deleteSystemMetric(db, id))) throw recordNotFound();
  await auditRecord(db, context, 'admin.system_metric.delete', 'system_metric', id);
}

function auditRecord(
  db: TDb,
  context: TRecordContext,
  action: string,
  targetType: string,
  targetId: number,
) {
  return audit(db, { actorId: context.actorId, action, targetType, targetId, ip: context.ip });
}
