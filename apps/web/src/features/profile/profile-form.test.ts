import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { messagesReady } from '../../i18n/messages';
import { makeProfile } from './profile.fixture';
import {
  errorsOutsideSection,
  formValuesToUpdateInput,
  profileToFormValues,
  sectionUpdateInput,
  validateProfileForm,
} from './profile-form';

describe('profileToFormValues', () => {
  it('turns the profile into input strings and finds the college of the program', () => {
    const values = profileToFormValues(makeProfile());
    expect(values).toMatchObject({
      first_name: 'Amina',
      college: 'CoET',
      program: 'MECHANICAL',
      year_of_study: '3',
      pt_phase: 'PT2',
      company_name: 'Tanzania Breweries',
    });
  });

  it('shows missing values as empty inputs', () => {
    const values = profileToFormValues(
      makeProfile({ program: null, year_of_study: null, pt_phase: null, company_name: null }),
    );
    expect(values).toMatchObject({
      college: '',
      program: '',
      year_of_study: '',
      pt_phase: '',
      company_name: '',
    });
  });
});

describe('formValuesToUpdateInput', () => {
  it('trims text and converts the selects', () => {
    const values = { ...profileToFormValues(makeProfile()), first_name: '  Amina ' };
    const input = formValuesToUpdateInput(values);
    expect(input).toMatchObject({
      first_name: 'Amina',
      program: 'MECHANICAL',
      year_of_study: 3,
      pt_phase: 'PT2',
    });
    expect(input).not.toHaveProperty('phone_number');
    expect(input).not.toHaveProperty('college');
  });

  it('clears emptied selects with null', () => {
    const values = {
      ...profileToFormValues(makeProfile()),
      program: '',
      year_of_study: '',
      pt_phase: '',
    };
    expect(formValuesToUpdateInput(values)).toMatchObject({
      program: null,
      year_of_study: null,
      pt_phase: null,
    });
  });

  it('leaves out a stored year the form does not offer, so it is kept', () => {
    const input = formValuesToUpdateInput(profileToFormValues(makeProfile({ year_of_study: 5 })));
    expect(input).not.toHaveProperty('year_of_study');
  });
});

describe('validateProfileForm', () => {
  it('accepts a complete profile', () => {
    expect(validateProfileForm(profileToFormValues(makeProfile()))).toEqual({});
  });

  it('requires first and last name with the spec messages', () => {
    const values = { ...profileToFormValues(makeProfile()), first_name: ' ', last_name: '' };
    expect(validateProfileForm(values)).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
    });
  });

  it("checks only what a section's save sends: another section's bad value does not block it", () => {
    const values = {
      ...profileToFormValues(makeProfile()),
      supervisor_email: 'Eng. Juma 0713000000',
      student_id: '2022-04-01234',
    };
    expect(validateProfileForm(values, 'personal')).toEqual({});
    expect(sectionUpdateInput(values, 'personal')).toEqual({
      first_name: 'Amina',
      last_name: values.last_name,
      student_id: '2022-04-01234',
    });
    expect(validateProfileForm(values, 'company')).toEqual({
      supervisor_email: MESSAGES.signoff.supervisorEmailInvalid,
    });
  });

  it("gives the messages in the reader's language", async () => {
    await messagesReady('sw');
    await i18n.changeLanguage('sw');
    try {
      const values = {
        ...profileToFormValues(makeProfile()),
        first_name: ' ',
        supervisor_email: 'Eng. Juma',
      };
      expect(validateProfileForm(values)).toMatchObject({
        first_name: 'Jina la kwanza linahitajika',
        supervisor_email: 'Weka barua pepe sahihi ya msimamizi kwenye wasifu wako',
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('errorsOutsideSection', () => {
  it('lists errors of other sections with their labels', () => {
    const errors = { first_name: 'First name is required', company_name: 'Too long' };
    expect(errorsOutsideSection(errors, 'company')).toEqual(['First name: First name is required']);
    expect(errorsOutsideSection(errors, 'personal')).toEqual(['Company name: Too long']);
  });
});
