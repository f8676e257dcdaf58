// @vitest-environment happy-dom
import { ERROR_CODES, MESSAGES, type TDailyReport, type TDailyReportWeek } from '@ptlog/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logbookKeys } from '../../../lib/logbook-keys';
import { offlineOutbox } from '../../../lib/offline-outbox';
import { fakeApi, networkDown } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { dailyFixture } from '../../weekly-report/weekly-report.fixture';
import type { TDayTile } from '../daily-week';
import { createDayDrafts } from '../day-drafts';
import { DailyForm } from './DailyForm';

const MONDAY = '2026-01-05';

function tile(report: TDailyReport | null = null, date = MONDAY): TDayTile {
  return {
    date,
    label: 'Monday 5 Jan',
    status: report ? 'completed' : 'missed',
    report,
    pending: null,
    hours: report?.hours_spent ?? null,
    isFuture: false,
  };
}

function weekAnswer(results: TDailyReport[]): TDailyReportWeek {
  return {
    count: results.length,
    results,
    week_number: 1,
    start_date: MONDAY,
    end_date: '2026-01-09',
    total_hours: results.reduce((sum, entry) => sum + entry.hours_spent, 0),
    week_locked: false,
  };
}

const hoursField = () => screen.getByRole('textbox', { name: /hours/i });
const descriptionField = () => screen.getByRole('textbox', { name: /description/i });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('DailyForm', () => {
  it('shows the shared messages for an empty day and sends nothing', async () => {
    const server = fakeApi({});
    const { user } = renderWithProviders(
      <DailyForm tile={tile()} week={1} drafts={createDayDrafts()} />,
    );

    await user.click(saveButton());

    expect(await screen.findByText(MESSAGES.daily.hoursRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.daily.descriptionRequired)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.daily.descriptionEmpty)).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('takes the focus to the first field with an error, so a screen reader reads it', async () => {
    fakeApi({});
    const { user } = renderWithProviders(
      <DailyForm tile={tile()} week={1} drafts={createDayDrafts()} />,
    );
    await user.type(hoursField(), '8');
    await user.click(saveButton());
    await screen.findByText(MESSAGES.daily.descriptionRequired);
    await waitFor(() => expect(document.activeElement).toBe(descriptionField()));
    expect(descriptionField().getAttribute('aria-invalid')).toBe('true');
  });

  it('says that hours and description are required, not only with a hidden asterisk', () => {
    renderWithProviders(<DailyForm tile={tile()} week={1} drafts={createDayDrafts()} />);
    // The native attribute (the form is noValidate: no browser popup) is what a screen reader reads.
    expect((hoursField() as HTMLInputElement).required).toBe(true);
    expect((descriptionField() as HTMLTextAreaElement).required).toBe(true);
    expect(hoursField().closest('form')?.noValidate).toBe(true);
  });

  it('keeps the text on the device while a slow save waits, so a reload shows it again', async () => {
    const server = fakeApi({
      ...signedInStudent(),
      // Mobile data that never answers.
      'POST /reports/daily/': () => new Promise(() => {}),
    });
    const first = renderWithProviders(
      <DailyForm tile={tile()} week={1} drafts={createDayDrafts()} />,
    );
    await first.user.type(hoursField(), '8');
    await first.user.type(descriptionField(), 'Rewound the stator of pump 2');
    await first.user.click(saveButton());
    await waitFor(() => expect(server.callsTo('POST /reports/daily/')).toHaveLength(1));

    expect(createDayDrafts().get(MONDAY)?.description).toBe('Rewound the stator of pump 2');
    first.unmount();
    renderWithProviders(<DailyForm tile={tile()} week={1} drafts={createDayDrafts()} />);
    expect((descriptionField() as HTMLTextAreaElement).value).toBe('Rewound the stator of pump 2');
  });

  it('keeps a pasted description over the limit whole and says what the limit is', async () => {
    const server = fakeApi({});
    const { user } = renderWithProviders(
      <DailyForm tile={tile()} week={1} drafts={createDayDrafts()} />,
    );
    const long = 'Rewound the stator. '.repeat(60);
    await user.type(hoursField(), '8');
    await user.click(descriptionField());
    await user.paste(long);

    expect((descriptionField() as HTMLTextAreaElement).value).toBe(long);
    await user.click(saveButton());
    expect(await screen.findByText(MESSAGES.daily.descriptionTooLong)).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('refuses hours above the limit and off the half-hour steps', async () => {
    const server = fakeApi({});
    const { user } = renderWithProviders(
      <DailyForm tile={tile()} week={1} drafts={createDayDrafts()} />,
    );
    await user.type(descriptionField(), 'Wired a control panel');

    await user.type(hoursField(), '13');
    await user.click(saveButton());
    expect(await screen.findByText(MESSAGES.daily.hoursTooMany)).toBeTruthy();

    await user.clear(hoursField());
    await user.type(hoursField(), '7.3');
    await user.click(saveButton());
    expect(await screen.findByText(MESSAGES.daily.hoursStep)).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('creates a new day with the trimmed payload and shows it in the cached week', async () => {
    const saved = dailyFixture({ id: 7, hours_spent: 7.5, description: 'Wired a control panel' });
    const server = fakeApi({ 'POST /reports/daily/': () => ({ status: 201, body: saved }) });
    const drafts = createDayDrafts();
    const { user, queryClient } = renderWithProviders(
      <DailyForm tile={tile()} week={1} drafts={drafts} />,
    );
    queryClient.setQueryData(logbookKeys.dailyWeek(1), weekAnswer([]));

    await user.type(hoursField(), '7.5');
    await user.type(descriptionField(), '  Wired a control panel  ');
    await user.click(saveButton());

    expect(await screen.findByText(MESSAGES.daily.saved)).toBeTruthy();
    expect(server.callsTo('POST /reports/daily/').map((call) => call.body)).toEqual([
      { date: MONDAY, week_number: 1, hours_spent: 7.5, description: 'Wired a control panel' },
    ]);
    const week = queryClient.getQueryData<TDailyReportWeek>(logbookKeys.dailyWeek(1));
    expect(week?.results.map((entry) => entry.id)).toEqual([7]);
    expect(week?.total_hours).toBe(7.5);
    // Saved: nothing typed is kept over the saved day any more.
    expect(drafts.get(MONDAY)).toBeUndefined();
  });

  it('sends one day for a double tap on Save (two clicks before it shows loading)', async () => {
    const saved = dailyFixture({ id: 7, hours_spent: 7.5, description: 'Wired a control panel' });
    const server = fakeApi({ 'POST /reports/daily/': () => ({ status: 201, body: saved }) });
    const { user } = renderWithProviders(
      <DailyForm tile={tile()} week={1} drafts={createDayDrafts()} />,
    );
    await user.type(hoursField(), '7.5');
    await user.type(descriptionField(), 'Wired a control panel');
    const save = saveButton();
    save.click();
    save.click();

    expect(await screen.findByText(MESSAGES.daily.saved)).toBeTruthy();
    expect(server.callsTo('POST /reports/daily/')).toHaveLength(1);
    // No duplicate-date refusal replaces the success.
    expect(screen.queryByText(MESSAGES.daily.duplicateDate)).toBeNull();
  });

  it('updates an existing day with PUT, saying what the form began from', async () => {
    const report = dailyFixture({ id: 3, hours_spent: 8, description: 'Wired a control panel' });
    const server = fakeApi({
      'PUT /reports/daily/3/': (call) => ({ body: { ...report, ...(call.body as object) } }),
    });
    const { user } = renderWithProviders(
      <DailyForm tile={tile(report)} week={1} drafts={createDayDrafts()} />,
    );
    expect((hoursField() as HTMLInputElement).value).toBe('8');
    expect((descriptionField() as HTMLTextAreaElement).value).toBe('Wired a control panel');

    await user.clear(hoursField());
    await user.type(hoursField(), '6');
    await user.click(saveButton());

    await screen.findByText(MESSAGES.daily.saved);
    expect(server.callsTo('PUT /reports/daily/3/').map((call) => call.body)).toEqual([
      {
        hours_spent: 6,
        description: 'Wired a control panel',
        hours_spent_was: 8,
        description_was: 'Wired a control panel',
      },
    ]);
    expect(server.callsTo('POST /reports/daily/')).toEqual([]);
  });

  it('keeps the typed day when another tab saved it meanwhile, and a second Save replaces it', async () => {
    const report = dailyFixture({ id: 3, hours_spent: 8, description: 'Wired a control panel' });
    let saved = { ...report, hours_spent: 7, description: 'Written on the laptop' };
    const server = fakeApi({
      ...signedInStudent(),
      'GET /reports/daily/week/': () => ({ body: weekAnswer([saved]) }),
      'PUT /reports/daily/3/': (call) => {
        const body = call.body as { description: string; description_was: string };
        if (body.description_was !== saved.description && body.description !== saved.description) {
          return {
            status: 409,
            body: { detail: MESSAGES.daily.editedElsewhere, code: ERROR_CODES.EDITED_ELSEWHERE },
          };
        }
        saved = { ...saved, ...body };
        return { body: saved };
      },
    });
    const drafts = createDayDrafts();
    const { user } = renderWithProviders(
      <DailyForm tile={tile(report)} week={1} drafts={drafts} />,
    );
    await user.clear(descriptionField());
    await user.type(descriptionField(), 'Typed on the phone');
    await user.click(saveButton());

    expect(await screen.findByText(MESSAGES.daily.editedElsewhere)).toBeTruthy();
    expect(await screen.findByText('Written on the laptop')).toBeTruthy();
    expect(screen.getByText('Saved in the other tab or device (7 hr)')).toBeTruthy();
    expect((descriptionField() as HTMLTextAreaElement).value).toBe('Typed on the phone');
    expect(drafts.get(MONDAY)?.description).toBe('Typed on the phone');

    await user.click(saveButton());
    await screen.findByText(MESSAGES.daily.saved);
    expect(saved.description).toBe('Typed on the phone');
    expect(
      server
        .callsTo('PUT /reports/daily/3/')
        .map((call) => (call.body as { description_was: string }).description_was),
    ).toEqual(['Wired a control panel', 'Written on the laptop']);
  });

  it("shows the server's refusal beside the field and in an alert", async () => {
    fakeApi({
      'POST /reports/daily/': () => ({
        status: 400,
        body: {
          detail: MESSAGES.daily.futureDate,
          code: 'validation_error',
          errors: { description: ['Description must contain at least one word'] },
        },
      }),
    });
    const { user } = renderWithProviders(
      <DailyForm tile={tile()} week={1} drafts={createDayDrafts()} />,
    );
    await user.type(hoursField(), '8');
    await user.type(descriptionField(), 'Wired a control panel');
    await user.click(saveButton());

    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.daily.futureDate);
    expect(screen.getByText(MESSAGES.daily.descriptionNoWord)).toBeTruthy();
  });

  it("keeps the typed text as the day's draft while the save is refused", async () => {
    // Drafts are the signed-in account's (lib/unsaved-drafts.ts).
    fakeApi({
      ...signedInStudent(),
      'POST /reports/daily/': () => ({
        status: 409,
        body: { detail: MESSAGES.daily.duplicateDate, code: 'conflict' },
      }),
    });
    const drafts = createDayDrafts();
    const { user } = renderWithProviders(<DailyForm tile={tile()} week={1} drafts={drafts} />);
    await user.type(hoursField(), '8');
    await user.type(descriptionField(), 'Wired a control panel');
    await user.click(saveButton());

    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.daily.duplicateDate);
    expect(drafts.get(MONDAY)).toEqual({ hours: 8, description: 'Wired a control panel' });
  });

  it('keeps the day on the device when the network is down', async () => {
    fakeApi({ ...signedInStudent(), 'POST /reports/daily/': networkDown });
    const { user } = renderWithProviders(
      <DailyForm tile={tile()} week={1} drafts={createDayDrafts()} />,
    );
    await user.type(hoursField(), '4');
    await user.type(descriptionField(), 'Serviced a pump');
    await user.click(saveButton());

    await waitFor(() => expect(offlineOutbox.list()).toHaveLength(1));
    // No toast: the day's form says it (DailyReportPage.offline.test.tsx), once.
    expect(screen.queryByText(MESSAGES.weekly.savedLocally)).toBeNull();
    expect(offlineOutbox.list()).toMatchObject([
      {
        key: `daily:${MONDAY}`,
        method: 'POST',
        path: '/reports/daily/',
        body: { date: MONDAY, hours_spent: 4, description: 'Serviced a pump' },
      },
    ]);
  });

  it('works from the keyboard alone and is busy while saving', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const server = fakeApi({
      'POST /reports/daily/': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderWithProviders(
      <DailyForm tile={tile()} week={1} drafts={createDayDrafts()} />,
    );

    await user.tab();
    expect(document.activeElement).toBe(hoursField());
    await user.keyboard('8');
    await user.tab();
    expect(document.activeElement).toBe(descriptionField());
    await user.keyboard('Calibrated sensors');
    await user.tab();
    expect(document.activeElement).toBe(saveButton());
    await user.keyboard('{Enter}');

    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(saveButton().hasAttribute('data-loading')).toBe(true);
    answer({ status: 201, body: dailyFixture({ hours_spent: 8 }) });
    await screen.findByText(MESSAGES.daily.saved);
    expect(saveButton().hasAttribute('data-loading')).toBe(false);
    expect(server.calls[0]?.body).toMatchObject({ hours_spent: 8 });
  });

  it('names a holiday that follows Easter, in the language of the screen', () => {
    fakeApi({});
    renderWithProviders(
      <DailyForm tile={tile(null, '2026-04-03')} week={2} drafts={createDayDrafts()} />,
    );
    expect(screen.getByText('Good Friday is a public holiday')).toBeTruthy();
  });

  it('offers to record a fixed-date public holiday as such, with 0 hours, to save', async () => {
    const HOLIDAY = '2026-01-12';
    const saved = dailyFixture({ id: 9, date: HOLIDAY, hours_spent: 0 });
    const server = fakeApi({ 'POST /reports/daily/': () => ({ status: 201, body: saved }) });
    const { user } = renderWithProviders(
      <DailyForm tile={tile(null, HOLIDAY)} week={2} drafts={createDayDrafts()} />,
    );
    expect(screen.getByText('Zanzibar Revolution Day is a public holiday')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Record as public holiday' }));
    expect((hoursField() as HTMLInputElement).value).toBe('0');
    const entry = 'Public holiday (Zanzibar Revolution Day): no work at the placement.';
    expect((descriptionField() as HTMLTextAreaElement).value).toBe(entry);
    // Filled, not saved: the student saves it, and the offer has done its work.
    expect(server.calls).toEqual([]);
    expect(screen.queryByText('Zanzibar Revolution Day is a public holiday')).toBeNull();
    await user.click(saveButton());
    await waitFor(() =>
      expect(server.callsTo('POST /reports/daily/').map((call) => call.body)).toEqual([
        { date: HOLIDAY, week_number: 2, hours_spent: 0, description: entry },
      ]),
    );
  });

  it('offers nothing on a working day, nor on a holiday already logged', () => {
    fakeApi({});
    const logged = dailyFixture({ date: '2026-01-12', hours_spent: 4, description: 'Half day' });
    renderWithProviders(<DailyForm tile={tile(null)} week={1} drafts={createDayDrafts()} />);
    renderWithProviders(
      <DailyForm tile={tile(logged, '2026-01-12')} week={2} drafts={createDayDrafts()} />,
    );
    expect(screen.queryByText(/public holiday/)).toBeNull();
  });
});
