import {
  ERROR_CODES,
  MESSAGES,
  signoffStateOf,
  type TAdminUserDetail,
  type TAdminUserFilters,
  type TAdminUserList,
  type TAdminUserOrdering,
  type TTokenSummary,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageWindow, type TPageQuery, windowTotal } from '../../lib/pagination';
import { maskEmail } from '../signoff/signoff.presenter';
import { toUserBalance } from '../tokens/tokens.presenter';
import { joinedWindows } from './admin-dates';
import { noWeekStates, weekStatesOfUsers, weeksOfUser } from './admin-signoff.repository';
import { balanceFilter, countBalances, listBalances, tokenTotals } from './admin-tokens.repository';
import { adminPagination, toAdminUser } from './admin-users.presenter';
import {
  findAdminUser,
  listAdminUsers,
  logbookSize,
  userCounts,
  userFilterWhere,
} from './admin-users.repository';

/** One page of the filtered user list in the asked order and the four totals over every account. */
export async function userList(
  db: TDb,
  query: TPageQuery & TAdminUserFilters & { ordering: TAdminUserOrdering },
  now: Date,
): Promise<TAdminUserList> {
  const { page, page_size, ordering, ...filters } = query;
  const windows = joinedWindows(now);
  const where = userFilterWhere(filters, windows);
  const [rows, counts] = await Promise.all([
    listAdminUsers(db, where, pageWindow({ page, page_size }), ordering),
    userCounts(db, where, windows),
  ]);
  const states = await weekStatesOfUsers(
    db,
    rows.map((row) => row.id),
  );
  return {
    users: rows.map((row) => ({
      ...toAdminUser(row),
      week_states: states.get(row.id) ?? noWeekStates(),
    })),
    total_users: counts.total,
    active_users: counts.active,
    new_users_today: counts.today,
    new_users_week: counts.week,
    pagination: adminPagination(counts.matching, page, page_size),
  };
}

function userNotFound() {
  return new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.admin.userNotFound);
}

/** The record of one live user with its token balance and log book size; 404 otherwise. */
export async function userDetail(db: TDb, id: number): Promise<TAdminUserDetail> {
  const [row, balances, size, states, weeks] = await Promise.all([
    findAdminUser(db, id),
    listBalances(db, balanceFilter({ userIds: [id] }), { limit: 1, offset: 0 }),
    logbookSize(db, id),
    weekStatesOfUsers(db, [id]),
    weeksOfUser(db, id),
  ]);
  const balance = balances[0];
  if (!row || !balance) throw userNotFound();
  return {
    ...toAdminUser(row),
    token_balance: toUserBalance(balance),
    daily_reports: size.daily,
    weekly_reports: size.weekly,
    week_states: states.get(id) ?? noWeekStates(),
    weeks: weeks.map((week) => ({
      week_number: week.weekNumber,
      state: signoffStateOf(week),
      sent_at: week.status === 'SUBMITTED' ? (week.sentAt?.toISOString() ?? null) : null,
      approved_by: week.approvedBy,
      approved_at: week.approvedAt?.toISOString() ?? null,
      approved_email: week.status === 'APPROVED' ? maskEmail(week.approvedEmail) : null,
    })),
  };
}

/** Token totals over every account and the balances of one page (or of the ids asked for). */
export async function tokenSummary(
  db: TDb,
  query: TPageQuery & { search?: string; user_ids?: number[] },
): Promise<TTokenSummary> {
  const where = balanceFilter({ search: query.search, userIds: query.user_ids });
  const window = pageWindow(query);
  const [totals, rows] = await Promise.all([tokenTotals(db), listBalances(db, where, window)]);
  const matching = await windowTotal(rows, window.offset, () => countBalances(db, where));
  return {
    summary: {
      total_users: totals.totalUsers,
      users_with_tokens: totals.usersWithTokens,
      total_tokens_available: totals.available,
      total_tokens_used: totals.used,
    },
    balances: rows.map(toUserBalance),
    pagination: adminPagination(matching, query.page, query.page_size),
  };
}
