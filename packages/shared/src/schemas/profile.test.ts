import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { ZProfileUpdateInput } from './profile';

describe('ZProfileUpdateInput', () => {
  it('requires first and last name', () => {
    const result = ZProfileUpdateInput.safeParse({ first_name: '', last_name: ' ' });
    expect(z.flattenError(result.error!).fieldErrors).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
    });
  });

  it('leaves program, year, phase and department optional', () => {
    expect(ZProfileUpdateInput.parse({ first_name: 'Amina', last_name: 'Mushi' })).toEqual({
      first_name: 'Amina',
      last_name: 'Mushi',
    });
    expect(
      ZProfileUpdateInput.safeParse({
        first_name: 'A',
        last_name: 'B',
        program: null,
        year_of_study: 4,
      }).success,
    ).toBe(true);
  });

  it('keeps the year of study within 1 to 4 and ignores a phone number', () => {
    expect(
      ZProfileUpdateInput.safeParse({ first_name: 'A', last_name: 'B', year_of_study: 5 }).success,
    ).toBe(false);
    expect(
      ZProfileUpdateInput.parse({ first_name: 'A', last_name: 'B', phone_number: '0712345678' }),
    ).not.toHaveProperty('phone_number');
  });
});

describe('company_name in the profile', () => {
  it('takes at most the companies list’s 200 characters, as adding a company does', () => {
    const names = { first_name: 'Neema', last_name: 'Kweka' };
    const long = ZProfileUpdateInput.safeParse({ ...names, company_name: 'K'.repeat(201) });
    expect(z.flattenError(long.error!).fieldErrors).toEqual({
      company_name: [MESSAGES.generic.textTooLong(LIMITS.COMPANY_NAME_MAX)],
    });
    const fits = ZProfileUpdateInput.parse({ ...names, company_name: 'K'.repeat(200) });
    expect(fits.company_name).toHaveLength(200);
  });
});
