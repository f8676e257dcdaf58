import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LIMITS, MESSAGES, PT_PHASES, ptPhaseLabel } from '@ptlog/shared';
import {
  collegeOptions,
  departmentFor,
  programAfterCollegeChange,
  programOptions,
  type TRegisterFormValues,
} from '../register-wizard';
import { CompanyField } from './CompanyField';

interface RegisterStepAcademicProps {
  form: UseFormReturnType<TRegisterFormValues>;
}

const placeholder = (label: string) => ({ value: '', label, disabled: true });

const PHASE_OPTIONS = [
  placeholder('Select your PT phase'),
  ...PT_PHASES.map((phase) => ({ value: phase, label: ptPhaseLabel(phase) })),
];
const YEAR_OPTIONS = [
  placeholder('Select your year of study'),
  ...LIMITS.ACADEMIC_YEARS.map((year) => ({ value: String(year), label: `Year ${year}` })),
];

/**
 * Step 3, Academic Info. The program is picked within a college; the department follows from the
 * program. The company is suggested from existing ones; the server finds or creates it by name.
 */
export function RegisterStepAcademic({ form }: RegisterStepAcademicProps) {
  const { college, program } = form.values;
  const collegeInput = form.getInputProps('college');

  return (
    <Stack>
      <NativeSelect
        label="College"
        data={[placeholder('Select your college'), ...collegeOptions()]}
        {...collegeInput}
        onChange={(event) => {
          const next = event.currentTarget.value;
          form.setFieldValue('college', next);
          form.setFieldValue('program', programAfterCollegeChange(program, next));
        }}
      />
      <NativeSelect
        label="Program"
        description={college ? undefined : MESSAGES.register.selectCollegeFirst}
        data={[placeholder('Select your program'), ...programOptions(college)]}
        disabled={!college}
        {...form.getInputProps('program')}
      />
      <TextInput
        label="Department"
        description="Follows from your program"
        value={departmentFor(program)}
        placeholder="Select a program first"
        readOnly
        variant="filled"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NativeSelect label="PT Phase" data={PHASE_OPTIONS} {...form.getInputProps('pt_phase')} />
        <NativeSelect
          label="Academic Year"
          data={YEAR_OPTIONS}
          {...form.getInputProps('academic_year')}
        />
      </SimpleGrid>
      <CompanyField
        value={form.values.area_of_field}
        onChange={(value) => form.setFieldValue('area_of_field', value)}
        error={form.errors.area_of_field}
      />
      <TextInput label="Region" autoComplete="address-level1" {...form.getInputProps('region')} />
      <TextInput label="Student ID" {...form.getInputProps('student_id')} />
      <TextInput
        label="Supervisor Name"
        autoComplete="off"
        {...form.getInputProps('supervisor_name')}
      />
      <TextInput
        label="Supervisor Email"
        type="email"
        autoComplete="off"
        autoCapitalize="none"
        {...form.getInputProps('supervisor_email')}
      />
    </Stack>
  );
}
