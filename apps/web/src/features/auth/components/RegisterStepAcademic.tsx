import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { isSupervisorEmail, LIMITS, MESSAGES, PT_PHASES } from '@ptlog/shared';
import { ptPhaseName } from '../../../i18n/common';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import type { TFunction } from '../../../i18n/translator';
import { AUTH_NS } from '../i18n';
import '../register-strings';
import {
  collegeOptions,
  departmentFor,
  programAfterCollegeChange,
  programOptions,
  type TRegisterFormValues,
} from '../register-wizard';
import { CompanyField } from './CompanyField';

export interface RegisterStepAcademicProps {
  form: UseFormReturnType<TRegisterFormValues>;
}

/** Something typed that is not an e-mail address (an empty field is fine: it is optional). */
const looksUnusable = (value: string) =>
  value.trim() !== '' && !isSupervisorEmail(value.trim().toLowerCase());

const placeholder = (label: string) => ({ value: '', label, disabled: true });

const phaseOptions = (t: TFunction) => [
  placeholder(t('academic.selectPhase')),
  ...PT_PHASES.map((phase) => ({ value: phase, label: ptPhaseName(phase) })),
];
const yearOptions = (t: TFunction) => [
  placeholder(t('academic.selectYear')),
  ...LIMITS.ACADEMIC_YEARS.map((year) => ({
    value: String(year),
    label: t('academic.year', { year }),
  })),
];

/**
 * Step 3, Academic Info. The program is picked within a college; the department follows from the
 * program. The company is suggested from existing ones; the server finds or creates it by name.
 */
export function RegisterStepAcademic({ form }: RegisterStepAcademicProps) {
  const { t } = useTranslation(AUTH_NS);
  const { college, program } = form.values;
  const collegeInput = form.getInputProps('college');

  return (
    <Stack>
      <NativeSelect
        label={t('academic.college')}
        data={[placeholder(t('academic.selectCollege')), ...collegeOptions()]}
        {...collegeInput}
        onChange={(event) => {
          const next = event.currentTarget.value;
          form.setFieldValue('college', next);
          form.setFieldValue('program', programAfterCollegeChange(program, next));
        }}
      />
      <NativeSelect
        label={t('academic.program')}
        description={college ? undefined : translateMessage(MESSAGES.register.selectCollegeFirst)}
        data={[placeholder(t('academic.selectProgram')), ...programOptions(college)]}
        disabled={!college}
        {...form.getInputProps('program')}
      />
      <TextInput
        label={t('academic.department')}
        description={t('academic.departmentDescription')}
        value={departmentFor(program)}
        placeholder={t('academic.selectProgramFirst')}
        readOnly
        variant="filled"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NativeSelect
          label={t('academic.ptPhase')}
          data={phaseOptions(t)}
          {...form.getInputProps('pt_phase')}
        />
        <NativeSelect
          label={t('academic.academicYear')}
          data={yearOptions(t)}
          {...form.getInputProps('academic_year')}
        />
      </SimpleGrid>
      <CompanyField
        value={form.values.area_of_field}
        onChange={(value) => form.setFieldValue('area_of_field', value)}
        error={form.errors.area_of_field}
      />
      <TextInput
        label={t('academic.region')}
        autoComplete="address-level1"
        {...form.getInputProps('region')}
      />
      <TextInput label={t('academic.studentId')} {...form.getInputProps('student_id')} />
      <TextInput
        label={t('academic.supervisorName')}
        autoComplete="off"
        {...form.getInputProps('supervisor_name')}
      />
      <TextInput
        label={t('academic.supervisorEmail')}
        type="email"
        autoComplete="off"
        autoCapitalize="none"
        // Not refused here (spec 1 §4: the wizard does not validate it), but said while typed:
        // registration keeps it as it is, and sign-off needs an address.
        description={
          looksUnusable(form.values.supervisor_email)
            ? t('academic.supervisorEmailUnusual')
            : undefined
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...form.getInputProps('supervisor_email')}
      />
    </Stack>
  );
}
