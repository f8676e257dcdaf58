// @vitest-environment happy-dom
import { ERROR_CODES, LIMITS, MESSAGES, type TOperation, type TWeeklyReport } from '@ptlog/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logbookKeys } from '../../../lib/logbook-keys';
import { fakeApi, networkDown, type TFakeHandler } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { weeklyFixture } from '../weekly-report.fixture';
import { OperationsSection } from './OperationsSection';

const JOB_ID = 4;
const OPERATIONS = `/reports/main-jobs/${JOB_ID}/operations/`;

function operation(id: number, step: number, description: string, tools = ''): TOperation {
  return {
    id,
    step_number: step,
    operation_description: description,
    tools_used: tools,
    main_job: JOB_ID,
  };
}

function report(operations: TOperation[]): TWeeklyReport {
  return weeklyFixture({
    main_job: {
      id: JOB_ID,
      weekly_report: 10,
      title: 'Servicing a gearbox',
      description: '',
      operations,
    },
  });
}

/** Echoes what was sent, as the server would answer a saved operation. */
const savedOperation =
  (id: number): TFakeHandler =>
  (call) => ({ status: 201, body: { ...operation(id, 1, ''), ...(call.body as object) } });

function renderSection(
  weekly: TWeeklyReport,
  routes: Record<string, TFakeHandler> = {},
  readOnly = false,
) {
  const server = fakeApi(routes);
  const view = renderWithProviders(<OperationsSection report={weekly} readOnly={readOnly} />);
  // A cached log book read, to see the log book reloaded after a change.
  view.queryClient.setQueryData(logbookKeys.weeklyWeek(1), weekly);
  return { ...view, server };
}

const stepDescription = (step: number) =>
  screen.getByRole('textbox', { name: `Step ${step} operation description` });
const stepTools = (step: number) =>
  screen.getByRole('textbox', { name: `Step ${step} tools used` });

