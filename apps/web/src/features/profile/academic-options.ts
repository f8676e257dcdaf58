// Options of the academic selects: college first, then its programs (spec 1 §5 "Register step 3").
import { COLLEGES, departmentOfProgram, isProgramCode, LIMITS, PT_PHASES } from '@ptlog/shared';
import { ptPhaseName } from '../../i18n/common';
import { i18n } from '../../i18n/i18n';
import './i18n';
import type { TProfileFormValues } from './profile-form';

export interface TOption {
  value: string;
  label: string;
  disabled?: boolean;
}

const notSet = (): TOption => ({ value: '', label: i18n.t('profile:academic.notSet') });

export function collegeOptions(): TOption[] {
  return [
    { value: '', label: i18n.t('profile:academic.selectCollege') },
    ...COLLEGES.map((college) => ({ value: college.code, label: college.name })),
  ];
}

export function programOptions(collegeCode: string): TOption[] {
  const college = COLLEGES.find((candidate) => candidate.code === collegeCode);
  if (!college) return [{ value: '', label: i18n.t('profile:academic.selectCollegeFirst') }];
  return [
    { value: '', label: i18n.t('profile:academic.selectProgram') },
    ...college.programs.map((program) => ({ value: program.code, label: program.label })),
  ];
}

/** Years 1 to 4; a stored year outside them (older records) stays visible so it is not lost. */
export function yearOptions(current: string): TOption[] {
  const offered = LIMITS.ACADEMIC_YEARS.map((year) => String(year));
  const yearLabel = (year: string) => i18n.t('profile:academic.year', { year });
  const options = [notSet(), ...offered.map((year) => ({ value: year, label: yearLabel(year) }))];
  if (current && !offered.includes(current)) {
    options.push({ value: current, label: yearLabel(current) });
  }
  return options;
}

export function phaseOptions(): TOption[] {
  return [notSet(), ...PT_PHASES.map((phase) => ({ value: phase, label: ptPhaseName(phase) }))];
}

/** A new college keeps the program only if it belongs to that college. */
export function withCollege(values: TProfileFormValues, college: string): TProfileFormValues {
  const keepsProgram = programOptions(college).some(
    (option) => option.value !== '' && option.value === values.program,
  );
  return { ...values, college, program: keepsProgram ? values.program : '' };
}

/** A new program brings its department (which the student may still change). */
export function withProgram(values: TProfileFormValues, program: string): TProfileFormValues {
  const department = isProgramCode(program) ? departmentOfProgram(program) : values.department;
  return { ...values, program, department };
}
