// Options of the academic selects: college first, then its programs (spec 1 §5 "Register step 3").
import {
  COLLEGES,
  departmentOfProgram,
  isProgramCode,
  LIMITS,
  PT_PHASES,
  ptPhaseLabel,
} from '@ptlog/shared';
import type { TProfileFormValues } from './profile-form';

export interface TOption {
  value: string;
  label: string;
  disabled?: boolean;
}

const NOT_SET: TOption = { value: '', label: 'Not set' };

export function collegeOptions(): TOption[] {
  return [
    { value: '', label: 'Select a college' },
    ...COLLEGES.map((college) => ({ value: college.code, label: college.name })),
  ];
}

export function programOptions(collegeCode: string): TOption[] {
  const college = COLLEGES.find((candidate) => candidate.code === collegeCode);
  if (!college) return [{ value: '', label: 'Select a college first' }];
  return [
    { value: '', label: 'Select a program' },
    ...college.programs.map((program) => ({ value: program.code, label: program.label })),
  ];
}

/** Years 1 to 4; a stored year outside them (older records) stays visible so it is not lost. */
export function yearOptions(current: string): TOption[] {
  const offered = LIMITS.ACADEMIC_YEARS.map((year) => String(year));
  const options = [NOT_SET, ...offered.map((year) => ({ value: year, label: `Year ${year}` }))];
  if (current && !offered.includes(current)) {
    options.push({ value: current, label: `Year ${current}` });
  }
  return options;
}

export function phaseOptions(): TOption[] {
  return [NOT_SET, ...PT_PHASES.map((phase) => ({ value: phase, label: ptPhaseLabel(phase) }))];
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
