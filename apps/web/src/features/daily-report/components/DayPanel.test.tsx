// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { dailyFixture } from '../../weekly-report/weekly-report.fixture';
import type { TDayTile } from '../daily-week';
import { createDayDrafts } from '../day-drafts';
import { DayPanel } from './DayPanel';

const MONDAY = '2026-01-05';
const TUESDAY = '2026-01-06';

function lockedTile(logged: boolean): TDayTile {
  const report = logged
    ? dailyFixture({ date: MONDAY, hours_spent: 8, description: 'Saved text', is_editable: false })
    : null;
  return {
    date: MONDAY,
    label: 'Monday 5 Jan',
    status: logged ? 'completed' : 'missed',
    report,
    pending: null,
    hours: report?.hours_spent ?? null,
    isFuture: false,
  };
}

describe('DayPanel of a submitted week', () => {
  it.each([
    ['a logged day', true],
    ['an empty day', false],
  ])('shows text kept on the device for %s, to copy, until it is discarded', async (_, logged) => {
    signedInStudent();
    const drafts = createDayDrafts();
    drafts.keep(MONDAY, { hours: 7, description: 'Typed offline, refused after the submit' });
    const { user } = renderWithProviders(
      <DayPanel tile={lockedTile(logged)} week={1} weekLocked drafts={drafts} />,
    );

    const kept = await screen.findByRole('textbox', {
      name: 'Your unsaved entry for Monday 5 Jan',
    });
    expect((kept as HTMLTextAreaElement).value).toBe('Typed offline, refused after the submit');
    expect(screen.getByRole('button', { name: /^Copy/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /^Discard/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes, discard' }));

    expect(screen.queryByRole('textbox', { name: /unsaved entry/ })).toBeNull();
    expect(drafts.get(MONDAY)).toBeUndefined();
  });

  it('shows nothing more when no text is kept for the day', () => {
    signedInStudent();
    renderWithProviders(
      <DayPanel tile={lockedTile(true)} week={1} weekLocked drafts={createDayDrafts()} />,
    );
    expect(screen.getByText('Saved text')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

function dayTile(date: string, label: string, editable: boolean): TDayTile {
  const report = dailyFixture({
    date,
    hours_spent: 8,
    description: `Saved ${label}`,
    is_editable: editable,
  });
  return { date, label, status: 'completed', report, pending: null, hours: 8, isFuture: false };
}

/** The page's shape: one DayPanel, whose tile changes when another day tile is tapped. */
function MovingDay({
  drafts,
  weekLocked,
}: {
  drafts: ReturnType<typeof createDayDrafts>;
  weekLocked: boolean;
}) {
  const [date, setDate] = useState(MONDAY);
  const tile =
    date === MONDAY
      ? dayTile(MONDAY, 'Monday 5 Jan', !weekLocked)
      : dayTile(TUESDAY, 'Tuesday 6 Jan', !weekLocked);
  return (
    <>
      <button type="button" onClick={() => setDate(TUESDAY)}>
        Go to Tuesday
      </button>
      <DayPanel tile={tile} week={1} weekLocked={weekLocked} drafts={drafts} />
    </>
  );
}

describe('DayPanel moving from day to day', () => {
  it("of a submitted week never shows one day's kept text under another day", async () => {
    signedInStudent();
    const drafts = createDayDrafts();
    drafts.keep(MONDAY, { hours: 7, description: 'Monday text typed offline' });
    const { user } = renderWithProviders(<MovingDay drafts={drafts} weekLocked />);
    await screen.findByRole('textbox', { name: 'Your unsaved entry for Monday 5 Jan' });

    await user.click(screen.getByRole('button', { name: 'Go to Tuesday' }));
    expect(await screen.findByText('Saved Tuesday 6 Jan')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /unsaved entry/ })).toBeNull();
  });

  it("of a submitted week shows a day's kept text when the student comes from another day", async () => {
    signedInStudent();
    const drafts = createDayDrafts();
    drafts.keep(TUESDAY, { hours: 7, description: 'Tuesday text typed offline' });
    const { user } = renderWithProviders(<MovingDay drafts={drafts} weekLocked />);
    expect(await screen.findByText('Saved Monday 5 Jan')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /unsaved entry/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Go to Tuesday' }));
    const kept = await screen.findByRole('textbox', {
      name: 'Your unsaved entry for Tuesday 6 Jan',
    });
    expect((kept as HTMLTextAreaElement).value).toBe('Tuesday text typed offline');
  });

  it("of an open week shows each day's own text and draft in the form", async () => {
    signedInStudent();
    const drafts = createDayDrafts();
    drafts.keep(TUESDAY, { hours: 6, description: 'Tuesday draft' });
    const { user } = renderWithProviders(<MovingDay drafts={drafts} weekLocked={false} />);
    const monday = (await screen.findByRole('textbox', {
      name: /description/i,
    })) as HTMLTextAreaElement;
    expect(monday.value).toBe('Saved Monday 5 Jan');

    await user.click(screen.getByRole('button', { name: 'Go to Tuesday' }));
    const tuesday = screen.getByRole('textbox', { name: /description/i }) as HTMLTextAreaElement;
    expect(tuesday.value).toBe('Tuesday draft');
  });
});
