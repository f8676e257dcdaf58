// The user list's filters, selection and bulk actions (spec 2 §2 /admin/users, §5 Bulk actions).
import {
  ADMIN_JOINED_PERIODS,
  COLLEGES,
  LIMITS,
  MESSAGES,
  SIGNOFF_STATES,
  type TAdminJoinedPeriod,
  type TAdminUser,
  type TAdminUserStatus,
  type TBulkUserAction,
  type TProgramCode,
  type TSignoffState,
} from '@ptlog/shared';
import type { QueryValue } from '../../lib/api';

export const USERS_PAGE_SIZE = LIMITS.ADMIN_PAGE_SIZE;

export interface TUserFilterForm {
  search: string;
  program: TProgramCode | '';
  status: TAdminUserStatus | '';
  date: TAdminJoinedPeriod | '';
  /** Joined on or after / on or before (YYYY-MM-DD, '' = open). */
  joined_from: string;
  joined_to: string;
  /** 'waiting': a week sent to the supervisor over 7 days ago and still unanswered. */
  signoff: 'waiting' | '';
}

export const NO_USER_FILTERS: TUserFilterForm = {
  search: '',
  program: '',
  status: '',
  date: '',
  joined_from: '',
  joined_to: '',
  signoff: '',
};

export const SIGNOFF_FILTER_OPTIONS = [
  { value: '', label: 'Any' },
  { value: 'waiting', label: 'Weeks waiting for the supervisor over 7 days' },
];

export const SIGNOFF_STATE_COLOR: Record<TSignoffState, string> = {
  draft: 'gray',
  submitted: 'blue',
  sent: 'yellow',
  approved: 'green',
  returned: 'orange',
};

/** A student's weeks by sign-off state, as short text ('2 approved · 1 sent'), '—' when none. */
export function weekStatesText(states: Record<TSignoffState, number>): string {
  const parts = SIGNOFF_STATES.filter((state) => states[state] > 0).map(
    (state) => `${states[state]} ${state}`,
  );
  return parts.length > 0 ? parts.join(' · ') : '—';
}

export const USER_STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'banned', label: 'Banned' },
  { value: 'unverified', label: 'E-mail not verified' },
];

const JOINED_LABEL: Record<TAdminJoinedPeriod, string> = {
  today: 'Joined today',
  week: 'Last 7 days',
  month: 'Last 30 days',
  year: 'Last 365 days',
};

export const JOINED_OPTIONS = [
  { value: '', label: 'Any time' },
  ...ADMIN_JOINED_PERIODS.map((period) => ({ value: period, label: JOINED_LABEL[period] })),
];

/** Programs grouped by college, as the registration form shows them. */
export const PROGRAM_OPTIONS = [
  { group: 'Any', items: [{ value: '', label: 'All programs' }] },
  ...COLLEGES.map((college) => ({
    group: college.name,
    items: college.programs.map((program) => ({ value: program.code, label: program.label })),
  })),
];

const PROGRAM_LABEL = new Map<string, string>(
  COLLEGES.flatMap((college) => college.programs.map((p) => [p.code, p.label] as const)),
);

export function programLabel(code: string | null | undefined): string {
  if (!code) return '—';
  return PROGRAM_LABEL.get(code) ?? code;
}

/** Only the filters that are set; the export takes the same ones. */
export function userFilterQuery(filters: TUserFilterForm): Record<string, QueryValue> {
  const search = filters.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(filters.program ? { program: filters.program } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.date ? { date: filters.date } : {}),
    ...(filters.joined_from ? { joined_from: filters.joined_from } : {}),
    ...(filters.joined_to ? { joined_to: filters.joined_to } : {}),
    ...(filters.signoff ? { signoff: filters.signoff } : {}),
  };
}

export function userListQuery(filters: TUserFilterForm, page: number): Record<string, QueryValue> {
  return { ...userFilterQuery(filters), page, page_size: USERS_PAGE_SIZE };
}

export function hasUserFilters(filters: TUserFilterForm): boolean {
  return Object.keys(userFilterQuery(filters)).length > 0;
}

export type TUserState = 'active' | 'banned' | 'unverified';

export function userState(user: Pick<TAdminUser, 'is_active' | 'email_verified'>): TUserState {
  if (!user.is_active) return 'banned';
  return user.email_verified ? 'active' : 'unverified';
}

export const USER_STATE_BADGE: Record<TUserState, { color: string; label: string }> = {
  active: { color: 'green', label: 'Active' },
  banned: { color: 'red', label: 'Banned' },
  unverified: { color: 'yellow', label: 'Unverified' },
};

/** Ticks or unticks every user of the page, keeping the ticks on other pages. */
export function toggleAll(selected: ReadonlySet<number>, pageIds: number[]): Set<number> {
  const next = new Set(selected);
  const allTicked = pageIds.length > 0 && pageIds.every((id) => next.has(id));
  for (const id of pageIds) {
    if (allTicked) next.delete(id);
    else next.add(id);
  }
  return next;
}

export function toggleOne(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export const BULK_ACTION_VERB: Record<TBulkUserAction, string> = {
  BAN: 'ban',
  UNBAN: 'unban',
  ACTIVATE: 'activate',
  DELETE: 'delete',
};

export const BULK_ACTION_COLOR: Record<TBulkUserAction, string> = {
  BAN: 'red',
  UNBAN: 'blue',
  ACTIVATE: 'green',
  DELETE: 'red',
};

/** The prompts before a bulk action: DELETE asks twice (spec 2 §5). */
export function bulkConfirmations(action: TBulkUserAction, count: number): string[] {
  const users = count === 1 ? '1 user' : `${count} users`;
  const first = `Are you sure you want to ${BULK_ACTION_VERB[action]} ${users}?`;
  return action === 'DELETE' ? [first, MESSAGES.admin.deleteSecondConfirm] : [first];
}

/** 'users-2026-11-23.csv' */
export function exportFileName(today: string): string {
  return `users-${today}.csv`;
}

/** '1 user · page 1 of 1', '120 users · page 2 of 3'. */
export function userPageText(pagination: {
  total_count: number;
  page: number;
  pages: number;
}): string {
  const users =
    pagination.total_count === 1
      ? '1 user'
      : `${pagination.total_count.toLocaleString('en-US')} users`;
  return `${users} · page ${pagination.page} of ${Math.max(1, pagination.pages)}`;
}
