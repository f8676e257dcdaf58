// @vitest-environment happy-dom
// Submitting is final: the confirmation names what is still empty and what locks afterwards, and
// a submitted week's Reset to Original gives its own reason, not the enhancement's.
import { GENERIC_MESSAGES, MESSAGES } from '@ptlog/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { messagesReady } from '../../../i18n/messages';
import { fakeApi, networkDown, type TFakeHandler } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { dailyFixture, weeklyFixture } from '../weekly-report.fixture';
import { ReportActions } from './ReportActions';
import { SubmitWeekDialog } from './SubmitWeekDialog';

const twoDays = [
  dailyFixture({ id: 1, date: '2026-01-05' }),
  dailyFixture({ id: 2, date: '2026-01-07' }),
];

describe('SubmitWeekDialog', () => {
  it('lists the empty summary, main job, operations and days, and says enhancing ends', async () => {
    const report = weeklyFixture({ daily_reports: twoDays });
    renderWithProviders(
      <SubmitWeekDialog report={report} today={AFTER_WEEK} opened onClose={() => {}} />,
    );
    expect(await screen.findByText('Still empty:')).toBeTruthy();
    expect(screen.getByText("The week's summary")).toBeTruthy();
    expect(screen.getByText('The main job')).toBeTruthy();
    expect(screen.getByText('The operations (steps) of the main job')).toBeTruthy();
    expect(
      screen.getByText('No entry for 3 days: Tue 6 Jan, Thu 8 Jan and Fri 9 Jan'),
    ).toBeTruthy();
    expect(screen.getByText(/enhance it with AI or reset it to the original/)).toBeTruthy();
  });

  it('lists nothing for a week with every part filled', async () => {
    const report = weeklyFixture({
      summary: 'Serviced the plant',
      main_job: {
        id: 4,
        weekly_report: 10,
        title: 'Servicing a gearbox',
        description: '',
        operations: [
          {
            id: 1,
            step_number: 1,
            operation_description: 'Drained oil',
            tools_used: '',
            main_job: 4,
          },
        ],
      },
      daily_reports: ['05', '06', '07', '08', '09'].map((day, index) =>
        dailyFixture({ id: index + 1, date: `2026-01-${day}` }),
      ),
    });
    renderWithProviders(
      <SubmitWeekDialog report={report} today={AFTER_WEEK} opened onClose={() => {}} />,
    );
    expect(await screen.findByText(/Once submitted/)).toBeTruthy();
    expect(screen.queryByText('Still empty:')).toBeNull();
  });

  it('never lists a day after today as "No entry" (audit A2 finding 2)', async () => {
    // Thursday of the week: Friday has not happened yet.
    renderWithProviders(
      <SubmitWeekDialog
        report={weeklyFixture({ daily_reports: twoDays })}
        today="2026-01-08"
        opened
        onClose={() => {}}
      />,
    );
    expect(await screen.findByText('No entry for 2 days: Tue 6 Jan and Thu 8 Jan')).toBeTruthy();
    expect(screen.queryByText(/Fri 9 Jan/)).toBeNull();
  });

  it('says how a mistake found after submitting is still fixed', async () => {
    renderWithProviders(
      <SubmitWeekDialog report={weeklyFixture()} today={AFTER_WEEK} opened onClose={() => {}} />,
    );
    expect(
      await screen.findByText(
        'Find a mistake later? Send the week to your supervisor and ask them to return it with a comment; it then opens again.',
      ),
    ).toBeTruthy();
  });
});

