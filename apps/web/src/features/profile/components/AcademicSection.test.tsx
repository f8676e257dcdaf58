// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { makeProfileAnswer } from '../profile.fixture';
import { AcademicSection } from './AcademicSection';

const profile = makeProfileAnswer({ pt_phase: 'PT2' });

describe('AcademicSection', () => {
  it('names the PT phase in English', async () => {
    fakeApi(signedInStudent());
    renderWithProviders(<AcademicSection profile={profile} />, {
      session: true,
    });
    expect(await screen.findByText('Practical Training 2')).toBeTruthy();
  });

  it('names the PT phase in Kiswahili, as the assessment guide does', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    try {
      fakeApi(signedInStudent());
      renderWithProviders(<AcademicSection profile={profile} />, {
        session: true,
      });
      expect(await screen.findByText('Mafunzo kwa Vitendo 2')).toBeTruthy();
      expect(screen.queryByText('Practical Training 2')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
