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

  it('keeps what was typed when the student leaves the screen, until saved or cancelled', async () => {
    const profile = makeProfileAnswer();
    fakeApi({ ...signedInStudent() });
    const first = renderWithProviders(<PersonalSection profile={profile} />, { session: true });
    await first.user.click(screen.getByRole('button', { name: 'Edit personal information' }));
    const lastName = screen.getByRole('textbox', { name: /Last name/ });
    await first.user.clear(lastName);
    await first.user.type(lastName, 'Mwakyusa-Kibona');
    // The student opens another screen (the section unmounts) and comes back.
    first.unmount();

    const again = renderWithProviders(<PersonalSection profile={profile} />, { session: true });
    const kept = screen.getByRole('textbox', { name: /Last name/ }) as HTMLInputElement;
    expect(kept.value).toBe('Mwakyusa-Kibona');
    await again.user.click(screen.getByRole('button', { name: /Cancel/ }));
    again.unmount();

    renderWithProviders(<PersonalSection profile={profile} />, { session: true });
    expect(screen.queryByRole('textbox', { name: /Last name/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit personal information' })).toBeTruthy();
  });
});
