import { collegeOfProgram, programLabel, ptPhaseLabel, type TProfileAnswer } from '@ptlog/shared';
import { AcademicInputs } from './AcademicInputs';
import { EditableSection } from './EditableSection';
import { FieldList } from './FieldList';

/** College, program, year of study, PT phase and department. */
export function AcademicSection({ profile }: { profile: TProfileAnswer }) {
  return (
    <EditableSection
      title="Academic information"
      section="academic"
      profile={profile}
      view={
        <FieldList
          items={[
            { label: 'College', value: collegeOfProgram(profile.program)?.name ?? '' },
            { label: 'Program', value: programLabel(profile.program) },
            {
              label: 'Year of study',
              value: profile.year_of_study === null ? '' : `Year ${profile.year_of_study}`,
            },
            { label: 'PT phase', value: profile.pt_phase ? ptPhaseLabel(profile.pt_phase) : '' },
            { label: 'Department', value: profile.department },
          ]}
        />
      }
      renderInputs={(form) => <AcademicInputs form={form} />}
    />
  );
}
