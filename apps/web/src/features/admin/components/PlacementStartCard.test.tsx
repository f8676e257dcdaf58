// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { MESSAGES } from '@ptlog/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlacementStartCard } from './PlacementStartCard';

vi.mock('../../../app/session/SessionProvider', () => ({
  useSession: () => ({ logout: vi.fn(async () => {}) }),
}));
vi.mock('../../../app/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const calendar = (start: string) => ({
  start_date: start,
  end_date: '2027-01-01',
  current_week: 3,
  today: '2026-11-23',
  weeks: [],
});

// Rendering Mantine in happy-dom is slow on a busy machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 5_000 });

const preview = (start: string, refusal: { code: string; detail: string } | null = null) => ({
  start_date: start,
  current_start_date: '2026-11-09',
  week_shift: -1,
  daily_reports: 8,
  weekly_reports: 2,
  students: 2,
  example: { date: '2026-11-17', week_before: 2, week_after: 1 },
  refusal,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const SUBMITTED = MESSAGES.placementMove.weeksSubmitted(12);

describe('placement start date', { timeout: 30_000 }, () => {
  let puts: { start_date: string }[];
  let refusal: { code: string; detail: string } | null;
  let putAnswer: { status: number; body: unknown } | null;
  let previewAnswer: { status: number; body: unknown } | null;
  beforeEach(() => {
    puts = [];
    refusal = null;
    putAnswer = null;
    previewAnswer = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname.endsWith('/calendar/preview/')) {
          if (previewAnswer) return json(previewAnswer.body, previewAnswer.status);
          return json(preview(url.searchParams.get('start_date') ?? '', refusal));
        }
        const body = init?.body ? JSON.parse(String(init.body)) : undefined;
        if (init?.method === 'PUT') {
          puts.push(body);
          if (putAnswer) return json(putAnswer.body, putAnswer.status);
        }
        // The server keeps the last date put.
        const start =
          init?.method === 'PUT' ? body.start_date : (puts.at(-1)?.start_date ?? '2026-11-09');
        return json(calendar(start));
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function renderCard() {
    render(
      <MantineProvider>
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <PlacementStartCard />
        </QueryClientProvider>
      </MantineProvider>,
    );
  }

  async function openDialogFor(date: string) {
    const user = userEvent.setup();
    renderCard();
    const input = await screen.findByLabelText('New start (a Monday)');
    fireEvent.change(input, { target: { value: date } });
    await user.click(screen.getByRole('button', { name: 'Change start date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the placement start date?' });
    return { user, dialog };
  }

  it('takes a Monday only, and moves the placement after a confirmation', async () => {
    const user = userEvent.setup();
    renderCard();
    const input = await screen.findByLabelText('New start (a Monday)');
    expect((input as HTMLInputElement).value).toBe('2026-11-09');
    const change = screen.getByRole('button', { name: 'Change start date' });

    fireEvent.change(input, { target: { value: '2026-11-17' } });
    await user.click(change);
    expect(screen.getByText(MESSAGES.admin.placementStartNotMonday)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(input, { target: { value: '2026-11-16' } });
    expect(screen.queryByText(MESSAGES.admin.placementStartNotMonday)).toBeNull();
    await user.click(change);
    const dialog = await screen.findByRole('dialog', { name: 'Change the placement start date?' });
    // The server's dry run says what moves before anything does.
    await within(dialog).findByText('Week 1 will start on 16 Nov 2026.');
    expect(
      within(dialog).getByText(
        '8 entries and 2 weekly pages of 2 students move with their dates: an entry of 17 Nov 2026 stays on 17 Nov 2026 and is now in week 1 (it was week 2).',
      ),
    ).toBeTruthy();
    expect(puts).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Change start date' }));
    await waitFor(() => expect(puts).toEqual([{ start_date: '2026-11-16' }]));
    // Saved, Change is disabled and cannot take the focus back: the date field has it.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect((change as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows why the server would refuse the move, and offers no way to confirm it', async () => {
    refusal = { code: 'placement_weeks_submitted', detail: SUBMITTED };
    const { dialog } = await openDialogFor('2026-11-16');
    expect(await within(dialog).findByText(SUBMITTED)).toBeTruthy();
    expect(within(dialog).getByText('This start cannot be used')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Change start date' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(puts).toEqual([]);
  });

  it('says under the field that a Monday years away is out of range, and asks the server nothing', async () => {
    const user = userEvent.setup();
    renderCard();
    const input = await screen.findByLabelText('New start (a Monday)');
    fireEvent.change(input, { target: { value: '2030-01-07' } });
    await user.click(screen.getByRole('button', { name: 'Change start date' }));
    expect(screen.getByText(MESSAGES.admin.placementStartOutOfRange)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a 4xx answer of the preview as a refusal, without Retry', async () => {
    const detail = MESSAGES.admin.placementStartOutOfRange;
    previewAnswer = {
      status: 400,
      body: { code: 'validation_error', detail, errors: { start_date: [detail] } },
    };
    const { dialog } = await openDialogFor('2026-11-16');
    expect(await within(dialog).findByText(detail)).toBeTruthy();
    expect(within(dialog).getByText('This start cannot be used')).toBeTruthy();
    expect(within(dialog).queryByText('Could not check what this change does')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Change start date' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('offers Retry when the preview fails on the server', async () => {
    previewAnswer = { status: 503, body: { detail: 'Service unavailable' } };
    const { dialog } = await openDialogFor('2026-11-16');
    expect(await within(dialog).findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(within(dialog).queryByText('This start cannot be used')).toBeNull();
  });

  it('keeps the dialog open with the reason when the move itself is refused', async () => {
    putAnswer = { status: 409, body: { code: 'placement_weeks_submitted', detail: SUBMITTED } };
    const { user, dialog } = await openDialogFor('2026-11-16');
    const confirm = await within(dialog).findByRole('button', { name: 'Change start date' });
    await user.click(confirm);
    expect(await within(dialog).findByText(SUBMITTED)).toBeTruthy();
    expect(puts).toEqual([{ start_date: '2026-11-16' }]);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Change start date' })).toBeNull();
  });
});

// GET /calendar/ clamps current_week to 1..8 (packages/shared currentWeek): before the start it
// says 1, after the end 8. Neither is the week today is in.
describe('placement start card outside the placement', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  async function cardTextOn(answer: Record<string, unknown>) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ weeks: [], ...answer })),
    );
    render(
      <MantineProvider>
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <PlacementStartCard />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await screen.findByLabelText('New start (a Monday)');
    return screen.getByRole('region', { name: 'Placement start date' }).textContent ?? '';
  }

  it('says when the placement starts, not "week 1", before it has (1 Dec, start 4 Jan)', async () => {
    const card = await cardTextOn({
      start_date: '2027-01-04',
      end_date: '2027-02-26',
      current_week: 1,
      today: '2026-12-01',
    });
    expect(card).toContain(
      'Week 1 starts 4 Jan 2027; week 8 ends 26 Feb 2027. The placement starts on 4 Jan 2027.',
    );
    expect(card).not.toContain('Today is in week');
  });

  it('says when the placement ended, not "week 8", once it is over', async () => {
    const card = await cardTextOn({
      start_date: '2026-01-05',
      end_date: '2026-02-27',
      current_week: 8,
      today: '2026-03-10',
    });
    expect(card).toContain('The placement ended on 27 Feb 2026.');
    expect(card).not.toContain('Today is in week');
  });

  it('says the week today is in while the placement runs', async () => {
    const card = await cardTextOn({
      start_date: '2026-11-09',
      end_date: '2027-01-01',
      current_week: 3,
      today: '2026-11-23',
    });
    expect(card).toContain('Week 1 starts 9 Nov 2026; week 8 ends 1 Jan 2027. Today is in week 3.');
  });
});
