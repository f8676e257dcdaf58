import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import {
  collegeOptions,
  phaseOptions,
  programOptions,
  withCollege,
  withProgram,
  yearOptions,
} from '../academic-options';
import type { TSectionEditor } from './useSectionEditor';

/** College narrows the programs; a program fills in its department, which stays editable. */
export function AcademicInputs({ form }: { form: TSectionEditor['form'] }) {
  const { values } = form;
  const collegeChosen = values.college !== '';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NativeSelect
        label="College"
        data={collegeOptions()}
        {...form.getInputProps('college')}
        onChange={(event) =>
          form.setValues(withCollege(form.getValues(), event.currentTarget.value))
        }
      />
      <NativeSelect
        label="Program"
        data={programOptions(values.college)}
        disabled={!collegeChosen}
        description={collegeChosen ? undefined : 'Select a college first.'}
        {...form.getInputProps('program')}
        onChange={(event) =>
          form.setValues(withProgram(form.getValues(), event.currentTarget.value))
        }
      />
      <NativeSelect
        label="Year of study"
        data={yearOptions(values.year_of_study)}
        {...form.getInputProps('year_of_study')}
      />
      <NativeSelect label="PT phase" data={phaseOptions()} {...form.getInputProps('pt_phase')} />
      <TextInput
        label="Department"
        description="Filled in from your program; you can change it."
        {...form.getInputProps('department')}
      />
    </SimpleGrid>
  );
}
