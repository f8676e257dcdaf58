import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { errorFromBody, transportError } from '../../lib/api-error';
import type { DeviceInfo } from '../../lib/device';
import {
  activationPath,
  buildRegisterPayload,
  collegeOptions,
  departmentFor,
  EMPTY_REGISTER_FORM,
  LAST_STEP,
  nextStep,
  phoneCheckAllowsNext,
  phoneCheckFromAnswer,
  phoneCheckFromError,
  previousStep,
  programAfterCollegeChange,
  programOptions,
  progressPercent,
  registrationInfoFrom,
  shouldCheckPhone,
  stepOfField,
  type TRegisterFormValues,
  validateStep,
  WIZARD_STEPS,
} from './register-wizard';
import './register-strings';

const filled: TRegisterFormValues = {
  first_name: 'Asha ',
  last_name: 'Mushi',
  phone_number: '0712345678',
  email: 'Asha.Mushi@Example.com',
  password: 'secret pass',
  password_confirm: 'secret pass',
  accept_terms: true,
  college: 'CoET',
  program: 'MECHANICAL',
  pt_phase: 'PT2',
  academic_year: '3',
  area_of_field: 'R&D Motors "Ltd"',
  region: 'Dar es Salaam',
  student_id: '2021-04-01234',
  supervisor_name: "John O'Neil",
  supervisor_email: 'john@example.com',
};

const device: DeviceInfo = {
  fingerprint: 'fp-1',
  fingerprintConfidence: 1,
  userAgent: 'UA',
  language: 'en-TZ',
  platform: 'Linux',
  screen: { width: 390, height: 844, pixelRatio: 3 },
  timezone: 'Africa/Dar_es_Salaam',
};

describe('wizard steps', () => {
  it('has the three steps of the spec', () => {
    expect(WIZARD_STEPS).toEqual(['personalInfo', 'accountDetails', 'academicInfo']);
    expect(LAST_STEP).toBe(2);
  });

  it('moves one step at a time within the wizard', () => {
    expect(nextStep(0)).toBe(1);
    expect(nextStep(2)).toBe(2);
    expect(previousStep(2)).toBe(1);
    expect(previousStep(0)).toBe(0);
    expect(progressPercent(0)).toBe(33);
    expect(progressPercent(2)).toBe(100);
  });

  it('knows which step shows a field', () => {
    expect(stepOfField('phone_number')).toBe(0);
    expect(stepOfField('email')).toBe(1);
    expect(stepOfField('area_of_field')).toBe(2);
    expect(stepOfField('nope')).toBeNull();
  });
});

describe('validateStep (spec 1 §5)', () => {
  it('step 1: names and a Tanzanian phone', () => {
    expect(validateStep(0, EMPTY_REGISTER_FORM)).toEqual({
      first_name: MESSAGES.register.firstNameRequired,
      last_name: MESSAGES.register.lastNameRequired,
      phone_number: MESSAGES.register.phoneRequired,
    });
    expect(validateStep(0, { ...filled, phone_number: '12345' })).toEqual({
      phone_number: MESSAGES.register.phoneInvalid,
    });
    expect(validateStep(0, { ...filled, phone_number: '+255712345678' })).toEqual({});
  });

  it('step 1: a number typed with spaces or dashes is refused with what to change', () => {
    const hint = 'Type the number without spaces or dashes, e.g. 0712345678 or +255712345678';
    for (const phone of ['0712 345 678', '+255 712 345 678', '0712-345-678']) {
      expect(validateStep(0, { ...filled, phone_number: phone })).toEqual({ phone_number: hint });
    }
    // Not a Tanzanian number even without them: the spec's message.
    expect(validateStep(0, { ...filled, phone_number: '0012 345 678' })).toEqual({
      phone_number: MESSAGES.register.phoneInvalid,
    });
  });

  it('step 2: e-mail, password, confirmation and terms', () => {
    expect(validateStep(1, EMPTY_REGISTER_FORM)).toEqual({
      email: MESSAGES.register.emailRequired,
      password: MESSAGES.register.passwordRequired,
      password_confirm: MESSAGES.register.confirmRequired,
      accept_terms: MESSAGES.register.termsRequired,
    });
    expect(
      validateStep(1, { ...filled, email: 'nope', password: 'short', password_confirm: 'other' }),
    ).toEqual({
      email: MESSAGES.register.emailInvalid,
      password: MESSAGES.register.passwordTooShort,
      password_confirm: MESSAGES.register.passwordsMismatch,
    });
    expect(
      validateStep(1, { ...filled, password_confirm: 'secret pasz', accept_terms: false }),
    ).toEqual({
      password_confirm: MESSAGES.register.passwordsMismatch,
      accept_terms: MESSAGES.register.termsRequired,
    });
    expect(validateStep(1, filled)).toEqual({});
  });

  it('step 3: program (college first), phase, year and area of field', () => {
    // No college yet: the program select is disabled, so the college carries the error.
    expect(validateStep(2, EMPTY_REGISTER_FORM)).toEqual({
      college: MESSAGES.register.collegeRequired,
      pt_phase: MESSAGES.register.ptPhaseRequired,
      academic_year: MESSAGES.register.academicYearRequired,
      area_of_field: MESSAGES.register.areaOfFieldRequired,
    });
    expect(validateStep(2, { ...filled, program: '' })).toEqual({
      program: MESSAGES.register.programRequired,
    });
    expect(validateStep(2, { ...filled, academic_year: '5' })).toEqual({
      academic_year: MESSAGES.register.academicYearRequired,
    });
    // Student id, supervisor fields and region are not validated.
    expect(
      validateStep(2, { ...filled, student_id: '', supervisor_email: 'x', region: '' }),
    ).toEqual({});
  });
});