describe('SubmitWeekDialog in Kiswahili', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('lists each empty day once, without a comma inside a day (audit A2 finding 8)', async () => {
    await inKiswahili();
    renderWithProviders(
      <SubmitWeekDialog
        report={weeklyFixture({ daily_reports: twoDays })}
        today={AFTER_WEEK}
        opened
        onClose={() => {}}
      />,
    );
    expect(
      await screen.findByText(
        'Hakuna ripoti ya siku 3: Jumanne 6 Jan, Alhamisi 8 Jan na Ijumaa 9 Jan',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^Ukigundua kosa baadaye, mtumie msimamizi wako/)).toBeTruthy();
  });

  it('says the network failed when the phone is offline (audit A2 finding 13)', async () => {
    await inKiswahili();
    const text = await submitAnswered(() => networkDown());
    expect(text).toContain('Hitilafu ya mtandao');
    expect(text).not.toContain('Imeshindikana kuwasilisha wiki');
  });

  it("names the week's Friday when the server says the week has not ended", async () => {
    await inKiswahili();
    const text = await submitAnswered(notEnded);
    expect(text).toContain(
      'Unaweza kuwasilisha wiki 8 kuanzia Ijumaa 4 Des, siku yake ya mwisho ya kazi.',
    );
  });
});

describe('SubmitWeekDialog failures in English', () => {
  it('shows the network message offline, not "Failed to submit"', async () => {
    const text = await submitAnswered(() => networkDown());
    expect(text).toContain(GENERIC_MESSAGES.network);
    expect(text).not.toContain('Failed to submit the week');
  });

  it("names the week's Friday on 409 week_not_ended", async () => {
    const text = await submitAnswered(notEnded);
    expect(text).toContain('You can submit week 8 from Friday 4 Dec, its last working day.');
  });

  it("sends the week's Monday, and says so when staff moved the start meanwhile", async () => {
    const bodies: unknown[] = [];
    const text = await submitAnswered((call) => {
      bodies.push(call.body);
      return {
        status: 409,
        body: { code: 'conflict', detail: MESSAGES.weekly.calendarMoved },
      };
    });
    expect(bodies).toEqual([{ start_date: '2026-11-30' }]);
    expect(text).toContain(MESSAGES.weekly.calendarMoved);
  });
});

const AFTER_WEEK = '2026-01-14';

async function inKiswahili() {
  await Promise.all([stringsReady('sw'), messagesReady('sw')]);
  await i18n.changeLanguage('sw');
}

const notEnded: TFakeHandler = () => ({
  status: 409,
  body: {
    code: 'week_not_ended',
    detail: 'You can submit week 8 from Friday 4 Dec, its last working day.',
  },
});

/** Week 8 of audit A2 submitted on a server answering `answer`: the toast's text. */
async function submitAnswered(answer: TFakeHandler): Promise<string> {
  fakeApi({ ...signedInStudent(), 'PATCH /reports/weekly/week/8/submit/': answer });
  const report = weeklyFixture({
    week_number: 8,
    start_date: '2026-11-30',
    end_date: '2026-12-04',
  });
  const { user } = renderWithProviders(
    <SubmitWeekDialog report={report} today="2026-12-04" opened onClose={() => {}} />,
    { session: true },
  );
  const confirm = await screen.findByRole('button', {
    name: i18n.t('weekly-report:submit.confirm'),
  });
  await user.click(confirm);
  const toast = await screen.findByRole('alert');
  return toast.textContent ?? '';
}

describe('ReportActions on a submitted week', () => {
  it("gives Reset to Original its own reason, and Enhance the enhancement's", async () => {
    renderWithProviders(
      <ReportActions
        report={weeklyFixture({ status: 'SUBMITTED' })}
        today={AFTER_WEEK}
        readOnly
        editing={[]}
        onEdit={() => {}}
        onSubmit={() => {}}
        onEnhance={() => {}}
        onReset={() => {}}
        editButtonRef={null}
      />,
    );
    const reset = await screen.findByRole('button', { name: /Reset to Original/ });
    const resetHint = document.getElementById(reset.getAttribute('aria-describedby') ?? '');
    expect(resetHint?.textContent).toBe(
      'This week has been submitted: its original text can no longer be restored.',
    );
    const enhance = screen.getByRole('button', { name: /Enhance with AI/ });
    const enhanceHint = document.getElementById(enhance.getAttribute('aria-describedby') ?? '');
    expect(enhanceHint?.textContent).toBe(
      'This week has been submitted: it can no longer be enhanced.',
    );
  });
});
