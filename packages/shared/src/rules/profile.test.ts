import { describe, expect, it } from 'vitest';
import { ZProfile } from '../schemas/profile';
import {
  isProfileComplete,
  normaliseProfile,
  normaliseYearOfStudy,
  profileChecklist,
} from './profile';

describe('normaliseYearOfStudy', () => {
  it.each([
    [3, 3],
    ['3', 3],
    ['Year 2', 2],
    ['year 4', 4],
    ['2nd year', 2],
    ['1st', 1],
    [' 6 ', 6],
  ])('%j → %j', (input, year) => {
    expect(normaliseYearOfStudy(input)).toBe(year);
  });

  it.each([[0], [7], ['7'], [2.5], ['3.5'], ['abc'], [''], [null], [undefined], [true]])(
    '%j → null',
    (input) => {
      expect(normaliseYearOfStudy(input)).toBeNull();
    },
  );
});

describe('normaliseProfile', () => {
  it('converts display names to codes and keeps the user details', () => {
    const stored = {
      email_verified: true,
      user_details: {
        email: 'amina@example.com',
        full_name: 'Amina Mushi',
        username: 'amina@example.com',
        first_name: 'Amina',
        last_name: 'Mushi',
      },
      department: 'Electrical Engineering Department',
      phone_number: '+255712345678',
      company_name: 'TANESCO',
      company_region: 'Dar es Salaam',
      student_id: '2021-04-01234',
      supervisor_name: 'Eng. Juma',
      supervisor_email: 'juma@example.com',
      supervisor_position: 'Site Engineer',
      supervisor_phone: '+255 754 000 111',
      profile_picture: '/media/p.png',
    };
    const profile = normaliseProfile({
      ...stored,
      program: 'Electrical Engineering',
      pt_phase: 'Practical Training 2',
      year_of_study: 'Year 3',
    });
    expect(profile).toEqual({
      ...stored,
      program: 'ELECTRICAL',
      pt_phase: 'PT2',
      year_of_study: 3,
    });
    expect(ZProfile.safeParse(profile).success).toBe(true);
  });

  it('turns empty and missing values into "" or null per field', () => {
    const profile = normaliseProfile({
      program: '',
      pt_phase: null,
      year_of_study: '',
      department: null,
      phone_number: '   ',
      company_name: '',
      company_region: null,
      student_id: null,
      supervisor_email: '',
    });
    expect(profile).toEqual({
      email_verified: false,
      user_details: { email: '', full_name: '', username: '', first_name: '', last_name: '' },
      program: null,
      pt_phase: null,
      year_of_study: null,
      department: '',
      phone_number: '',
      company_name: null,
      company_region: null,
      student_id: '',
      supervisor_name: '',
      supervisor_email: '',
      supervisor_position: '',
      supervisor_phone: '',
      profile_picture: null,
    });
    expect(ZProfile.safeParse(profile).success).toBe(true);
  });

  it('passes codes through, drops unknown programs and phases, trims text', () => {
    const profile = normaliseProfile({
      program: 'MINING',
      pt_phase: 'PT3',
      year_of_study: 2,
      company_name: ' Acme ',
    });
    expect(profile.program).toBe('MINING');
    expect(profile.pt_phase).toBe('PT3');
    expect(profile.year_of_study).toBe(2);
    expect(profile.company_name).toBe('Acme');
    expect(normaliseProfile({ program: 'Basket Weaving', pt_phase: 'PT9' })).toMatchObject({
      program: null,
      pt_phase: null,
    });
  });

  it('takes user details from top-level fields when the nested object is missing', () => {
    const profile = normaliseProfile({ email: 'a@b.tz', full_name: 'A B', username: 'a@b.tz' });
    expect(profile.user_details).toEqual({
      email: 'a@b.tz',
      full_name: 'A B',
      username: 'a@b.tz',
      first_name: '',
      last_name: '',
    });
  });

  it('treats only a literal true as a verified e-mail', () => {
    expect(normaliseProfile({ email_verified: 'true' }).email_verified).toBe(false);
    expect(normaliseProfile({ email_verified: 1 }).email_verified).toBe(false);
  });

  it('keeps a numeric student id as text', () => {
    expect(normaliseProfile({ student_id: 2021040123 }).student_id).toBe('2021040123');
  });
});

describe('profileChecklist', () => {
  const complete = normaliseProfile({
    user_details: { full_name: 'Amina Mushi' },
    program: 'ELECTRICAL',
    year_of_study: 3,
    pt_phase: 'PT2',
    department: 'Electrical Engineering Department',
    phone_number: '+255712345678',
    company_name: 'TANESCO',
    company_region: 'Dar es Salaam',
    student_id: '2021-04-01234',
    supervisor_name: 'Eng. Juma',
    supervisor_email: 'juma@example.com',
  });

  it('marks every field complete for a full profile', () => {
    expect(profileChecklist(complete).every((item) => item.complete)).toBe(true);
    expect(isProfileComplete(complete)).toBe(true);
  });

  it('marks missing fields incomplete', () => {
    const partial = { ...complete, company_region: null, supervisor_email: '' };
    const incomplete = profileChecklist(partial).filter((item) => !item.complete);
    expect(incomplete.map((item) => item.field)).toEqual(['company_region', 'supervisor_email']);
    expect(isProfileComplete(partial)).toBe(false);
  });

  it('does not count a supervisor e-mail that is not an address (registration keeps it as typed)', () => {
    for (const typed of ['neema@', 'joseph.mrema@gmail', 'Eng. Juma']) {
      const items = profileChecklist({ ...complete, supervisor_email: typed });
      expect(items.filter((item) => !item.complete).map((item) => item.field)).toEqual([
        'supervisor_email',
      ]);
    }
  });
});
