// Staff area contract (spec 2 §2–§3, §5, §7 "Admin"): what the admin screens send and what the
// server answers. Field names are the spec's; fields marked "ours" are additions.
import { z } from 'zod';
import { PROGRAM_CODES } from '../constants/colleges';
import {
  ADMIN_ACTIONS,
  ANALYTICS_PERIODS_DAYS,
  BULK_USER_ACTIONS,
  DEFAULT_ANALYTICS_PERIOD_DAYS,
  TOKEN_USAGE_TYPES,
} from '../constants/tokens';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { ZUserBalance } from './billing-answers';
import { ZSaneIsoDate, ZSaneTimestamp } from './dates';
import { ZDbId } from './db-id';
import { ZPage } from './page';
import { SIGNOFF_STATES } from './signoff';

const count = z.number().int().min(0);

// ─── Requests ────────────────────────────────────────────────────────────────────────────────

/** POST /admin-dashboard/api/users/actions/. */
export const ZBulkUserActionInput = z.object({
  user_ids: z
    .array(ZDbId, { error: MESSAGES.admin.selectUsersFirst })
    .min(1, MESSAGES.admin.selectUsersFirst)
    .max(LIMITS.ADMIN_BULK_USERS_MAX, MESSAGES.admin.tooManyUsers),
  action: z.enum(BULK_USER_ACTIONS),
  reason: z.string().trim().max(LIMITS.TEXT_MAX).optional(),
});
export type TBulkUserActionInput = z.infer<typeof ZBulkUserActionInput>;

/** `days` query of the analytics and token-usage endpoints: 7, 30, 90 or 365, default 30. */
export const ZAnalyticsPeriod = z.coerce
  .number()
  .pipe(z.literal(ANALYTICS_PERIODS_DAYS))
  .default(DEFAULT_ANALYTICS_PERIOD_DAYS);

/** The user list's status filter: banned = deactivated; unverified = active, e-mail unconfirmed. */
export const ADMIN_USER_STATUSES = ['active', 'banned', 'unverified'] as const;
export type TAdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

/** The user list's `date` filter: joined today, in the last 7, 30 or 365 days. */
export const ADMIN_JOINED_PERIODS = ['today', 'week', 'month', 'year'] as const;
export type TAdminJoinedPeriod = (typeof ADMIN_JOINED_PERIODS)[number];

/** The users export's formats: CSV (spec 2) and an Excel workbook with typed cells (ADR 0022). */
export const USER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TUserExportFormat = (typeof USER_EXPORT_FORMATS)[number];

/**
 * Filters of GET /admin-dashboard/api/users/ and GET /admin/users/export/: `search` matches name,
 * e-mail, username or student id; `joined_from`/`joined_to` (ours) bound the join date, inclusive.
 */
export const ZAdminUserFilters = z.object({
  search: z.string().trim().max(200).optional(),
  program: z.enum(PROGRAM_CODES).optional(),
  status: z.enum(ADMIN_USER_STATUSES).optional(),
  date: z.enum(ADMIN_JOINED_PERIODS).optional(),
  joined_from: ZSaneIsoDate.optional(),
  joined_to: ZSaneIsoDate.optional(),
  /** Ours (issue 17): 'waiting' = students with a week sent to the supervisor over 7 days ago. */
  signoff: z.enum(['waiting']).optional(),
  /** Ours: students with no daily report dated in the last N days (today included). */
  no_entry_days: z.coerce
    .number({ error: MESSAGES.admin.noEntryDaysInvalid })
    .int(MESSAGES.admin.noEntryDaysInvalid)
    .min(1, MESSAGES.admin.noEntryDaysInvalid)
    .max(LIMITS.ADMIN_NO_ENTRY_DAYS_MAX, MESSAGES.admin.noEntryDaysInvalid)
    .optional(),
});
export type TAdminUserFilters = z.infer<typeof ZAdminUserFilters>;

/**
 * The user list's sort keys (ours, `ordering` as in Django REST framework: a leading `-` reverses):
 * `name` surname then first name; `date_joined`; `last_entry` the newest daily report's date
 * (never-logged first, newest last); `weeks` the weeks handed in (submitted or approved), then
 * the days logged. Ties go by name. Default `-date_joined` (newest first).
 */
export const ADMIN_USER_SORT_KEYS = ['name', 'date_joined', 'last_entry', 'weeks'] as const;
export type TAdminUserSortKey = (typeof ADMIN_USER_SORT_KEYS)[number];
export const ADMIN_USER_ORDERINGS = ADMIN_USER_SORT_KEYS.flatMap(
  (key) => [key, `-${key}`] as const,
);
export type TAdminUserOrdering = TAdminUserSortKey | `-${TAdminUserSortKey}`;
export const DEFAULT_ADMIN_USER_ORDERING: TAdminUserOrdering = '-date_joined';