describe('OperationsSection', () => {
  it('lists the steps; Edit opens them with focus on the first description', async () => {
    const { user } = renderSection(
      report([operation(2, 2, 'Refill the oil'), operation(1, 1, 'Drain the oil', 'Spanner')]),
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Step 1Drain the oilTools used: Spanner', 'Step 2Refill the oil']);

    await user.click(screen.getByRole('button', { name: 'Edit operations' }));

    expect(document.activeElement).toBe(stepDescription(1));
    expect((stepDescription(1) as HTMLTextAreaElement).value).toBe('Drain the oil');
    expect((stepTools(1) as HTMLInputElement).value).toBe('Spanner');
    expect((stepDescription(2) as HTMLTextAreaElement).value).toBe('Refill the oil');
  });

  it('cannot be edited without a main job or in a submitted week', () => {
    const { unmount } = renderSection(weeklyFixture({ main_job: null }));
    expect(
      (screen.getByRole('button', { name: 'Edit operations' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByText(/Save a main job title first/)).toBeTruthy();
    unmount();

    renderSection(report([operation(1, 1, 'Drain the oil')]), {}, true);
    expect(screen.queryByRole('button', { name: 'Edit operations' })).toBeNull();
  });

  it('saves a changed step (PUT) and then a new one (POST), trimmed and in order', async () => {
    const { user, server, queryClient } = renderSection(report([operation(1, 1, 'Drain oil')]), {
      [`PUT ${OPERATIONS}1/`]: (call) => ({
        body: { ...operation(1, 1, ''), ...(call.body as object) },
      }),
      [`POST ${OPERATIONS}`]: savedOperation(9),
    });
    await user.click(screen.getByRole('button', { name: 'Edit operations' }));
    await user.clear(stepDescription(1));
    await user.type(stepDescription(1), 'Drain the oil ');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.type(stepDescription(2), ' Refill with SAE 90');
    await user.type(stepTools(2), 'Funnel');
    await user.click(screen.getByRole('button', { name: 'Save operations' }));

    expect(await screen.findByText('Operations saved.')).toBeTruthy();
    expect(server.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['PUT', `${OPERATIONS}1/`, { operation_description: 'Drain the oil', tools_used: '' }],
      ['POST', OPERATIONS, { operation_description: 'Refill with SAE 90', tools_used: 'Funnel' }],
    ]);
    // Back in view mode, and the week is asked again.
    expect(screen.getByRole('button', { name: 'Edit operations' })).toBeTruthy();
    expect(queryClient.getQueryState(logbookKeys.weeklyWeek(1))?.isInvalidated).toBe(true);
  });

  it('sends a new step once for a double tap on Save (two clicks before it shows saving)', async () => {
    const { user, server } = renderSection(report([]), {
      [`POST ${OPERATIONS}`]: savedOperation(9),
    });
    await user.click(screen.getByRole('button', { name: 'Edit operations' }));
    await user.type(stepDescription(1), 'Drain the oil');
    const save = screen.getByRole('button', { name: 'Save operations' });
    save.click();
    save.click();

    expect(await screen.findByText('Operations saved.')).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows the shared message for a step over the limit and sends nothing', async () => {
    const tooLong = 't'.repeat(LIMITS.TEXT_MAX + 1);
    const { user, server } = renderSection(report([operation(1, 1, 'Drain the oil', tooLong)]));
    await user.click(screen.getByRole('button', { name: 'Edit operations' }));
    await user.click(screen.getByRole('button', { name: 'Save operations' }));

    expect(await screen.findByText(MESSAGES.weekly.textTooLong)).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('asks before deleting a saved step; a blank new step goes without asking', async () => {
    const { user, server } = renderSection(
      report([operation(1, 1, 'Drain the oil'), operation(2, 2, 'Refill the oil')]),
      { [`DELETE ${OPERATIONS}1/`]: () => ({ status: 204 }) },
    );
    await user.click(screen.getByRole('button', { name: 'Edit operations' }));
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.click(screen.getByRole('button', { name: 'Delete step 3' }));
    expect(screen.queryByRole('textbox', { name: 'Step 3 operation description' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete step 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete step 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete step 1' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }),
    );

    expect(await screen.findByText('Step deleted.')).toBeTruthy();
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `DELETE ${OPERATIONS}1/`,
    ]);
    // The remaining step moves up to step 1.
    expect((stepDescription(1) as HTMLTextAreaElement).value).toBe('Refill the oil');
  });

  it("reports a refused save in the form, and a submitted week's refusal as a toast", async () => {
    let answer: TFakeHandler = () => ({ status: 500, body: { detail: 'Server error' } });
    const { user } = renderSection(report([]), {
      [`POST ${OPERATIONS}`]: (call) => answer(call),
      // After a 5xx the next Save first reads the week: the server might have kept the step.
      'GET /reports/weekly/week/1/': () => ({ body: report([]) }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit operations' }));
    await user.type(stepDescription(1), 'Drain the oil');
    await user.click(screen.getByRole('button', { name: 'Save operations' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      MESSAGES.weekly.operationCreateFailed,
    );
    expect(stepDescription(1)).toBeTruthy();

    answer = () => ({
      status: 409,
      body: { detail: MESSAGES.weekly.locked, code: ERROR_CODES.REPORT_LOCKED },
    });
    await user.click(screen.getByRole('button', { name: 'Save operations' }));
    expect(await screen.findByText(MESSAGES.weekly.locked)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Step 1 operation description' })).toBeNull(),
    );
  });

  it('a Save whose answer was lost does not create the step twice when saved again', async () => {
    // The server saves the step, then the phone's connection drops before the answer arrives.
    const onServer: TOperation[] = [operation(1, 1, 'Drain the oil')];
    const { user, server } = renderSection(report([...onServer]), {
      [`POST ${OPERATIONS}`]: (call) => {
        onServer.push({ ...operation(7, 2, ''), ...(call.body as object) });
        return networkDown();
      },
      'GET /reports/weekly/week/1/': () => ({ body: report([...onServer]) }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit operations' }));
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.type(stepDescription(2), 'Refill with SAE 90');
    await user.click(screen.getByRole('button', { name: 'Save operations' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'The connection was lost before the server answered.',
    );
    await user.click(screen.getByRole('button', { name: 'Save operations' }));

    expect(await screen.findByText('Operations saved.')).toBeTruthy();
    expect(server.callsTo(`POST ${OPERATIONS}`)).toHaveLength(1);
    expect(onServer.map((step) => step.operation_description)).toEqual([
      'Drain the oil',
      'Refill with SAE 90',
    ]);
  });

  it('is usable from the keyboard: Enter opens, Tab moves, Enter saves', async () => {
    const { user, server } = renderSection(report([operation(1, 1, 'Drain the oil')]), {
      [`PUT ${OPERATIONS}1/`]: (call) => ({
        body: { ...operation(1, 1, ''), ...(call.body as object) },
      }),
    });
    screen.getByRole('button', { name: 'Edit operations' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(stepDescription(1));

    await user.tab();
    expect(document.activeElement).toBe(stepTools(1));
    await user.keyboard('Drain plug spanner{Enter}');

    await screen.findByText('Operations saved.');
    expect(server.calls.map((call) => call.body)).toEqual([
      { operation_description: 'Drain the oil', tools_used: 'Drain plug spanner' },
    ]);
    // Focus returns to Edit when editing ends.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit operations' })),
    );
  });
});

describe('OperationsSection keeps typed steps on this device', () => {
  const askDiscard = async () => screen.findByRole('dialog', { name: 'Discard your changes?' });

  it('opens again with them after the page went away, until a Cancel is confirmed', async () => {
    const weekly = report([operation(1, 1, 'Drain the oil')]);
    const first = renderSection(weekly, signedInStudent());
    await first.user.click(screen.getByRole('button', { name: 'Edit operations' }));
    await first.user.type(stepDescription(1), ' and flush the casing');
    await first.user.click(screen.getByRole('button', { name: 'Add step' }));
    await first.user.type(stepDescription(2), 'Refill with SAE 90');
    await first.user.type(stepTools(2), 'Funnel');
    // Back, a reload, a killed tab or an idle sign-out: the section goes away.
    first.unmount();

    const { user } = renderSection(weekly, signedInStudent());
    expect((stepDescription(1) as HTMLTextAreaElement).value).toBe(
      'Drain the oil and flush the casing',
    );
    expect((stepDescription(2) as HTMLTextAreaElement).value).toBe('Refill with SAE 90');
    expect((stepTools(2) as HTMLInputElement).value).toBe('Funnel');
    expect(
      screen.getByText(/^Not saved yet: the steps you typed earlier/).getAttribute('role'),
    ).toBe('status');

    // Cancel asks first; Keep editing keeps every step.
    await user.click(screen.getByRole('button', { name: 'Cancel operations' }));
    await user.click(within(await askDiscard()).getByRole('button', { name: 'Keep editing' }));
    expect((stepDescription(2) as HTMLTextAreaElement).value).toBe('Refill with SAE 90');

    await user.click(screen.getByRole('button', { name: 'Cancel operations' }));
    await user.click(within(await askDiscard()).getByRole('button', { name: 'Yes, discard' }));
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Step 1Drain the oil',
    ]);

    // Nothing changed: Cancel closes at once, and nothing comes back on the next visit.
    await user.click(screen.getByRole('button', { name: 'Edit operations' }));
    expect((stepDescription(1) as HTMLTextAreaElement).value).toBe('Drain the oil');
    await user.click(screen.getByRole('button', { name: 'Cancel operations' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('after a Save whose answer was lost and a reload, saving again adds no step twice', async () => {
    const onServer: TOperation[] = [operation(1, 1, 'Drain the oil')];
    const routes = {
      ...signedInStudent(),
      [`POST ${OPERATIONS}`]: (call: { body: unknown }) => {
        onServer.push({ ...operation(7, 2, ''), ...(call.body as object) });
        return networkDown();
      },
      'GET /reports/weekly/week/1/': () => ({ body: report([...onServer]) }),
    };
    const first = renderSection(report([...onServer]), routes);
    await first.user.click(screen.getByRole('button', { name: 'Edit operations' }));
    await first.user.click(screen.getByRole('button', { name: 'Add step' }));
    await first.user.type(stepDescription(2), 'Refill with SAE 90');
    await first.user.click(screen.getByRole('button', { name: 'Save operations' }));
    await screen.findByText(/The connection was lost before the server answered/);
    first.unmount();

    // The reloaded week already lists the step the lost answer was about.
    const { user, server } = renderSection(report([...onServer]), routes);
    expect((stepDescription(2) as HTMLTextAreaElement).value).toBe('Refill with SAE 90');
    await user.click(screen.getByRole('button', { name: 'Save operations' }));
    expect(await screen.findByText('Operations saved.')).toBeTruthy();
    expect(server.callsTo(`POST ${OPERATIONS}`)).toHaveLength(0);
    expect(onServer.map((step) => step.operation_description)).toEqual([
      'Drain the oil',
      'Refill with SAE 90',
    ]);
  });

  it('keeps the steps of a Save refused because the week was submitted, to copy', async () => {
    const weekly = report([]);
    const routes = {
      ...signedInStudent(),
      [`POST ${OPERATIONS}`]: () => ({
        status: 409,
        body: { detail: MESSAGES.weekly.locked, code: ERROR_CODES.REPORT_LOCKED },
      }),
    };
    const first = renderSection(weekly, routes);
    await first.user.click(screen.getByRole('button', { name: 'Edit operations' }));
    await first.user.type(stepDescription(1), 'Drain the oil');
    await first.user.type(stepTools(1), 'Spanner');
    await first.user.click(screen.getByRole('button', { name: 'Save operations' }));

    expect(await screen.findByText('Not saved: this week was submitted meanwhile')).toBeTruthy();
    const kept = screen.getByRole('textbox', {
      name: 'Operations not saved',
    }) as HTMLTextAreaElement;
    expect(kept.readOnly).toBe(true);
    expect(kept.value).toBe('Step 1: Drain the oil\nTools used: Spanner');
    expect(screen.queryByRole('button', { name: 'Edit operations' })).toBeNull();
    await first.user.click(screen.getByRole('button', { name: 'Copy: Operations not saved' }));
    expect(await navigator.clipboard.readText()).toBe(kept.value);
    expect(screen.getByText('Copied.').getAttribute('role')).toBe('status');
    first.unmount();

    // The week now read-only: the steps are still there to copy, until a confirmed Discard.
    const { user } = renderSection({ ...weekly, status: 'SUBMITTED' }, routes, true);
    expect(
      (screen.getByRole('textbox', { name: 'Operations not saved' }) as HTMLTextAreaElement).value,
    ).toBe('Step 1: Drain the oil\nTools used: Spanner');
    await user.click(screen.getByRole('button', { name: 'Discard: Operations not saved' }));
    await user.click(within(await askDiscard()).getByRole('button', { name: 'Yes, discard' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Operations not saved' })).toBeNull(),
    );
  });
});
