// The user list's filters, selection and bulk actions (spec 2 §2 /admin/users, §5 Bulk actions).
import {
  ADMIN_JOINED_PERIODS,
  COLLEGES,
  DEFAULT_ADMIN_USER_ORDERING,
  LIMITS,
  MESSAGES,
  SIGNOFF_STATES,
  type TAdminJoinedPeriod,
  type TAdminUser,
  type TAdminUserOrdering,
  type TAdminUserSortKey,
  type TAdminUserStatus,
  type TBulkUserAction,
  type TProgramCode,
  type TSignoffState,
  type TUserExportFormat,
} from '@ptlog/shared';
import { translateMessage } from '../../i18n/messages';
import type { QueryValue } from '../../lib/api';
import type { TTranslate } from './format';

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
  /** Students with no daily report dated in the last 7 or 14 days ('' = any). */
  no_entry_days: '7' | '14' | '';
}

export const NO_USER_FILTERS: TUserFilterForm = {
  search: '',
  program: '',
  status: '',
  date: '',
  joined_from: '',
  joined_to: '',
  signoff: '',
  no_entry_days: '',
};

/** The day counts the "no entry" filter offers: a week, two weeks. */
export const NO_ENTRY_DAY_CHOICES = ['7', '14'] as const;

export function noEntryFilterOptions(t: TTranslate) {
  return [
    { value: '', label: t('admin:filters.noEntryAny') },
    ...NO_ENTRY_DAY_CHOICES.map((days) => ({
      value: days,
      label: t('admin:filters.noEntryDays', { days }),
    })),
  ];
}

/**
 * The way a column sorts when first chosen: names A to Z, the newest joined first, and for the
 * log book the students furthest behind first (never logged, oldest last entry, fewest weeks).
 */
const FIRST_DIRECTION: Record<TAdminUserSortKey, 'asc' | 'desc'> = {
  date_joined: 'desc',
  name: 'asc',
  last_entry: 'asc',
  weeks: 'asc',
};

export function sortKeyOf(ordering: TAdminUserOrdering): TAdminUserSortKey {
  return ordering.replace(/^-/, '') as TAdminUserSortKey;
}

export function sortDirectionOf(ordering: TAdminUserOrdering): 'asc' | 'desc' {
  return ordering.startsWith('-') ? 'desc' : 'asc';
}

function orderingOf(key: TAdminUserSortKey, direction: 'asc' | 'desc'): TAdminUserOrdering {
  return direction === 'desc' ? `-${key}` : key;
}

/** A header pressed: its column's first direction, or the other way when it already sorts. */
export function nextOrdering(
  current: TAdminUserOrdering,
  key: TAdminUserSortKey,
): TAdminUserOrdering {
  if (sortKeyOf(current) !== key) return orderingOf(key, FIRST_DIRECTION[key]);
  return orderingOf(key, sortDirectionOf(current) === 'asc' ? 'desc' : 'asc');
}

/** `aria-sort` of a column header: only the sorting column has one. */
export function ariaSortOf(
  ordering: TAdminUserOrdering,
  key: TAdminUserSortKey,
): 'ascending' | 'descending' | undefined {
  if (sortKeyOf(ordering) !== key) return undefined;
  return sortDirectionOf(ordering) === 'asc' ? 'ascending' : 'descending';
}

/** Every ordering, each column in its first direction then the other (the phone's Sort by). */
export function sortOptions(t: TTranslate) {
  return (Object.keys(FIRST_DIRECTION) as TAdminUserSortKey[]).flatMap((key) => {
    const first = FIRST_DIRECTION[key];
    return [first, first === 'asc' ? 'desc' : 'asc'].map((direction) => ({
      value: orderingOf(key, direction as 'asc' | 'desc'),
      label: t(`admin:table.sortOption.${key}.${direction}`),
    }));
  });
}

export function signoffFilterOptions(t: TTranslate) {
  return [
    { value: '', label: t('admin:filters.signoffAny') },
    { value: 'waiting', label: t('admin:filters.signoffWaiting') },
  ];
}

