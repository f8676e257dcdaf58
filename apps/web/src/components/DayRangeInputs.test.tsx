// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DayRangeInputs } from './DayRangeInputs';

function renderRange(from: string, until: string) {
  return renderWithProviders(
    <DayRangeInputs
      from={from}
      until={until}
      fromLabel="Joined from"
      untilLabel="Joined until"
      onFrom={() => undefined}
      onUntil={() => undefined}
    />,
  );
}

describe('DayRangeInputs', () => {
  it('says why nothing matches when the days are the wrong way round', () => {
    renderRange('2026-11-20', '2026-11-10');
    const until = screen.getByLabelText('Joined until');
    expect(until.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Earlier than “Joined from”: nothing can match. Change one of the two.'),
    ).toBeTruthy();
  });

  it('says nothing for one day, or either bound alone', () => {
    for (const [from, until] of [
      ['2026-11-10', '2026-11-10'],
      ['2026-11-10', ''],
      ['', '2026-11-10'],
    ]) {
      const view = renderRange(from!, until!);
      expect(screen.getByLabelText('Joined until').getAttribute('aria-invalid')).not.toBe('true');
      view.unmount();
    }
  });
});
