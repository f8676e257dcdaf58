// @vitest-environment happy-dom
// Submit Week, Enhance and Reset wait while any section of the week is open for editing: a week
// submitted with steps typed and not saved locked them out (the later Save was refused).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { weeklyFixture } from '../weekly-report.fixture';
import { ReportView } from './ReportView';

const withJob = () =>
  weeklyFixture({
    summary: 'Serviced the plant',
    main_job: {
      id: 4,
      weekly_report: 10,
      title: 'Servicing a gearbox',
      description: '',
      operations: [],
    },
  });

const submitWeek = () => screen.getByRole('button', { name: 'Submit Week' });
const hintOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;

describe('ReportView while the main job or its operations are open', () => {
  it('holds Submit Week back while steps are typed, and lets it go once they are saved', async () => {
    const server = fakeApi({
      ...signedInStudent(),
      'POST /reports/main-jobs/4/operations/': () => ({
        status: 201,
        body: { id: 9, step_number: 1, main_job: 4, tools_used: '', operation_description: '' },
      }),
    });
    const { user } = renderWithProviders(
      <ReportView report={withJob()} college={null} today="2026-01-12" />,
      { session: true },
    );
    expect(submitWeek().getAttribute('aria-disabled')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit operations' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Step 1 operation description' }),
      'Drained the old oil and flushed the casing',
    );
    const says =
      'Save or cancel your operations changes first: then you can enhance, reset or submit the week.';
    expect(submitWeek().getAttribute('aria-disabled')).toBe('true');
    expect(hintOf(submitWeek())).toBe(says);
    for (const name of ['Enhance with AI', 'Reset to Original']) {
      expect(hintOf(screen.getByRole('button', { name }))).toBe(says);
    }
    await user.click(submitWeek());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.callsTo('PATCH /reports/weekly/week/1/submit/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save operations' }));
    await screen.findByText('Operations saved.');
    await waitFor(() => expect(submitWeek().getAttribute('aria-disabled')).toBeNull());
  });

  it('holds it back while the main job is open, naming both when two sections are', async () => {
    fakeApi(signedInStudent());
    const { user } = renderWithProviders(
      <ReportView report={withJob()} college={null} today="2026-01-12" />,
      { session: true },
    );
    await user.click(screen.getByRole('button', { name: 'Edit main job' }));
    expect(hintOf(submitWeek())).toBe(
      'Save or cancel your main job changes first: then you can enhance, reset or submit the week.',
    );
    await user.click(screen.getByRole('button', { name: 'Edit Report' }));
    expect(hintOf(submitWeek())).toBe(
      'Save or cancel your changes first: then you can enhance, reset or submit the week.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel main job' }));
    expect(hintOf(submitWeek())).toBe(
      'Save or cancel your summary changes first: then you can enhance, reset or submit the week.',
    );
  });
});
