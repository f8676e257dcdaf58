// The shell's component tests (AppLayout.*.test.tsx): a signed-in student with a saved profile,
// and the two calls the shell makes (the profile and the token balance).
import type { TUser } from '@ptlog/shared';
import { makeProfile } from '../../features/profile/profile.fixture';
import { storedSession } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';

export function signedInShell(): void {
  const profile = makeProfile();
  const account: TUser = {
    id: 7,
    username: profile.user_details.username,
    email: profile.user_details.email,
    first_name: profile.user_details.first_name,
    last_name: profile.user_details.last_name,
    is_staff: false,
    profile_picture: null,
    language: 'en',
  };
  storedSession.saveAccessToken('test-access-token');
  storedSession.touchLastActivity(Date.now());
  storedSession.saveProfile(profile);
  storedSession.saveUser(account);
  fakeApi({
    'GET /auth/profile/': () => ({ body: { ...profile, user: account } }),
    'GET /billing/balance/my_balance/': () => ({
      body: { available_tokens: 400, tokens_used: 0, payment_status: 'UNPAID', can_use_ai: true },
    }),
  });
}
