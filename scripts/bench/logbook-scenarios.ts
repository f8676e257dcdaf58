// The calls `npm run bench:logbook` measures (and `bench:profile` profiles), each a scenario
// that makes its next request: a seeded student's reads, paged lists and daily POSTs, and the
// liveness probe as the baseline of the same run.
import { addDays } from '@ptlog/shared';
import type { TBenchScenario } from './harness';
import type { TBenchStudent } from './logbook-seed';

export const WEEKLY_READ = 'GET /api/reports/weekly/week/{n}/';
export const PAGED_LIST = 'GET /api/reports/daily/?week_number= (paged)';
/** The student's other paged lists, each read with its count in one statement. */
export const STUDENT_LISTS = [
  {
    name: 'GET /api/billing/transactions/ (paged)',
    path: '/api/billing/transactions/?page_size=5',
  },
  {
    name: 'GET /api/billing/token-usage/usage_history/',
    path: '/api/billing/token-usage/usage_history/?page_size=10',
  },
  { name: 'GET /api/reports/main-jobs/ (paged)', path: '/api/reports/main-jobs/?page_size=5' },
];

export interface TScenario extends TBenchScenario {
  /** The earlier product's backend on this 2-core machine at 50 connections (issue 4). */
  earlierRps?: number;
}

export function scenarios(
  readers: TBenchStudent[],
  writers: TBenchStudent[],
  start: string,
): TScenario[] {
  let read = 0;
  let list = 0;
  let paged = 0;
  let write = 0;
  // Every POST is a new (student, date): 1,000 students × 40 weekdays = 40,000 distinct reports.
  const slots = writers.flatMap((writer) =>
    Array.from({ length: 40 }, (_, index) => ({
      token: writer.access,
      date: addDays(start, Math.floor(index / 5) * 7 + (index % 5)),
    })),
  );
  for (let index = slots.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [slots[index], slots[other]] = [slots[other]!, slots[index]!];
  }
  return [
    {
      name: 'GET /api/health/live (baseline)',
      method: 'GET',
      next: () => ({ path: '/api/health/live' }),
    },
    {
      name: WEEKLY_READ,
      method: 'GET',
      earlierRps: 400,
      next: () => {
        read += 1;
        return {
          path: `/api/reports/weekly/week/${(read % 8) + 1}/`,
          token: readers[read % readers.length]!.access,
        };
      },
    },
    {
      name: 'GET /api/reports/daily/week/?week_number=',
      method: 'GET',
      earlierRps: 420,
      next: () => {
        list += 1;
        return {
          path: `/api/reports/daily/week/?week_number=${(list % 8) + 1}`,
          token: readers[list % readers.length]!.access,
        };
      },
    },
    {
      name: PAGED_LIST,
      method: 'GET',
      next: () => {
        paged += 1;
        return {
          path: `/api/reports/daily/?week_number=${(paged % 8) + 1}`,
          token: readers[(paged * 7) % readers.length]!.access,
        };
      },
    },
    ...STUDENT_LISTS.map(({ name, path }, index) => {
      let read = index;
      return {
        name,
        method: 'GET' as const,
        next: () => {
          read += 1;
          // Page 1 or 2 of the student's list, so both the first page and an offset are read.
          return {
            path: `${path}&page=${(read % 2) + 1}`,
            token: readers[(read * 11) % readers.length]!.access,
          };
        },
      };
    }),
    {
      name: 'POST /api/reports/daily/',
      method: 'POST',
      earlierRps: 105,
      next: () => {
        const slot = slots[write % slots.length]!;
        write += 1;
        return {
          path: '/api/reports/daily/',
          token: slot.token,
          body: JSON.stringify({
            date: slot.date,
            hours_spent: 7.5,
            description: 'Replaced the bearings of the conveyor motor and tested the vibration.',
          }),
        };
      },
    },
  ];
}
