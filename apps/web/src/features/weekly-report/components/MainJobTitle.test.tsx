// @vitest-environment happy-dom
import type { TWeeklyReport } from '@ptlog/shared';
import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storedSession } from '../../../lib/session';
import { fakeApi, networkDown, type TFakeHandler } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { useWeeklyReport } from '../api';
import { weeklyFixture } from '../weekly-report.fixture';
import { MainJobTitle } from './MainJobTitle';

const JOB_ID = 4;
const JOB = `/reports/main-jobs/${JOB_ID}/`;

const withJob = (title: string): TWeeklyReport =>
  weeklyFixture({
    main_job_title: title,
    main_job: { id: JOB_ID, weekly_report: 10, title, description: '', operations: [] },
  });

function renderTitle(
  weekly: TWeeklyReport,
  routes: Record<string, TFakeHandler> = {},
  readOnly = false,
) {
  const server = fakeApi(routes);
  const view = renderWithProviders(<MainJobTitle report={weekly} readOnly={readOnly} />);
  return { ...view, server };
}

/** The job as the page reads it, so a re-read after a refusal reaches the editor. */
function LiveMainJob() {
  const week = useWeeklyReport(1);
  if (!week.data || week.data.id === null) return null;
  return <MainJobTitle report={week.data} readOnly={false} />;
}

const titleField = () => screen.getByRole('textbox', { name: /Main job title/ });

