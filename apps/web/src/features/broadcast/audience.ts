// Whom "Send to all users" reaches (brief f5): the choice on the card, the payload it sends and the
// words that name an audience (the confirmation, the recent broadcasts).
import {
  COLLEGES,
  isProgramCode,
  PT_PHASES,
  programLabel,
  type TBroadcastAudience,
  type TBroadcastAudienceKind,
  type TCollegeCode,
  type TEmailBroadcastInput,
  type TProgramCode,
  type TPtPhase,
} from '@ptlog/shared';
import { ptPhaseName } from '../../i18n/common';
import type { TFunction } from '../../i18n/translator';

/** The card's choice; '' is "all" in each narrowing select. */
export interface TAudienceChoice {
  audience: TBroadcastAudienceKind;
  pt_phase: TPtPhase | '';
  college: TCollegeCode | '';
  program: TProgramCode | '';
}

/** Students by default: staff are not "Dear students". */
export const ALL_STUDENTS: TAudienceChoice = {
  audience: 'students',
  pt_phase: '',
  college: '',
  program: '',
};

export interface TOption {
  value: string;
  label: string;
}

export function phaseOptions(t: TFunction<string>): TOption[] {
  return [
    { value: '', label: t('broadcast:audience.allPhases') },
    ...PT_PHASES.map((phase) => ({ value: phase, label: ptPhaseName(phase) })),
  ];
}

export function collegeOptions(t: TFunction<string>): TOption[] {
  return [
    { value: '', label: t('broadcast:audience.allColleges') },
    ...COLLEGES.map((college) => ({ value: college.code, label: college.name })),
  ];
}

/** The chosen college's programs, or every program while no college is chosen. */
export function programOptions(t: TFunction<string>, college: string): TOption[] {
  const colleges = COLLEGES.filter((entry) => !college || entry.code === college);
  return [
    { value: '', label: t('broadcast:audience.allPrograms') },
    ...colleges.flatMap((entry) =>
      entry.programs.map((program) => ({ value: program.code, label: program.label })),
    ),
  ];
}

/** A new college keeps the program only when the program is one of its own. */
export function withCollege(choice: TAudienceChoice, college: string): TAudienceChoice {
  const code = COLLEGES.find((entry) => entry.code === college)?.code ?? '';
  const keeps =
    code === '' ||
    COLLEGES.some(
      (entry) =>
        entry.code === code && entry.programs.some((program) => program.code === choice.program),
    );
  return { ...choice, college: code, program: keeps ? choice.program : '' };
}

/** A program brings its college, so the two selects never disagree. */
export function withProgram(choice: TAudienceChoice, program: string): TAudienceChoice {
  if (!isProgramCode(program)) return { ...choice, program: '' };
  const college = COLLEGES.find((entry) =>
    entry.programs.some((candidate) => candidate.code === program),
  );
  return { ...choice, program, college: college?.code ?? choice.college };
}

/** The send's audience fields: 'everyone' names no narrowing, students only what is chosen. */
export function audiencePayload(
  choice: TAudienceChoice,
): Pick<TEmailBroadcastInput, 'audience' | 'pt_phase' | 'college' | 'program'> {
  if (choice.audience === 'everyone') return { audience: 'everyone' };
  return {
    audience: 'students',
    ...(choice.pt_phase ? { pt_phase: choice.pt_phase } : {}),
    ...(choice.college ? { college: choice.college } : {}),
    ...(choice.program ? { program: choice.program } : {}),
  };
}

/** "All students · Practical Training 2 · CoET · Civil Engineering". */
export function audienceText(t: TFunction<string>, audience: TBroadcastAudience): string {
  if (audience.audience === 'everyone') return t('broadcast:audience.everyone');
  return [
    t('broadcast:audience.students'),
    audience.pt_phase ? ptPhaseName(audience.pt_phase) : null,
    audience.college,
    audience.program ? programLabel(audience.program) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
