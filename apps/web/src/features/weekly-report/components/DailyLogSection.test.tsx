// @vitest-environment happy-dom
// A day saved on this device (the offline outbox) shows on the week's log as 'Pending sync', not
// 'No entry', until it is sent.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offlineOutbox } from '../../../lib/offline-outbox';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { unsentDay } from '../../../test/unsent-day';
import { weeklyFixture } from '../weekly-report.fixture';
import { DailyLogSection } from './DailyLogSection';

describe('DailyLogSection', () => {
  it('shows a day waiting in the outbox as pending sync, with its text and hours', async () => {
    const server = fakeApi(signedInStudent());
    const view = renderWithProviders(
      <DailyLogSection report={weeklyFixture()} readOnly today="2026-01-09" />,
      { session: true },
    );
    await waitFor(() => expect(server.callsTo('GET /auth/profile/')).toHaveLength(1));
    offlineOutbox.put(unsentDay('2026-01-05', { hours_spent: 7.5 }));

    const monday = (await screen.findByText('Wired a panel')).closest('tr')!;
    expect(monday.textContent).toContain('Pending sync');
    expect(monday.textContent).toContain('7.5');
    expect(screen.getAllByText('No entry')).toHaveLength(4);
    view.unmount();
    offlineOutbox.remove('daily:2026-01-05');
  });

  it('counts the waiting day in the total, marked as not yet synced', async () => {
    const server = fakeApi(signedInStudent());
    const report = weeklyFixture({
      total_hours: 16,
      daily_monday: 'Panel wiring',
      hours_monday: 8,
      daily_tuesday: 'Cable trays',
      hours_tuesday: 8,
    });
    const view = renderWithProviders(
      <DailyLogSection report={report} readOnly today="2026-01-09" />,
      {
        session: true,
      },
    );
    await waitFor(() => expect(server.callsTo('GET /auth/profile/')).toHaveLength(1));
    const total = () => screen.getByText('Total hrs').closest('tr')!.textContent;
    expect(total()).toBe('Total hrs16');
    offlineOutbox.put(unsentDay('2026-01-07', { description: 'Transformer test' }));

    await screen.findByText('Transformer test');
    expect(total()).toBe('Total hrs24(8 not yet synced)');
    view.unmount();
    offlineOutbox.remove('daily:2026-01-07');
  });
});
