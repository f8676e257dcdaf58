import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../i18n/i18n';
import {
  collegeOptions,
  phaseOptions,
  programOptions,
  withCollege,
  withProgram,
  yearOptions,
} from './academic-options';
import { makeProfile } from './profile.fixture';
import { profileToFormValues } from './profile-form';

describe('academic options', () => {
  it('lists the three colleges after a prompt', () => {
    expect(collegeOptions().map((option) => option.value)).toEqual(['', 'CoET', 'CoICT', 'SoMG']);
  });

  it('lists only the programs of the chosen college', () => {
    expect(programOptions('')).toEqual([{ value: '', label: 'Select a college first' }]);
    const coict = programOptions('CoICT').map((option) => option.value);
    expect(coict).toContain('COMPUTER');
    expect(coict).not.toContain('MECHANICAL');
  });

  it('offers years 1 to 4 and keeps an older stored year visible', () => {
    expect(yearOptions('2').map((option) => option.value)).toEqual(['', '1', '2', '3', '4']);
    expect(yearOptions('5').at(-1)).toEqual({ value: '5', label: 'Year 5' });
  });

  it('labels the phases as Practical Training N', () => {
    expect(phaseOptions().map((option) => option.label)).toEqual([
      'Not set',
      'Practical Training 1',
      'Practical Training 2',
      'Practical Training 3',
    ]);
  });

  it('names the phases in Kiswahili as the assessment guide does', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    try {
      expect(phaseOptions().map((option) => option.label)).toEqual([
        i18n.t('profile:academic.notSet'),
        'Mafunzo kwa Vitendo 1',
        'Mafunzo kwa Vitendo 2',
        'Mafunzo kwa Vitendo 3',
      ]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('withCollege and withProgram', () => {
  const values = profileToFormValues(makeProfile());

  it('clears a program that is not in the new college', () => {
    expect(withCollege(values, 'CoICT')).toMatchObject({ college: 'CoICT', program: '' });
    expect(withCollege(values, 'CoET')).toMatchObject({ program: 'MECHANICAL' });
  });

  it('derives the department from the new program', () => {
    expect(withProgram(values, 'COMPUTER').department).toBe('Computer Science Department');
    expect(withProgram(values, '').department).toBe(values.department);
  });
});
