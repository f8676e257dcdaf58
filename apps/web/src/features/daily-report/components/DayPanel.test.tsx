// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { dailyFixture } from '../../weekly-report/weekly-report.fixture';
import type { TDayTile } from '../daily-week';
import { createDayDrafts } from '../day-drafts';
import { DayPanel } from './DayPanel';

const MONDAY = '2026-01-05';

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
