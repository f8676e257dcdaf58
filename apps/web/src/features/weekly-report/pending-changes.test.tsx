// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { offlineOutbox } from '../../lib/offline-outbox';
import { fakeApi } from '../../test/fake-api';
import { testQueryClient } from '../../test/render';
import { signedInStudent } from '../../test/session';
import { useSubmitWeeklyReport } from './api';
import { summaryDrafts } from './components/usePendingSummary';
import { useEnhanceWeek } from './enhance-api';
import { ChangesNotSentError } from './pending-changes';
import { weeklyFixture } from './weekly-report.fixture';

const SUMMARY_PATH = 'PUT /reports/weekly/week/2/';

function keepSummaryOffline(summary: string) {
  offlineOutbox.put({
    key: 'weekly:2',
    label: 'Weekly report of week 2',
    method: 'PUT',
    path: '/reports/weekly/week/2/',
    body: { summary },
  });
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>;
}

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('Submit and Enhance with changes waiting on this device', () => {
  it('does not submit while a summary kept offline could not be sent', async () => {
    const server = fakeApi({
      ...signedInStudent(),
      [SUMMARY_PATH]: () => ({ status: 503, body: { detail: 'busy' } }),
      'PATCH /reports/weekly/week/2/submit/': () => ({
        body: weeklyFixture({ week_number: 2, status: 'SUBMITTED' }),
      }),
    });
    keepSummaryOffline('My whole week, typed offline');
    const { result } = renderHook(() => useSubmitWeeklyReport(2), { wrapper });

    const error = await act(() => failureOf(() => result.current.mutateAsync()));

    expect(error).toBeInstanceOf(ChangesNotSentError);
    expect((error as Error).message).toBe(
      '1 change kept on this device has not been sent yet. Check your connection and try again.',
    );
    expect(server.callsTo('PATCH /reports/weekly/week/2/submit/')).toEqual([]);
    expect(offlineOutbox.list().map((entry) => entry.key)).toEqual(['weekly:2']);
  });

  it('does not enhance (nor charge) while a summary kept offline could not be sent', async () => {
    const server = fakeApi({
      ...signedInStudent(),
      [SUMMARY_PATH]: () => ({ status: 503, body: { detail: 'busy' } }),
    });
    keepSummaryOffline('Raw summary typed offline');
    const { result } = renderHook(() => useEnhanceWeek(2), { wrapper });

    const error = await act(() =>
      failureOf(() => result.current.mutateAsync({ body: {}, key: 'k1' })),
    );

    expect(error).toBeInstanceOf(ChangesNotSentError);
    expect(server.callsTo('POST /reports/weekly/week/2/enhance_with_ai/')).toEqual([]);
  });

  it('keeps a change refused for good as a draft, and then submits', async () => {
    const server = fakeApi({
      ...signedInStudent(),
      [SUMMARY_PATH]: () => ({
        status: 400,
        body: {
          detail: 'Invalid',
          summary: ['Ensure this field has no more than 5000 characters.'],
        },
      }),
      'PATCH /reports/weekly/week/2/submit/': () => ({
        body: weeklyFixture({ week_number: 2, status: 'SUBMITTED' }),
      }),
    });
    keepSummaryOffline('A summary the server refuses');
    const { result } = renderHook(() => useSubmitWeeklyReport(2), { wrapper });

    await act(() => result.current.mutateAsync());

    expect(server.callsTo('PATCH /reports/weekly/week/2/submit/')).toHaveLength(1);
    expect(offlineOutbox.list()).toEqual([]);
    expect(summaryDrafts(2).read('')).toBe('A summary the server refuses');
  });
});
