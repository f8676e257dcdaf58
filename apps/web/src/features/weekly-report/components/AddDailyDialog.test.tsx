// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { messagesReady } from '../../../i18n/messages';
import { offlineOutbox } from '../../../lib/offline-outbox';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { unsentDay } from '../../../test/unsent-day';
import { dailyFixture, weeklyFixture } from '../weekly-report.fixture';
import { AddDailyDialog } from './AddDailyDialog';

/** Monday is logged and is today: the rest of the week is still ahead, so Monday is chosen. */
function renderDialog() {
  fakeApi({});
  return renderWithProviders(
    <AddDailyDialog
      opened
      report={weeklyFixture({ daily_reports: [dailyFixture({ date: '2026-01-05' })] })}
      today="2026-01-05"
      onClose={() => undefined}
    />,
  );
}

/** Nothing logged yet in the week, on its Monday: the dialog adds Monday. */
function renderEmptyWeek() {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <AddDailyDialog
      opened
      report={weeklyFixture({ daily_reports: [] })}
      today="2026-01-05"
      onClose={onClose}
    />,
  );
  return { ...view, onClose };
}

/** The chosen option's text and the note under the select. */
function dateField(label: string) {
  const select = screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
  const note = document.getElementById(select.getAttribute('aria-describedby') ?? '');
  return { chosen: select.selectedOptions[0]?.textContent, note: note?.textContent };
}

