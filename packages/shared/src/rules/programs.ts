// Lookups over colleges and programs (spec 1 §3). Inputs come from forms, old records and imported
// data, so they accept codes or display labels in any letter case.
import {
  COLLEGES,
  GENERAL_DEPARTMENT,
  PROGRAM_CODES,
  PROGRAM_DEPARTMENTS,
  type TCollege,
  type TProgram,
  type TProgramCode,
} from '../constants/colleges';

const ALL_PROGRAMS: readonly TProgram[] = COLLEGES.flatMap((college) => college.programs);

export function isProgramCode(value: unknown): value is TProgramCode {
  return typeof value === 'string' && (PROGRAM_CODES as readonly string[]).includes(value);
}

/** Display label → code, case-insensitively; a code (any case) passes through; anything else → null. */
export function programCodeFromLabel(label: string | null | undefined): TProgramCode | null {
  const wanted = (label ?? '').trim().toLowerCase();
  if (!wanted) return null;
  const program = ALL_PROGRAMS.find(
    (candidate) =>
      candidate.code.toLowerCase() === wanted || candidate.label.toLowerCase() === wanted,
  );
  return program?.code ?? null;
}

/** The label students see; an unknown value is shown as given rather than hidden. */
export function programLabel(code: string | null | undefined): string {
  const known = programCodeFromLabel(code);
  return ALL_PROGRAMS.find((program) => program.code === known)?.label ?? (code ?? '').trim();
}

export function collegeOfProgram(code: string | null | undefined): TCollege | undefined {
  const known = programCodeFromLabel(code);
  return COLLEGES.find((college) => college.programs.some((program) => program.code === known));
}

/** Department derived from the program; unknown or empty → 'General Engineering Department'. */
export function departmentOfProgram(code: string | null | undefined): string {
  const known = programCodeFromLabel(code);
  return known ? PROGRAM_DEPARTMENTS[known] : GENERAL_DEPARTMENT;
}
