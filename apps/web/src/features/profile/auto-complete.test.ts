import { describe, expect, it } from 'vitest';
import type { TRegistrationInfo } from '../auth/registration-info';
import { describeFilled, planAutoCompletion } from './auto-complete';
import { makeProfile } from './profile.fixture';

const info: TRegistrationInfo = {
  email: 'asha@example.com',
  program: 'COMPUTER',
  year_of_study: 2,
  pt_phase: 'PT1',
  company_name: 'Vodacom',
  region: 'Dodoma',
  phone_number: '0712345678',
};

describe('planAutoCompletion', () => {
  it('does nothing when program, year, phase, department and names are present', () => {
    expect(planAutoCompletion(makeProfile({ company_name: null }), info)).toBeNull();
  });

  it('fills the academic fields from the registration information and derives the department', () => {
    const profile = makeProfile({
      program: null,
      year_of_study: null,
      pt_phase: null,
      department: '',
      company_name: null,
      company_region: null,
    });
    const plan = planAutoCompletion(profile, info);
    expect(plan?.filled).toEqual([
      'program',
      'year_of_study',
      'pt_phase',
      'department',
      'company_name',
      'company_region',
    ]);
    expect(plan?.input).toMatchObject({
      first_name: 'Amina',
      last_name: 'Juma',
      program: 'COMPUTER',
      year_of_study: 2,
      pt_phase: 'PT1',
      department: 'Computer Science Department',
      company_name: 'Vodacom',
      company_region: 'Dodoma',
      student_id: '2021-04-01234',
    });
  });

  it('never overwrites what the student already has', () => {
    const plan = planAutoCompletion(makeProfile({ pt_phase: null }), info);
    expect(plan?.filled).toEqual(['pt_phase']);
    expect(plan?.input).toMatchObject({
      program: 'MECHANICAL',
      year_of_study: 3,
      pt_phase: 'PT1',
      company_name: 'Tanzania Breweries',
    });
  });

  it('derives a missing department from the program without registration information', () => {
    const plan = planAutoCompletion(makeProfile({ department: '' }), null);
    expect(plan?.filled).toEqual(['department']);
    expect(plan?.input.department).toBe('Mechanical and Industrial Engineering Department');
  });

  it('fills missing names from the full name of the account', () => {
    const profile = makeProfile();
    profile.user_details = { ...profile.user_details, first_name: '', last_name: '' };
    profile.user_details.full_name = 'Amina Said Juma';
    const plan = planAutoCompletion(profile, null);
    expect(plan?.input).toMatchObject({ first_name: 'Amina', last_name: 'Said Juma' });
  });

  it('gives up when the names stay empty, because the update would be refused', () => {
    const profile = makeProfile({ program: null });
    profile.user_details = {
      ...profile.user_details,
      first_name: '',
      last_name: '',
      full_name: '',
    };
    expect(planAutoCompletion(profile, info)).toBeNull();
  });

  it('returns null when something is missing but nothing can fill it', () => {
    expect(planAutoCompletion(makeProfile({ pt_phase: null }), null)).toBeNull();
  });

  it('ignores a stored year the form does not offer', () => {
    const plan = planAutoCompletion(makeProfile({ year_of_study: null }), {
      ...info,
      year_of_study: 6,
    });
    expect(plan).toBeNull();
  });
});

describe('describeFilled', () => {
  it('names the filled fields', () => {
    expect(describeFilled(['program', 'pt_phase'])).toBe('program, pt phase');
  });
});