describe('AddDailyDialog', () => {
  it('keeps the chosen logged day short and says it is logged under the select', async () => {
    renderDialog();
    await screen.findByRole('dialog');
    expect(dateField('Date')).toEqual({
      chosen: 'Monday 05-01-2026 ✓',
      note: 'A daily report for this date already exists.',
    });
  });

  it('does the same in Kiswahili', async () => {
    await Promise.all([stringsReady('sw'), messagesReady('sw')]);
    await i18n.changeLanguage('sw');
    try {
      renderDialog();
      await screen.findByRole('dialog');
      expect(dateField('Tarehe')).toEqual({
        chosen: 'Jumatatu 05-01-2026 ✓',
        note: 'Ripoti ya siku ya tarehe hii tayari ipo.',
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('does not send again a day this device still holds to send (its answer may have been lost)', async () => {
    // The outbox is the signed-in account's.
    const server = fakeApi(signedInStudent());
    offlineOutbox.put(unsentDay('2026-01-05'));
    try {
      const { user } = renderWithProviders(
        <AddDailyDialog
          opened
          report={weeklyFixture({ daily_reports: [] })}
          today="2026-01-05"
          onClose={() => undefined}
        />,
        { session: true },
      );
      await screen.findByRole('dialog');
      const unsentNote =
        'This day is kept on this device and will be sent when you are back online. Change it on the Daily Reports screen.';
      expect(dateField('Date')).toEqual({
        chosen: 'Monday 05-01-2026 (pending sync)',
        note: unsentNote,
      });
      await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Wired a panel');
      await user.type(screen.getByRole('textbox', { name: /Hours/ }), '8');
      await user.click(screen.getByRole('button', { name: 'Save daily report' }));
      expect(await screen.findByText(unsentNote)).toBeTruthy();
      expect(server.callsTo('POST /reports/daily/')).toEqual([]);
    } finally {
      offlineOutbox.remove('daily:2026-01-05');
    }
  });

  it('sends one day for a double tap on Save (two clicks before it shows loading)', async () => {
    const server = fakeApi({
      'POST /reports/daily/': () => ({ status: 201, body: dailyFixture({ date: '2026-01-05' }) }),
    });
    const { user, onClose } = renderEmptyWeek();
    await user.type(await screen.findByRole('textbox', { name: /Description/ }), 'Wired a panel');
    await user.type(screen.getByRole('textbox', { name: /Hours/ }), '8');
    const save = screen.getByRole('button', { name: 'Save daily report' });
    save.click();
    save.click();

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(server.callsTo('POST /reports/daily/')).toHaveLength(1);
  });

  it('takes the focus to the first field with an error on Save', async () => {
    const server = fakeApi({});
    const { user } = renderEmptyWeek();
    await user.type(await screen.findByRole('textbox', { name: /Hours/ }), '8');
    await user.click(screen.getByRole('button', { name: 'Save daily report' }));
    const description = screen.getByRole('textbox', { name: /Description/ });
    await waitFor(() => expect(document.activeElement).toBe(description));
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(server.calls).toEqual([]);
  });

  it('stays open while the day is saved, and shows the refusal with the text still there', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    fakeApi({ 'POST /reports/daily/': () => new Promise((resolve) => (answer = resolve)) });
    const { user, onClose } = renderEmptyWeek();
    const text = 'Rewound the conveyor motor and tested its insulation.';
    await user.type(await screen.findByRole('textbox', { name: /Description/ }), text);
    await user.type(screen.getByRole('textbox', { name: /Hours/ }), '8');
    await user.click(screen.getByRole('button', { name: 'Save daily report' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    answer({
      status: 400,
      body: {
        detail: 'Check the highlighted fields.',
        code: 'validation_error',
        errors: { description: ['Description must contain at least one word'] },
      },
    });
    expect(await screen.findByText('Description must contain at least one word')).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: /Description/ }) as HTMLTextAreaElement).value,
    ).toBe(text);
  });
});

/** As on the weekly page: the dialog opens from a button, and closing it unmounts the form. */
function DialogHost() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Add day
      </button>
      <AddDailyDialog
        opened={opened}
        report={weeklyFixture({ daily_reports: [] })}
        today="2026-01-05"
        onClose={() => setOpened(false)}
      />
    </>
  );
}

const DAY = 'Replaced the bearings of conveyor 3 and aligned the drive belt';
const descriptionField = async () =>
  (await screen.findByRole('textbox', { name: /Description/ })) as HTMLTextAreaElement;
const hoursField = () => screen.getByRole('textbox', { name: /Hours/ }) as HTMLInputElement;
const RESTORED = /^Not saved yet: the day you typed earlier/;

describe('AddDailyDialog closed with a day typed', () => {
  it('keeps the day on Escape: it is back when the dialog opens again', async () => {
    fakeApi(signedInStudent());
    const { user } = renderWithProviders(<DialogHost />);
    await user.type(await descriptionField(), DAY);
    await user.type(hoursField(), '7.5');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Add day' }));
    expect((await descriptionField()).value).toBe(DAY);
    expect(hoursField().value).toBe('7.5');
    expect(screen.getByText(RESTORED).getAttribute('role')).toBe('status');
  });

  it('keeps it when the page goes away (Back, a reload, an idle sign-out)', async () => {
    fakeApi(signedInStudent());
    const first = renderWithProviders(<DialogHost />);
    await first.user.type(await descriptionField(), DAY);
    first.unmount();

    renderWithProviders(<DialogHost />);
    expect((await descriptionField()).value).toBe(DAY);
  });

  it('asks before Cancel throws the day away; Keep editing keeps it', async () => {
    fakeApi(signedInStudent());
    const { user } = renderWithProviders(<DialogHost />);
    await user.type(await descriptionField(), DAY);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull(),
    );
    expect((await descriptionField()).value).toBe(DAY);

    // Escape answers the question only: the day stays open under it.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull(),
    );
    expect((await descriptionField()).value).toBe(DAY);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole(
        'button',
        { name: 'Yes, discard' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Add day' }));
    expect((await descriptionField()).value).toBe('');
    expect(screen.queryByText(RESTORED)).toBeNull();
  });

  it('closes at once on Cancel when nothing was typed', async () => {
    fakeApi(signedInStudent());
    const { user } = renderWithProviders(<DialogHost />);
    await descriptionField();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('forgets the day once it is saved', async () => {
    fakeApi({
      ...signedInStudent(),
      'POST /reports/daily/': () => ({ status: 201, body: dailyFixture({ date: '2026-01-05' }) }),
    });
    const { user } = renderWithProviders(<DialogHost />);
    await user.type(await descriptionField(), DAY);
    await user.type(hoursField(), '8');
    await user.click(screen.getByRole('button', { name: 'Save daily report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Add day' }));
    expect((await descriptionField()).value).toBe('');
  });
});
