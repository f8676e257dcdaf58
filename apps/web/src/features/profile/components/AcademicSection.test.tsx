// @vitest-environment happy-dom
import type { TProfileAnswer } from '@ptlog/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { makeProfile } from '../profile.fixture';
import { AcademicSection } from './AcademicSection';

const profile: TProfileAnswer = {
  ...makeProfile({ pt_phase: 'PT2' }),
  user: {
    id: 5,
    username: 'amina@example.com',
    email: 'amina@example.com',
    first_name: 'Amina',
    last_name: 'Juma',
    is_staff: false,
    profile_picture: null,
    language: 'en',
  },
};

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
