// A signed-in student for component tests that sit under the SessionProvider: the stored access
// token it starts from and the profile answer it loads (GET /auth/profile/).
import type { TProfile, TProfileAnswer } from '@ptlog/shared';
import { makeProfile } from '../features/profile/profile.fixture';
import { storedSession } from '../lib/session';
import type { TFakeHandler } from './fake-api';

export function signedInStudent(overrides: Partial<TProfile> = {}): Record<string, TFakeHandler> {
  const profile = makeProfile(overrides);
  const answer: TProfileAnswer = {
    ...profile,
    user: {
      id: 5,
      username: profile.user_details.username,
      email: profile.user_details.email,
      first_name: profile.user_details.first_name,
      last_name: profile.user_details.last_name,
      is_staff: false,
      profile_picture: null,
      language: 'en',
    },
  };
  storedSession.saveAccessToken('test-access-token');
  storedSession.saveUser(answer.user);
  storedSession.touchLastActivity(Date.now());
  return { 'GET /auth/profile/': () => ({ body: answer }) };
}
