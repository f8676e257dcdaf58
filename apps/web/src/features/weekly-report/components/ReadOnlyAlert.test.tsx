// @vitest-environment happy-dom
// After submitting, the week page says how a mistake can still be fixed (audit A2 finding 12):
// the supervisor returns the week with a comment and it opens again. Only what is true: a week
// not yet sent must be sent first, and an approved week is final.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { signoffFixture } from '../weekly-report.fixture';
import { ReadOnlyAlert } from './ReadOnlyAlert';

const alertText = () => screen.getByRole('alert').textContent ?? '';

describe('ReadOnlyAlert', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('tells a student whose week waits for the supervisor to ask for it back', () => {
    const signoff = signoffFixture({ state: 'sent' });
    renderWithProviders(<ReadOnlyAlert report={{ status: 'SUBMITTED', signoff }} />);
    expect(alertText()).toBe(
      'Read-onlyThis week has been submitted and can no longer be changed. Found a mistake? Ask your supervisor to return the week with a comment; it then opens again.',
    );
  });

  it('tells a student who has not sent the week yet to send it first', () => {
    const signoff = signoffFixture({ state: 'submitted' });
    renderWithProviders(<ReadOnlyAlert report={{ status: 'SUBMITTED', signoff }} />);
    expect(alertText()).toContain(
      'Found a mistake? Send the week to your supervisor and ask them to return it with a comment; it then opens again.',
    );
  });

  it('promises nothing for an approved week', () => {
    const signoff = signoffFixture({ state: 'approved' });
    renderWithProviders(<ReadOnlyAlert report={{ status: 'APPROVED', signoff }} />);
    expect(alertText()).toBe('Read-onlyThis week has been approved and can no longer be changed.');
  });

  it('says it in Kiswahili', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    const signoff = signoffFixture({ state: 'sent' });
    renderWithProviders(<ReadOnlyAlert report={{ status: 'SUBMITTED', signoff }} />);
    expect(alertText()).toContain(
      'Umegundua kosa? Mwombe msimamizi wako airudishe wiki pamoja na maoni; kisha itafunguka tena.',
    );
  });
});
