// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { makeProfileAnswer } from '../profile.fixture';
import { PersonalSection } from './PersonalSection';

describe('PersonalSection', () => {
  it('saves once on a double tap of Save, and says so once', async () => {
    const profile = makeProfileAnswer();
    let answer: (() => void) | undefined;
    const server = fakeApi({
      ...signedInStudent(),
      'PUT /auth/profile/': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 200, body: profile });
        }),
    });
    const { user } = renderWithProviders(<PersonalSection profile={profile} />, { session: true });
    await user.click(screen.getByRole('button', { name: 'Edit personal information' }));
    const save = screen.getByRole('button', {
      name: 'Save personal information',
    }) as HTMLButtonElement;
    // Two taps in one frame, before the button re-renders as loading.
    save.click();
    save.click();
    await waitFor(() => expect(server.callsTo('PUT /auth/profile/')).toHaveLength(1));
    answer?.();
    expect(await screen.findAllByText('Profile updated successfully!')).toHaveLength(1);
    expect(server.callsTo('PUT /auth/profile/')).toHaveLength(1);
  });
});
