// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { LogbookProgress } from './LogbookProgress';

describe('LogbookProgress', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('tells weeks filled in apart from weeks signed by the supervisor, in either language', async () => {
    const { unmount } = renderWithProviders(
      <LogbookProgress percent={100} completed={8} signed={3} />,
    );
    expect(screen.getByText('8 of 8 weeks complete (100%)')).toBeTruthy();
    expect(screen.getByText('3 of 8 weeks signed by your supervisor')).toBeTruthy();
    expect(screen.queryByText(/completed/)).toBeNull();
    unmount();
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    renderWithProviders(<LogbookProgress percent={100} completed={8} signed={3} />);
    expect(screen.getByText('Wiki 8 kati ya 8 zimekamilika (100%)')).toBeTruthy();
    expect(screen.getByText('Wiki 3 kati ya 8 zimesainiwa na msimamizi wako')).toBeTruthy();
  });
});
