// @vitest-environment happy-dom
import type { TProfileAnswer } from '@ptlog/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { makeProfileAnswer } from '../profile.fixture';
import { ProfilePage } from './ProfilePage';

describe('ProfilePage', () => {
  it('saving a second open section keeps the name just saved in the first', async () => {
    let onServer: TProfileAnswer = makeProfileAnswer();
    const server = fakeApi({
      ...signedInStudent(),
      'GET /auth/profile/': () => ({ body: onServer }),
      'PUT /auth/profile/': (call) => {
        const body = call.body as Record<string, string>;
        const names = { first_name: body.first_name!, last_name: body.last_name! };
        onServer = {
          ...onServer,
          company_name: body.company_name ?? onServer.company_name,
          user_details: { ...onServer.user_details, ...names },
          user: { ...onServer.user, ...names },
        };
        return { body: onServer };
      },
    });
    const { user } = renderWithProviders(<ProfilePage />, { session: true });
    await user.click(await screen.findByRole('button', { name: 'Edit personal information' }));
    await user.click(screen.getByRole('button', { name: 'Edit company information' }));

    const lastName = screen.getByRole('textbox', { name: /Last name/ });
    await user.clear(lastName);
    await user.type(lastName, 'Juma-Mwakyusa');
    await user.click(screen.getByRole('button', { name: 'Save personal information' }));
    await waitFor(() => expect(onServer.user_details.last_name).toBe('Juma-Mwakyusa'));

    const company = screen.getByRole('textbox', { name: /^Company name/ });
    await user.clear(company);
    await user.type(company, 'Bakhresa Group');
    await user.click(screen.getByRole('button', { name: 'Save company information' }));
    await waitFor(() => expect(server.callsTo('PUT /auth/profile/')).toHaveLength(2));

    expect(server.callsTo('PUT /auth/profile/')[1]!.body).toMatchObject({
      last_name: 'Juma-Mwakyusa',
      company_name: 'Bakhresa Group',
    });
    expect(onServer.user_details.last_name).toBe('Juma-Mwakyusa');
  });
});
