// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { dailyFixture, weeklyFixture } from '../weekly-report.fixture';
import { KiswahiliDaysNote } from './KiswahiliDaysNote';

const SWAHILI = 'Leo tulibadilisha oil ya generator';
const ENGLISH = 'Paid the welder at the wakala';

const weekOf = (texts: string[]) =>
  weeklyFixture({
    daily_reports: texts.map((description, index) =>
      dailyFixture({ id: index + 1, date: `2026-01-0${5 + index}`, description }),
    ),
  });

describe('KiswahiliDaysNote', () => {
  it('names the Kiswahili days with a link to each, and says the log book is marked in English', () => {
    renderWithProviders(<KiswahiliDaysNote reports={[weekOf([SWAHILI, ENGLISH, SWAHILI])]} />);
    expect(screen.getByText(/2 days are written in Kiswahili:/)).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mon 5 Jan', '/daily-report?date=2026-01-05'],
      ['Wed 7 Jan', '/daily-report?date=2026-01-07'],
    ]);
    expect(
      screen.getByText(
        'The log book is marked in English, and the AI assistant does not translate Kiswahili: rewrite these days in English (“Enhance with AI” can then polish them). You can still download.',
      ),
    ).toBeTruthy();
  });

  it('gives the rewrite advice only for weeks that can still change; a locked week just prints', () => {
    const submitted = weeklyFixture({
      id: 2,
      week_number: 2,
      status: 'SUBMITTED',
      daily_reports: [dailyFixture({ id: 11, date: '2026-01-12', description: SWAHILI })],
    });
    const approved = weeklyFixture({
      id: 3,
      week_number: 3,
      status: 'APPROVED',
      daily_reports: [dailyFixture({ id: 21, date: '2026-01-19', description: SWAHILI })],
    });
    renderWithProviders(
      <KiswahiliDaysNote reports={[weekOf([SWAHILI, ENGLISH]), submitted, approved]} />,
    );
    expect(screen.getByText(/1 day is written in Kiswahili:/)).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/daily-report?date=2026-01-05',
    ]);
    expect(
      screen.getByText(
        '2 days of submitted or approved weeks are written in Kiswahili: they print as written.',
      ),
    ).toBeTruthy();
  });

  it('tells a week that can no longer change only that its Kiswahili days print as written', () => {
    const submitted = weeklyFixture({
      status: 'SUBMITTED',
      daily_reports: [dailyFixture({ id: 1, date: '2026-01-05', description: SWAHILI })],
    });
    renderWithProviders(<KiswahiliDaysNote reports={[submitted]} />);
    expect(
      screen.getByText(
        '1 day of a submitted or approved week is written in Kiswahili: it prints as written.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/rewrite|Enhance with AI/)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing when every day is in English', () => {
    renderWithProviders(<KiswahiliDaysNote reports={[weekOf([ENGLISH])]} />);
    expect(screen.queryByText(/Kiswahili/)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('lists six days at most and counts the rest', () => {
    const weeks = [1, 2].map((week) =>
      weeklyFixture({
        id: week,
        week_number: week,
        daily_reports: [0, 1, 2, 3, 4].map((index) =>
          dailyFixture({
            id: week * 10 + index,
            date: `2026-01-${String(5 + (week - 1) * 7 + index).padStart(2, '0')}`,
            description: SWAHILI,
          }),
        ),
      }),
    );
    renderWithProviders(<KiswahiliDaysNote reports={weeks} />);
    expect(screen.getByText(/10 days are written in Kiswahili:/)).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(6);
    expect(screen.getByText(/and 4 more/)).toBeTruthy();
  });

  it('says it in Kiswahili to a Kiswahili reader', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    try {
      renderWithProviders(<KiswahiliDaysNote reports={[weekOf([SWAHILI, SWAHILI])]} />);
      const note = screen.getByText(/Siku 2 zimeandikwa kwa Kiswahili:/);
      // Kiswahili's day names carry a comma ('Jumatatu, 5 Jan'): the days are parted by ';'.
      expect(note.textContent).toMatch(/5 Jan; \S+, 6 Jan$/);
      expect(screen.getAllByRole('link')[0]!.getAttribute('href')).toBe(
        '/daily-report?date=2026-01-05',
      );
      expect(
        screen.getByText(
          /Logbook husahihishwa kwa Kiingereza, na msaidizi wa AI hatafsiri Kiswahili/,
        ),
      ).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says a locked week prints as written in Kiswahili to a Kiswahili reader', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    try {
      const approved = weeklyFixture({
        status: 'APPROVED',
        daily_reports: [dailyFixture({ id: 1, date: '2026-01-05', description: SWAHILI })],
      });
      renderWithProviders(<KiswahiliDaysNote reports={[approved]} />);
      expect(
        screen.getByText(
          'Siku 1 ya wiki iliyowasilishwa au kuidhinishwa imeandikwa kwa Kiswahili: itachapishwa kama ilivyoandikwa.',
        ),
      ).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
