// Dashboard wording (spec 1 §2 /dashboard, §4 "Dashboard week node").
import type { TLogbookWeekStatus, TWeeklyStatus } from '@ptlog/shared';

export interface TRoadmapNode {
  week: number;
  state: TLogbookWeekStatus;
  isCurrent: boolean;
  /** 'Week 3: in progress': the node link's accessible name. */
  label: string;
}

const STATE_WORDS: Record<TLogbookWeekStatus, string> = {
  completed: 'completed',
  'in-progress': 'in progress',
  'not-started': 'upcoming',
  missed: 'missed',
};

/** The roadmap's nodes: each week's state by the same rule as the overview's cards. */
export function roadmapNodes(
  weeks: readonly { week: number; status: TLogbookWeekStatus; isCurrent: boolean }[],
): TRoadmapNode[] {
  return weeks.map(({ week, status, isCurrent }) => ({
    week,
    state: status,
    isCurrent,
    label: `Week ${week}: ${STATE_WORDS[status]}`,
  }));
}

/** The first name to greet: the session's user, else the dashboard's, else nothing. */
export function firstNameOf(...candidates: (string | null | undefined)[]): string {
  for (const name of candidates) {
    const trimmed = name?.trim();
    if (trimmed) return trimmed;
  }
  return '';
}

/** 'Tanzania Breweries · Dar es Salaam'; null when neither is set. */
export function companyLine(company: string | null | undefined, region: string | null | undefined) {
  const parts = [company, region].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** 'pending' → 'Pending', 'in_progress' → 'In progress'. */
export function statusWord(status: string): string {
  const text = status.replaceAll('_', ' ').trim().toLowerCase();
  return text ? text[0]!.toUpperCase() + text.slice(1) : 'Pending';
}

/** The badge of a weekly report: its status, DRAFT by default. */
export function weeklyBadge(status: TWeeklyStatus | string | null | undefined): string {
  return status?.trim() ? status.trim().toUpperCase() : 'DRAFT';
}
