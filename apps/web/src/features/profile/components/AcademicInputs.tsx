import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import {
  collegeOptions,
  phaseOptions,
  programOptions,
  withCollege,
  withProgram,
  yearOptions,
} from '../academic-options';
import { PROFILE_NS } from '../i18n';
import type { TSectionEditor } from './useSectionEditor';

/** College narrows the programs; a program fills in its department, which stays editable. */
export function AcademicInputs({ form }: { form: TSectionEditor['form'] }) {
  const { t } = useTranslation(PROFILE_NS);
  const { values } = form;
  const collegeChosen = values.college !== '';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NativeSelect
        label={t('fields.college')}
        data={collegeOptions()}
        {...form.getInputProps('college')}
        onChange={(event) =>
          form.setValues(withCollege(form.getValues(), event.currentTarget.value))
        }
      />
      <NativeSelect
        label={t('fields.program')}
        data={programOptions(values.college)}
        disabled={!collegeChosen}
        description={collegeChosen ? undefined : t('academic.collegeFirstHint')}
        {...form.getInputProps('program')}
        onChange={(event) =>
          form.setValues(withProgram(form.getValues(), event.currentTarget.value))
        }
      />
      <NativeSelect
        label={t('fields.year_of_study')}
        data={yearOptions(values.year_of_study)}
        {...form.getInputProps('year_of_study')}
      />
      <NativeSelect
        label={t('fields.pt_phase')}
        data={phaseOptions()}
        {...form.getInputProps('pt_phase')}
      />
      <TextInput
        label={t('fields.department')}
        description={t('academic.departmentHint')}
        {...form.getInputProps('department')}
      />
    </SimpleGrid>
  );
}
