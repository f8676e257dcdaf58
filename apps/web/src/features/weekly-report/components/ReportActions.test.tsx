// @vitest-environment happy-dom
// A week cannot be submitted before its last working day (ADR 21, audit A2 finding 2): Submit
// Week stays on screen, unavailable, with the reason written under the buttons (not a tooltip).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { weeklyFixture } from '../weekly-report.fixture';
import { ReportActions } from './ReportActions';
import type { TWeekSection } from './useEditingSections';

const week8 = weeklyFixture({ week_number: 8, start_date: '2026-11-30', end_date: '2026-12-04' });

function renderActions(today: string, onSubmit = vi.fn(), editing: readonly TWeekSection[] = []) {
  const onEnhance = vi.fn();
  const onReset = vi.fn();
  const rendered = renderWithProviders(
    <ReportActions
      report={week8}
      today={today}
      readOnly={false}
      editing={editing}
      onEdit={() => {}}
      onSubmit={onSubmit}
      onEnhance={onEnhance}
      onReset={onReset}
      editButtonRef={null}
    />,
  );
  return { ...rendered, onSubmit, onEnhance, onReset };
}

describe('Submit Week before the week has ended', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('is unavailable on Monday, says from when in visible text, and opens nothing', async () => {
    const { user, onSubmit } = renderActions('2026-11-30');
    const reason = 'You can submit week 8 from Friday 4 Dec, its last working day.';
    const hint = screen.getByText(reason);
    const submit = screen.getByRole('button', { name: 'Submit Week' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(submit.getAttribute('aria-describedby')).toBe(hint.id);
    await user.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens the dialog from the Friday on', async () => {
    const { user, onSubmit } = renderActions('2026-12-04');
    expect(screen.queryByText(/You can submit week 8/)).toBeNull();
    const submit = screen.getByRole('button', { name: 'Submit Week' });
    expect(submit.getAttribute('aria-disabled')).toBeNull();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('gives the reason in Kiswahili, the day without a comma', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    renderActions('2026-12-01');
    expect(
      screen.getByText(
        'Unaweza kuwasilisha wiki 8 kuanzia Ijumaa 4 Des, siku yake ya mwisho ya kazi.',
      ),
    ).toBeTruthy();
  });
});

describe('While a section is open for editing', () => {
  it('Submit, Enhance and Reset wait, and say to save or cancel first', async () => {
    const { user, onSubmit, onEnhance, onReset } = renderActions('2026-12-04', vi.fn(), [
      'summary',
    ]);
    const hint = screen.getByText(
      'Save or cancel your summary changes first: then you can enhance, reset or submit the week.',
    );
    const submit = screen.getByRole('button', { name: 'Submit Week' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(submit.getAttribute('aria-describedby')).toBe(hint.id);
    await user.click(submit);
    await user.click(screen.getByRole('button', { name: 'Enhance with AI' }));
    await user.click(screen.getByRole('button', { name: 'Reset to Original' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onEnhance).not.toHaveBeenCalled();
    expect(onReset).not.toHaveBeenCalled();
  });
});

describe('While the main job or the operations are open for editing', () => {
  // Typed steps left out of a submitted week were lost: a later Save is refused (week locked).
  it.each([
    [['operations'], 'Save or cancel your operations changes first'],
    [['mainJob'], 'Save or cancel your main job changes first'],
    [['mainJob', 'operations'], 'Save or cancel your changes first'],
  ] as const)('%s: Submit, Enhance and Reset wait with the same hint', async (sections, says) => {
    const { user, onSubmit, onEnhance, onReset } = renderActions('2026-12-04', vi.fn(), sections);
    const hint = screen.getByText(`${says}: then you can enhance, reset or submit the week.`);
    for (const name of ['Submit Week', 'Enhance with AI', 'Reset to Original']) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button.getAttribute('aria-describedby')).toBe(hint.id);
      await user.click(button);
    }
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onEnhance).not.toHaveBeenCalled();
    expect(onReset).not.toHaveBeenCalled();
    // Edit Report opens the summary: still available while another section is open.
    expect(
      (screen.getByRole('button', { name: 'Edit Report' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
