// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { calendarFixture } from '../../weekly-report/weekly-report.fixture';
import { WeekRoadmap } from './WeekRoadmap';

describe('WeekRoadmap', () => {
  it('says the weeks could not be loaded, instead of loading forever, and Retry loads them', async () => {
    let down = true;
    const failing = (body: unknown) => () =>
      down ? { status: 500, body: { detail: 'Server error' } } : { body };
    fakeApi({
      'GET /reports/weekly/': failing({ count: 0, next: null, previous: null, results: [] }),
      'GET /reports/daily/': failing({ count: 0, next: null, previous: null, results: [] }),
    });
    const { user } = renderWithProviders(
      <WeekRoadmap calendar={calendarFixture({ today: '2026-01-15' })} />,
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load your weeks.')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Loading your weeks' })).toBeNull();

    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(8));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