export const ZAdminUserOrdering = z
  .enum(ADMIN_USER_ORDERINGS as [TAdminUserOrdering, ...TAdminUserOrdering[]], {
    error: MESSAGES.admin.orderingInvalid,
  })
  .default(DEFAULT_ADMIN_USER_ORDERING);

/** POST /admin-dashboard/api/user-actions/: one logged action on one user (applied as in bulk). */
export const ZUserActionInput = z.object({
  target_user_id: ZDbId,
  action: z.enum(ADMIN_ACTIONS),
  reason: z.string().trim().max(LIMITS.TEXT_MAX).optional(),
});
export type TUserActionInput = z.infer<typeof ZUserActionInput>;

/** POST and PUT /admin-dashboard/api/token-usage/: a staff-kept token usage record. */
export const ZTokenUsageRecordInput = z.object({
  user_id: ZDbId,
  tokens_used: z.number().int().min(0).max(1_000_000),
  usage_type: z.enum(TOKEN_USAGE_TYPES),
  description: z.string().trim().max(LIMITS.TEXT_MAX).default(''),
});
export type TTokenUsageRecordInput = z.infer<typeof ZTokenUsageRecordInput>;

/** POST and PUT /admin-dashboard/api/system-metrics/: one measured figure. */
export const ZSystemMetricInput = z.object({
  metric_name: z.string().trim().min(1).max(100),
  metric_value: z.number().finite(),
  unit: z.string().trim().max(30).default(''),
  /** When it was measured (ISO timestamp); default now. */
  recorded_at: ZSaneTimestamp.optional(),
  notes: z.string().trim().max(LIMITS.TEXT_MAX).default(''),
});
export type TSystemMetricInput = z.infer<typeof ZSystemMetricInput>;

/** PUT /calendar/ (staff): move the placement to start on another Monday. */
export const ZPlacementStartInput = z.object({
  start_date: ZSaneIsoDate,
});
export type TPlacementStartInput = z.infer<typeof ZPlacementStartInput>;

// ─── Answers ─────────────────────────────────────────────────────────────────────────────────

/** A newest-users row (dashboard, recent activity). */
export const ZRecentUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  date_joined: z.string(),
});
export type TRecentUser = z.infer<typeof ZRecentUser>;

/** A newest-AI-use row (dashboard, recent activity). */
export const ZRecentAiLog = z.object({
  user__first_name: z.string(),
  user__last_name: z.string(),
  enhancement_type: z.string(),
  tokens_consumed: count,
  content_type: z.string(),
  created_at: z.string(),
});
export type TRecentAiLog = z.infer<typeof ZRecentAiLog>;

/** GET /admin-dashboard/api/dashboard/stats/. */
export const ZAdminDashboardStats = z.object({
  /** Accounts (students and staff), deleted ones excluded. */
  total_users: count,
  /** Not banned and e-mail verified: the user list's `status=active`. */
  active_users: count,
  /** Joined in the last 7 days. */
  new_users_this_week: count,
  total_weekly_reports: count,
  /** Weekly reports created in the last 7 days. */
  reports_this_week: count,
  /** Tokens taken by debits, all time. */
  total_tokens_used: count,
  /** Tokens taken by debits in the last 7 days. */
  tokens_this_week: count,
  /** Payments waiting for a staff decision (PENDING): the Billing Dashboard tile says so. */
  pending_payments: count,
  /** The signed-in staff member. */
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    is_staff: z.boolean(),
  }),
  /** The 5 newest accounts. */
  recent_users: z.array(ZRecentUser),
  /** The 5 newest AI uses. */
  recent_ai_logs: z.array(ZRecentAiLog),
});
export type TAdminDashboardStats = z.infer<typeof ZAdminDashboardStats>;

/** Admin user record (spec 2 §3). `profile` is null for accounts without one (staff). */
export const ZAdminUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  email: z.string(),
  is_staff: z.boolean(),
  is_active: z.boolean(),
  /** Ours: the status filter's "unverified". */
  email_verified: z.boolean(),
  date_joined: z.string(),
  /** Ours. */
  last_login: z.string().nullable(),
  /** Ours: the date (YYYY-MM-DD) of the newest daily report, null when none. */
  last_entry: z.string().nullable(),
  profile: z
    .object({
      program: z.string().nullable(),
      year_of_study: z.number().int().nullable(),
      pt_phase: z.string().nullable(),
      department: z.string(),
      phone_number: z.string().nullable(),
      company_name: z.string().nullable(),
      company_region: z.string().nullable(),
      student_id: z.string(),
      profile_picture: z.string().nullable(),
    })
    .nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminPagination = z.object({
  page: z.number().int(),
  pages: count,
  has_next: z.boolean(),
  has_previous: z.boolean(),
  /** Users matching the filters. */
  total_count: count,
});
export type TAdminPagination = z.infer<typeof ZAdminPagination>;

