import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../messages';
import {
  ZDeviceInfo,
  ZRegisterInput,
  ZRegisterStep1,
  ZRegisterStep2,
  ZRegisterStep3,
} from './registration';

function fieldErrors(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe('ZRegisterStep1', () => {
  it('requires names and a phone number', () => {
    expect(
      fieldErrors(ZRegisterStep1, { first_name: '', last_name: '  ', phone_number: '' }),
    ).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      phone_number: ['Phone number is required'],
    });
  });

  it('requires a Tanzanian phone number', () => {
    expect(
      fieldErrors(ZRegisterStep1, {
        first_name: 'Amina',
        last_name: 'Mushi',
        phone_number: '12345',
      }),
    ).toEqual({ phone_number: ['Please enter a valid Tanzanian phone number'] });
  });
});

describe('ZRegisterStep2', () => {
  const valid = {
    email: 'amina@example.com',
    password: 'longenough',
    password_confirm: 'longenough',
    accept_terms: true,
  };

  it('accepts a valid step', () => {
    expect(ZRegisterStep2.safeParse(valid).success).toBe(true);
  });

  it('gives one message per empty field', () => {
    expect(
      fieldErrors(ZRegisterStep2, {
        email: '',
        password: '',
        password_confirm: '',
        accept_terms: false,
      }),
    ).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
      password_confirm: ['Please confirm your password'],
      accept_terms: ['You must accept the terms and conditions to continue'],
    });
  });

  it('checks e-mail format, password length and confirmation', () => {
    expect(
      fieldErrors(ZRegisterStep2, {
        ...valid,
        email: 'amina@',
        password: 'short',
        password_confirm: 'other',
      }),
    ).toEqual({
      email: ['Invalid email address'],
      password: ['Password must be at least 8 characters'],
      password_confirm: ['Passwords do not match'],
    });
  });
});

describe('ZRegisterStep3', () => {
  it('requires program, phase, academic year and area of field', () => {
    expect(fieldErrors(ZRegisterStep3, { area_of_field: ' ' })).toEqual({
      program: ['Program is required'],
      pt_phase: ['PT Phase is required'],
      academic_year: ['Academic year is required'],
      area_of_field: ['Area of field is required'],
    });
  });

  it('accepts academic years 1 to 4 as numbers or form strings', () => {
    const base = { program: 'CIVIL', pt_phase: 'PT1', area_of_field: 'TANESCO' };
    expect(ZRegisterStep3.parse({ ...base, academic_year: '3' }).academic_year).toBe(3);
    expect(ZRegisterStep3.parse({ ...base, academic_year: 4 }).academic_year).toBe(4);
    for (const year of [0, 5, 2.5, '']) {
      expect(fieldErrors(ZRegisterStep3, { ...base, academic_year: year })).toEqual({
        academic_year: ['Academic year is required'],
      });
    }
  });

  it('leaves student id, supervisor fields and region unvalidated', () => {
    const parsed = ZRegisterStep3.parse({
      program: 'MINING',
      pt_phase: 'PT3',
      academic_year: 2,
      area_of_field: 'Geita Gold Mine',
      supervisor_email: 'not an e-mail',
    });
    expect(parsed.supervisor_email).toBe('not an e-mail');
    expect(parsed.student_id).toBeUndefined();
  });
});

describe('ZRegisterInput', () => {
  const payload = {
    email: 'Amina@Example.com',
    password: 'longenough',
    password_confirm: 'longenough',
    first_name: 'Amina',
    last_name: 'Mushi',
    phone_number: '+255712345678',
    program: 'ELECTRICAL',
    pt_phase: 'PT2',
    year_of_study: 3,
    company_name: 'TANESCO',
    company_region: 'Dar es Salaam',
    device_info: { userAgent: 'test' },
  };

  it('accepts the combined payload and normalises the e-mail', () => {
    const parsed = ZRegisterInput.parse(payload);
    expect(parsed.email).toBe('amina@example.com');
    expect(parsed.year_of_study).toBe(3);
  });

  it('applies the step rules to the combined payload', () => {
    expect(
      fieldErrors(ZRegisterInput, {
        ...payload,
        phone_number: '0812',
        company_name: '',
        password_confirm: 'x',
      }),
    ).toEqual({
      phone_number: ['Please enter a valid Tanzanian phone number'],
      company_name: ['Area of field is required'],
      password_confirm: ['Passwords do not match'],
    });
  });

  // The wizard leaves it unvalidated (spec 1 §3); request_signoff refuses what is not an address.
  it("lower-cases a supervisor's address as the profile does, and keeps anything else as typed", () => {
    const supervisor = (supervisor_email: string) =>
      ZRegisterInput.parse({ ...payload, supervisor_email }).supervisor_email;
    expect(supervisor(' Joseph.Mrema@Example.TZ ')).toBe('joseph.mrema@example.tz');
    expect(supervisor(' Mr Mrema, +255 712 ')).toBe('Mr Mrema, +255 712');
    expect(supervisor('Joseph.Mrema@Gmail')).toBe('Joseph.Mrema@Gmail');
    expect(supervisor('')).toBe('');
  });
});

describe('ZDeviceInfo', () => {
  const keys = (count: number, value: unknown) =>
    Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, value]));

  it('takes 20 keys, and the screen as one object of up to 20', () => {
    expect(ZDeviceInfo.safeParse({ ...keys(19, 1), screen: keys(20, 2) }).success).toBe(true);
  });

  // Audit: the count was checked after every value was parsed, one issue per bad value: 80 000
  // bad keys cost a second of CPU and an answer of megabytes.
  it('refuses more than 20 keys before looking at any of them: one issue', () => {
    const many = ZDeviceInfo.safeParse(keys(80_000, []));
    expect(many.error?.issues).toEqual([
      expect.objectContaining({ path: [], message: MESSAGES.generic.validationFailed }),
    ]);
    const nested = ZDeviceInfo.safeParse({ screen: keys(80_000, []) });
    expect(nested.success).toBe(false);
    expect(JSON.stringify(nested.error?.issues).length).toBeLessThan(2_000);
  });
});
