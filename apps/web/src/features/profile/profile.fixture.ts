// A complete student profile for unit tests.
import type { TProfile, TProfileAnswer } from '@ptlog/shared';

export function makeProfile(overrides: Partial<TProfile> = {}): TProfile {
  return {
    email_verified: true,
    user_details: {
      email: 'amina@example.com',
      full_name: 'Amina Juma',
      username: 'amina@example.com',
      first_name: 'Amina',
      last_name: 'Juma',
    },
    program: 'MECHANICAL',
    year_of_study: 3,
    pt_phase: 'PT2',
    department: 'Mechanical and Industrial Engineering Department',
    phone_number: '0712345678',
    company_name: 'Tanzania Breweries',
    company_region: 'Dar es Salaam',
    student_id: '2021-04-01234',
    supervisor_name: 'Eng. Mushi',
    supervisor_email: 'mushi@example.com',
    supervisor_position: '',
    supervisor_phone: '',
    profile_picture: null,
    ...overrides,
  };
}

/** The profile as GET/PUT /auth/profile/ answer it: with its owner's account. */
export function makeProfileAnswer(overrides: Partial<TProfile> = {}): TProfileAnswer {
  return {
    ...makeProfile(overrides),
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
}