/** Ours (issue 17): how many of the student's weeks are in each sign-off state. */
export const ZWeekStateCounts = z.object({
  draft: count,
  submitted: count,
  sent: count,
  approved: count,
  returned: count,
});
export type TWeekStateCounts = z.infer<typeof ZWeekStateCounts>;

/** GET /admin-dashboard/api/users/: one page (50) and the four totals (all accounts, unfiltered). */
export const ZAdminUserList = z.object({
  users: z.array(ZAdminUser.extend({ week_states: ZWeekStateCounts })),
  total_users: count,
  /** As the dashboard's: not banned and e-mail verified. */
  active_users: count,
  new_users_today: count,
  /** Joined in the last 7 days. */
  new_users_week: count,
  pagination: ZAdminPagination,
});
export type TAdminUserList = z.infer<typeof ZAdminUserList>;

/** GET /admin-dashboard/api/users/{id}/: the record with its token balance. */
export const ZAdminUserDetail = ZAdminUser.extend({
  token_balance: ZUserBalance,
  /** Ours: the user's log book size. */
  daily_reports: count,
  weekly_reports: count,
  /** Ours (issue 17): the weeks by sign-off state, and each week's. */
  week_states: ZWeekStateCounts,
  weeks: z.array(
    z.object({
      week_number: z.number().int(),
      state: z.enum(SIGNOFF_STATES),
      sent_at: z.string().nullable(),
      approved_by: z.string().nullable(),
      approved_at: z.string().nullable(),
      /** The address the approving link was mailed to, masked (j***@company.co.tz). */
      approved_email: z.string().nullable(),
    }),
  ),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

/**
 * GET /admin-dashboard/api/tokens/summary/: totals over every account, and the balances of one
 * page of users (or of the `user_ids` asked for).
 */
export const ZTokenSummary = z.object({
  summary: z.object({
    total_users: count,
    /** Users holding more than 0 tokens. */
    users_with_tokens: count,
    total_tokens_available: z.number().int(),
    total_tokens_used: count,
  }),
  balances: z.array(ZUserBalance),
  pagination: ZAdminPagination,
});
export type TTokenSummary = z.infer<typeof ZTokenSummary>;

/** One result of a bulk action. */
export const ZBulkUserActionAnswer = z.object({
  success: z.literal(true),
  /** e.g. '3 user(s) banned.' */
  message: z.string(),
  action: z.enum(BULK_USER_ACTIONS),
  /** Users the action was applied to (each got a user-action row). */
  processed: count,
  user_ids: z.array(z.number().int()),
});
export type TBulkUserActionAnswer = z.infer<typeof ZBulkUserActionAnswer>;

/** A user-action record: who did what to whom, and why. Names read 'Deleted user' once erased. */
export const ZUserAction = z.object({
  id: z.number().int(),
  /** The staff member's name. */
  admin_user: z.string(),
  admin_user_id: z.number().int().nullable(),
  /** The target's name. */
  target_user: z.string(),
  target_user_id: z.number().int(),
  action: z.enum(ADMIN_ACTIONS),
  reason: z.string(),
  created_at: z.string(),
});
export type TUserAction = z.infer<typeof ZUserAction>;

export const ZUserActionPage = ZPage(ZUserAction);
export type TUserActionPage = z.infer<typeof ZUserActionPage>;

/** A staff-kept token usage record. */
export const ZTokenUsageRecord = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_full_name: z.string(),
  tokens_used: count,
  usage_type: z.enum(TOKEN_USAGE_TYPES),
  description: z.string(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TTokenUsageRecord = z.infer<typeof ZTokenUsageRecord>;

export const ZTokenUsageRecordPage = ZPage(ZTokenUsageRecord);
export type TTokenUsageRecordPage = z.infer<typeof ZTokenUsageRecordPage>;

export const ZSystemMetric = z.object({
  id: z.number().int(),
  metric_name: z.string(),
  metric_value: z.number(),
  unit: z.string(),
  recorded_at: z.string(),
  notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSystemMetric = z.infer<typeof ZSystemMetric>;

export const ZSystemMetricPage = ZPage(ZSystemMetric);
export type TSystemMetricPage = z.infer<typeof ZSystemMetricPage>;