describe('MainJobTitle', () => {
  it('keeps an existing main job named: a blank title is refused and nothing is sent', async () => {
    const { user, server } = renderTitle(withJob('Gearbox service'));
    await user.click(screen.getByRole('button', { name: 'Edit main job' }));
    expect((titleField() as HTMLInputElement).required).toBe(true);
    await user.clear(titleField());
    await user.type(titleField(), '   ');
    await user.click(screen.getByRole('button', { name: 'Save main job' }));

    expect(await screen.findByText('Main job title is required')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('renames the main job with the trimmed title', async () => {
    const { user, server } = renderTitle(withJob('Gearbox service'), {
      [`PUT ${JOB}`]: (call) => ({
        body: {
          id: JOB_ID,
          weekly_report: 10,
          description: '',
          operations: [],
          ...(call.body as object),
        },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit main job' }));
    await user.clear(titleField());
    await user.type(titleField(), ' Gearbox overhaul ');
    await user.click(screen.getByRole('button', { name: 'Save main job' }));

    expect(await screen.findByText('Main job saved.')).toBeTruthy();
    expect(server.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      [
        'PUT',
        JOB,
        {
          title: 'Gearbox overhaul',
          description: '',
          title_was: 'Gearbox service',
          description_was: '',
        },
      ],
    ]);
  });

  it('keeps typed texts when another tab saved the job meanwhile; a second Save replaces it', async () => {
    // This tab read 'Gearbox service'; the laptop saves its own texts before this tab's Save.
    let saved = { title: 'Gearbox service', description: 'Gearbox service notes' };
    const bodies: Record<string, unknown>[] = [];
    fakeApi({
      ...signedInStudent(),
      'GET /reports/weekly/week/1/': () => ({
        body: weeklyFixture({
          main_job_title: saved.title,
          main_job: { id: JOB_ID, weekly_report: 10, ...saved, operations: [] },
        }),
      }),
      [`PUT ${JOB}`]: (call) => {
        const body = call.body as { title: string; description: string; title_was: string };
        bodies.push(body);
        if (body.title_was !== saved.title) {
          return {
            status: 409,
            body: {
              detail: MESSAGES.weekly.mainJobEditedElsewhere,
              code: ERROR_CODES.EDITED_ELSEWHERE,
            },
          };
        }
        saved = { title: body.title, description: body.description };
        return { body: { id: JOB_ID, weekly_report: 10, ...saved, operations: [] } };
      },
    });
    const { user } = renderWithProviders(<LiveMainJob />);
    await user.click(await screen.findByRole('button', { name: 'Edit main job' }));
    await user.clear(titleField());
    await user.type(titleField(), 'Gearbox overhaul');
    saved = { title: 'Gearbox rebuild', description: 'Written on the laptop' };
    await user.click(screen.getByRole('button', { name: 'Save main job' }));

    expect(await screen.findByText(MESSAGES.weekly.mainJobEditedElsewhere)).toBeTruthy();
    expect(await screen.findByText('Written on the laptop')).toBeTruthy();
    expect((titleField() as HTMLInputElement).value).toBe('Gearbox overhaul');
    expect(saved.title).toBe('Gearbox rebuild');

    await user.click(screen.getByRole('button', { name: 'Save main job' }));
    expect(await screen.findByText('Main job saved.')).toBeTruthy();
    expect(saved).toEqual({ title: 'Gearbox overhaul', description: 'Gearbox service notes' });
    expect(bodies.map((body) => body.title_was)).toEqual(['Gearbox service', 'Gearbox rebuild']);
  });

  it('keeps typed text across leaving the page, until a Cancel is confirmed', async () => {
    storedSession.saveAccessToken('token-7');
    storedSession.saveUser({
      id: 7,
      username: 'student7',
      email: 'student7@example.test',
      first_name: 'Asha',
      last_name: 'Mushi',
      is_staff: false,
      profile_picture: null,
      language: 'en',
    });
    const first = renderTitle(withJob('Gearbox service'));
    await first.user.click(screen.getByRole('button', { name: 'Edit main job' }));
    await first.user.type(titleField(), ' and alignment');
    first.unmount();

    // Back on the week (Back, a reload, a sign-in after an idle sign-out): the editor is open
    // again with what was typed.
    const again = renderTitle(withJob('Gearbox service'));
    expect((titleField() as HTMLInputElement).value).toBe('Gearbox service and alignment');
    await again.user.click(screen.getByRole('button', { name: 'Cancel main job' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await again.user.click(within(question).getByRole('button', { name: 'Yes, discard' }));
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    again.unmount();

    renderTitle(withJob('Gearbox service'));
    expect(screen.queryByRole('textbox', { name: /Main job title/ })).toBeNull();
    expect(screen.getByText('Gearbox service')).toBeTruthy();
  });
});

describe('MainJobTitle in a week submitted meanwhile', () => {
  it('keeps the refused text on the device, read-only with Copy', async () => {
    const routes = {
      ...signedInStudent(),
      [`PUT ${JOB}`]: () => ({
        status: 409,
        body: { detail: MESSAGES.weekly.locked, code: ERROR_CODES.REPORT_LOCKED },
      }),
    };
    const first = renderTitle(withJob('Gearbox service'), routes);
    await first.user.click(screen.getByRole('button', { name: 'Edit main job' }));
    await first.user.type(titleField(), ' and alignment');
    await first.user.click(screen.getByRole('button', { name: 'Save main job' }));

    expect(await screen.findByText('Not saved: this week was submitted meanwhile')).toBeTruthy();
    const kept = () => screen.getByRole('textbox', { name: 'Main job not saved' });
    expect((kept() as HTMLTextAreaElement).value).toBe('Gearbox service and alignment');
    expect(screen.queryByRole('button', { name: 'Edit main job' })).toBeNull();
    first.unmount();

    // Opened again once the week shows as submitted: still there to copy.
    const { user } = renderTitle(
      { ...withJob('Gearbox service'), status: 'SUBMITTED' },
      routes,
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Copy: Main job not saved' }));
    expect(await navigator.clipboard.readText()).toBe('Gearbox service and alignment');
  });
});

describe('MainJobTitle offline (network audit)', () => {
  it('says the connection was lost and keeps the typed text, not "Failed to create main job"', async () => {
    const { user, server } = renderTitle(weeklyFixture(), {
      ...signedInStudent(),
      'POST /reports/main-jobs/': networkDown,
    });
    await user.click(screen.getByRole('button', { name: 'Edit main job' }));
    await user.type(titleField(), 'Gearbox service');
    await user.click(screen.getByRole('button', { name: 'Save main job' }));

    expect(
      await screen.findByText(
        'The connection was lost before the server answered. What you typed is kept on this device: press Save again when you are back online.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(MESSAGES.weekly.mainJobCreateFailed)).toBeNull();
    expect((titleField() as HTMLInputElement).value).toBe('Gearbox service');
    expect(server.callsTo('POST /reports/main-jobs/')).toHaveLength(1);
  });
});
