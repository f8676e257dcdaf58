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

describe('placement start date', { timeout: 30_000 }, () => {
  let puts: { start_date: string }[];
  beforeEach(() => {
    puts = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        const body = init?.body ? JSON.parse(String(init.body)) : undefined;
        if (init?.method === 'PUT') puts.push(body);
        // The server keeps the last date put.
        const start =
          init?.method === 'PUT' ? body.start_date : (puts.at(-1)?.start_date ?? '2026-11-09');
        return new Response(JSON.stringify(calendar(start)), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('takes a Monday only, and moves the placement after a confirmation', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <PlacementStartCard />
        </QueryClientProvider>
      </MantineProvider>,
    );
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
    expect(puts).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Change start date' }));
    await waitFor(() => expect(puts).toEqual([{ start_date: '2026-11-16' }]));
    // Saved, Change is disabled and cannot take the focus back: the date field has it.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect((change as HTMLButtonElement).disabled).toBe(true);
  });
});
