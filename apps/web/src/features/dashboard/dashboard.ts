// Dashboard wording (spec 1 §2 /dashboard, §4 "Dashboard week node").
import type { TLogbookWeekStatus, TWeeklyStatus } from '@ptlog/shared';

export interface TRoadmapNode {
  week: number;
  state: TLogbookWeekStatus;
  isCurrent: boolean;
  /** The state's word in the node link's accessible name ('Week 3: in progress'). */
  stateWord: TRoadmapStateWord;
}

export type TRoadmapStateWord = 'completed' | 'inProgress' | 'upcoming';

const STATE_WORDS: Record<TLogbookWeekStatus, TRoadmapStateWord> = {
  completed: 'completed',
  'in-progress': 'inProgress',
  'not-started': 'upcoming',
};

/** The roadmap's nodes: each week's state by the same rule as the overview's cards. */
export function roadmapNodes(
  weeks: readonly { week: number; status: TLogbookWeekStatus; isCurrent: boolean }[],
): TRoadmapNode[] {
  return weeks.map(({ week, status, isCurrent }) => ({
    week,
    state: status,
    isCurrent,
    stateWord: STATE_WORDS[status],
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

/** The part of the day a greeting names: 'Good morning' → 'morning'. */
export function greetingPart(greeting: string): 'morning' | 'afternoon' | 'evening' {
  if (greeting === 'Good morning') return 'morning';
  return greeting === 'Good afternoon' ? 'afternoon' : 'evening';
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
