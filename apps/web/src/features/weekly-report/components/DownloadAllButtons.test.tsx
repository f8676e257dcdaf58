// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { weeklyFixture } from '../weekly-report.fixture';
import { DownloadAllButtons } from './DownloadAllButtons';

describe('DownloadAllButtons', () => {
  it('says which logged weeks the file leaves out for want of a weekly report', () => {
    renderWithProviders(<DownloadAllButtons reports={[weeklyFixture()]} leftOut={[2, 3]} />);
    expect(
      screen.getByText(
        'Weeks 2, 3 have logged days but no weekly reports yet, so the file leaves them out. Create their reports to include them.',
      ),
    ).toBeTruthy();
  });

  it('says nothing more when every logged week has its report', () => {
    renderWithProviders(<DownloadAllButtons reports={[weeklyFixture()]} leftOut={[]} />);
    expect(screen.queryByText(/leaves/)).toBeNull();
    expect(screen.getByRole('button', { name: /PDF/ })).toBeTruthy();
  });
});