export const SIGNOFF_STATE_COLOR: Record<TSignoffState, string> = {
  draft: 'gray',
  submitted: 'blue',
  sent: 'yellow',
  approved: 'green',
  returned: 'orange',
};

/** A student's weeks by sign-off state, as short text ('2 approved · 1 sent'), '—' when none. */
export function weekStatesText(t: TTranslate, states: Record<TSignoffState, number>): string {
  const parts = SIGNOFF_STATES.filter((state) => states[state] > 0).map((state) =>
    t(`admin:weekState.${state}`, { count: states[state] }),
  );
  return parts.length > 0 ? parts.join(' · ') : '—';
}

export function userStatusOptions(t: TTranslate) {
  return [
    { value: '', label: t('admin:filters.allStatuses') },
    { value: 'active', label: t('admin:filters.active') },
    { value: 'banned', label: t('admin:filters.banned') },
    { value: 'unverified', label: t('admin:filters.unverified') },
  ];
}

export function joinedOptions(t: TTranslate) {
  return [
    { value: '', label: t('admin:filters.anyTime') },
    ...ADMIN_JOINED_PERIODS.map((period: TAdminJoinedPeriod) => ({
      value: period,
      label: t(`admin:filters.${period}`),
    })),
  ];
}

/** Programs grouped by college, as the registration form shows them. */
export function programOptions(t: TTranslate) {
  return [
    {
      group: t('admin:filters.programAny'),
      items: [{ value: '', label: t('admin:filters.allPrograms') }],
    },
    ...COLLEGES.map((college) => ({
      group: college.name,
      items: college.programs.map((program) => ({ value: program.code, label: program.label })),
    })),
  ];
}

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
    ...(filters.no_entry_days ? { no_entry_days: filters.no_entry_days } : {}),
  };
}

export function userListQuery(
  filters: TUserFilterForm,
  page: number,
  ordering: TAdminUserOrdering = DEFAULT_ADMIN_USER_ORDERING,
): Record<string, QueryValue> {
  return {
    ...userFilterQuery(filters),
    ...(ordering === DEFAULT_ADMIN_USER_ORDERING ? {} : { ordering }),
    page,
    page_size: USERS_PAGE_SIZE,
  };
}

export function hasUserFilters(filters: TUserFilterForm): boolean {
  return Object.keys(userFilterQuery(filters)).length > 0;
}

export type TUserState = 'active' | 'banned' | 'unverified';

export function userState(user: Pick<TAdminUser, 'is_active' | 'email_verified'>): TUserState {
  if (!user.is_active) return 'banned';
  return user.email_verified ? 'active' : 'unverified';
}

export const USER_STATE_COLOR: Record<TUserState, string> = {
  active: 'green',
  banned: 'red',
  unverified: 'yellow',
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

export const BULK_ACTION_COLOR: Record<TBulkUserAction, string> = {
  BAN: 'red',
  UNBAN: 'blue',
  ACTIVATE: 'green',
  DELETE: 'red',
};

/**
 * The prompts before a bulk action: DELETE asks twice (spec 2 §5). `skipped` ticked staff accounts
 * are left out of any action (bulk-targets.ts): the first prompt says so.
 */
export function bulkConfirmations(
  t: TTranslate,
  action: TBulkUserAction,
  count: number,
  skipped = 0,
): string[] {
  const question = t(`admin:bulk.confirm.${action}`, { count });
  const first =
    skipped > 0 ? `${question} ${t('admin:bulk.staffSkipped', { count: skipped })}` : question;
  return action === 'DELETE'
    ? [first, translateMessage(MESSAGES.admin.deleteSecondConfirm)]
    : [first];
}

/** 'users-2026-11-23.csv', 'users-2026-11-23.xlsx' */
export function exportFileName(today: string, format: TUserExportFormat): string {
  return `users-${today}.${format}`;
}

/** '1 user · page 1 of 1', '120 users · page 2 of 3'. */
export function userPageText(
  t: TTranslate,
  pagination: { total_count: number; page: number; pages: number },
): string {
  return t('admin:users.pageText', {
    count: pagination.total_count,
    page: pagination.page,
    pages: Math.max(1, pagination.pages),
  });
}
