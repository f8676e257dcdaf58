import { collegeOfProgram, programLabel, type TProfileAnswer } from '@ptlog/shared';
import { ptPhaseName } from '../../../i18n/common';
import { useTranslation } from '../../../i18n/react';
import { PROFILE_NS } from '../i18n';
import { AcademicInputs } from './AcademicInputs';
import { EditableSection } from './EditableSection';
import { FieldList } from './FieldList';

/** College, program, year of study, PT phase and department. */
export function AcademicSection({ profile }: { profile: TProfileAnswer }) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <EditableSection
      title={t('sections.academic')}
      section="academic"
      profile={profile}
      view={
        <FieldList
          items={[
            { label: t('fields.college'), value: collegeOfProgram(profile.program)?.name ?? '' },
            { label: t('fields.program'), value: programLabel(profile.program) },
            {
              label: t('fields.year_of_study'),
              value:
                profile.year_of_study === null
                  ? ''
                  : t('academic.year', { year: profile.year_of_study }),
            },
            {
              label: t('fields.pt_phase'),
              value: profile.pt_phase ? ptPhaseName(profile.pt_phase) : '',
            },
            { label: t('fields.department'), value: profile.department },
          ]}
        />
      }
      renderInputs={(form) => <AcademicInputs form={form} />}
    />
  );
}
