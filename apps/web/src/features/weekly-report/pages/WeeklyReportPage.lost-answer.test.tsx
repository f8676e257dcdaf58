// @vitest-environment happy-dom
// A change whose answer is lost after the server made it (network audit, flaky phone): the week
// is read again and shown as the server has it, instead of a failure that is not true.
import { GENERIC_MESSAGES, MESSAGES, type TWeeklyReport } from '@ptlog/shared';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, networkDown } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { calendarFixture, weeklyFixture } from '../weekly-report.fixture';
import { WeeklyReportPage } from './WeeklyReportPage';

const WEEK = 'GET /reports/weekly/week/1/';

/**
 * Week 1 on a server whose every answer to a change is lost: `reached` says whether the request
 * got there first (the server did the change) or not (dropped on the way).
 */
function renderWeek(initial: 'draft' | 'none', reached: boolean) {
  let report: TWeeklyReport | null = initial === 'draft' ? weeklyFixture() : null;
  const { id: _id, status: _status, ...days } = weeklyFixture();
  const server = fakeApi({
    ...signedInStudent(),
    'GET /calendar/': () => ({ body: calendarFixture() }),
    [WEEK]: () => ({ body: report ?? { ...days, id: null, status: null } }),
    'POST /reports/weekly/generate/': () => {
      if (reached) report = weeklyFixture();
      return networkDown();
    },
    'PATCH /reports/weekly/week/1/submit/': () => {
      if (reached) report = weeklyFixture({ status: 'SUBMITTED' });
      return networkDown();
    },
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/weekly-report/:weekNumber" element={<WeeklyReportPage />} />
    </Routes>,
    { session: true, initialEntries: ['/weekly-report/1'] },
  );
  return { ...view, server };
}

async function submitWeek(user: ReturnType<typeof renderWeek>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Submit Week' }));
  const dialog = await screen.findByRole('dialog', { name: 'Submit week 1?' });
  await user.click(within(dialog).getByRole('button', { name: 'Yes, submit' }));
}

describe('Submit Week with a lost answer', () => {
  it('shows the week submitted when the server did submit it, with no "try again"', async () => {
    const { user, server } = renderWeek('draft', true);
    expect(await screen.findByText('DRAFT')).toBeTruthy();
    await submitWeek(user);

    expect(await screen.findByText('Week 1 submitted.')).toBeTruthy();
    expect(screen.queryByText(GENERIC_MESSAGES.network)).toBeNull();
    expect(await screen.findByText('SUBMITTED')).toBeTruthy();
    expect(screen.queryByText('DRAFT')).toBeNull();
    expect(server.callsTo(WEEK).length).toBeGreaterThanOrEqual(2);
  });

  it('says the network failed when the re-read week is still a draft', async () => {
    const { user } = renderWeek('draft', false);
    await submitWeek(user);

    expect(await screen.findByText(GENERIC_MESSAGES.network)).toBeTruthy();
    expect(screen.getByText('DRAFT')).toBeTruthy();
  });
});

describe('Create Week N Report with a lost answer', () => {
  it('opens the report the server made, with no "Failed to create report"', async () => {
    const { user, server } = renderWeek('none', true);
    await user.click(await screen.findByRole('button', { name: 'Create Week 1 Report' }));

    expect(await screen.findByText('DRAFT')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Week 1 Report' })).toBeNull();
    expect(screen.queryByText(MESSAGES.weekly.createFailed)).toBeNull();
    expect(server.callsTo('POST /reports/weekly/generate/')).toHaveLength(1);
  });

  it('says the connection failed, not the creation, when the week still has no report', async () => {
    const { user } = renderWeek('none', false);
    await user.click(await screen.findByRole('button', { name: 'Create Week 1 Report' }));

    expect(await screen.findByText(GENERIC_MESSAGES.network)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.weekly.createFailed)).toBeNull();
    expect(screen.getByRole('button', { name: 'Create Week 1 Report' })).toBeTruthy();
  });
});