describe('college and program choices', () => {
  it('lists the programs of the chosen college only', () => {
    expect(collegeOptions().map((option) => option.value)).toEqual(['CoET', 'CoICT', 'SoMG']);
    expect(collegeOptions()[1]?.label).toBe(
      'CoICT: College of Information and Communication Technologies',
    );
    expect(programOptions('')).toEqual([]);
    expect(programOptions('CoICT').map((option) => option.value)).toContain('COMPUTER');
    expect(programOptions('CoICT').map((option) => option.value)).not.toContain('MECHANICAL');
  });

  it('keeps the program only when it belongs to the new college', () => {
    expect(programAfterCollegeChange('MECHANICAL', 'CoET')).toBe('MECHANICAL');
    expect(programAfterCollegeChange('MECHANICAL', 'SoMG')).toBe('');
    expect(programAfterCollegeChange('', 'CoET')).toBe('');
  });

  it('derives the department from the program', () => {
    expect(departmentFor('')).toBe('');
    expect(departmentFor('TEXTILE_DESIGN')).toBe(
      'Mechanical and Industrial Engineering Department',
    );
    expect(departmentFor('COMPUTER')).toBe('Computer Science Department');
  });
});

describe('phone availability', () => {
  it('checks from 10 characters on', () => {
    expect(shouldCheckPhone('071234567')).toBe(false);
    expect(shouldCheckPhone('0712345678')).toBe(true);
    expect(shouldCheckPhone(' 071234567 ')).toBe(false);
  });

  it("reads the server's answer", () => {
    const free = phoneCheckFromAnswer({ available: true, message: '' }, '0712345678');
    expect(free).toEqual({ status: 'available', message: MESSAGES.register.phoneAvailable });
    expect(phoneCheckAllowsNext(free)).toBe(true);
    const taken = phoneCheckFromAnswer({ available: false, message: '' }, '0712345678');
    expect(taken).toEqual({
      status: 'taken',
      message: MESSAGES.register.phoneTaken('0712345678'),
    });
    expect(phoneCheckAllowsNext(taken)).toBe(false);
  });

  it('blocks on a 400 and lets every other failure through', () => {
    const invalid = phoneCheckFromError(
      errorFromBody(400, JSON.stringify({ detail: 'x', code: 'validation_error' })),
    );
    expect(invalid).toEqual({ status: 'invalid', message: MESSAGES.register.phoneFormatInvalid });
    expect(phoneCheckAllowsNext(invalid)).toBe(false);
    for (const error of [
      errorFromBody(404, ''),
      errorFromBody(500, ''),
      transportError('network_error'),
      new Error('x'),
    ]) {
      expect(phoneCheckAllowsNext(phoneCheckFromError(error))).toBe(true);
    }
  });
});

describe('register payload (spec 1 §3)', () => {
  it('sends the text as typed, the e-mail as username and the derived department', () => {
    const payload = buildRegisterPayload(filled, device);
    expect(payload).toEqual({
      username: 'Asha.Mushi@Example.com',
      email: 'Asha.Mushi@Example.com',
      first_name: 'Asha ',
      last_name: 'Mushi',
      password: 'secret pass',
      password_confirm: 'secret pass',
      phone_number: '0712345678',
      student_id: '2021-04-01234',
      program: 'MECHANICAL',
      year_of_study: 3,
      pt_phase: 'PT2',
      department: 'Mechanical and Industrial Engineering Department',
      supervisor_name: "John O'Neil",
      supervisor_email: 'john@example.com',
      company_name: 'R&D Motors "Ltd"',
      company_region: 'Dar es Salaam',
      device_fingerprint: 'fp-1',
      device_fingerprint_confidence: 1,
      device_info: {
        userAgent: 'UA',
        language: 'en-TZ',
        platform: 'Linux',
        screen: { width: 390, height: 844, pixelRatio: 3 },
        timezone: 'Africa/Dar_es_Salaam',
      },
    });
  });

  it('keeps the registration information for profile auto-completion', () => {
    const info = registrationInfoFrom(
      buildRegisterPayload({ ...filled, region: ' Arusha ' }, device),
    );
    expect(info).toEqual({
      email: 'asha.mushi@example.com',
      program: 'MECHANICAL',
      year_of_study: 3,
      pt_phase: 'PT2',
      company_name: 'R&D Motors "Ltd"',
      region: 'Arusha',
      phone_number: '0712345678',
    });
  });

  it('goes on to activation with the e-mail in the query', () => {
    expect(activationPath('a+b@x.co')).toBe('/account-activation?email=a%2Bb%40x.co');
  });
});
