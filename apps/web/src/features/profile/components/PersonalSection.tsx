import { SimpleGrid, TextInput } from '@mantine/core';
import type { TProfileAnswer } from '@ptlog/shared';
import { EditableSection } from './EditableSection';
import { FieldList } from './FieldList';

/** First and last name and student ID. */
export function PersonalSection({ profile }: { profile: TProfileAnswer }) {
  const details = profile.user_details;
  return (
    <EditableSection
      title="Personal information"
      section="personal"
      profile={profile}
      view={
        <FieldList
          items={[
            { label: 'First name', value: details.first_name },
            { label: 'Last name', value: details.last_name },
            { label: 'Student ID', value: profile.student_id },
          ]}
        />
      }
      renderInputs={(form) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            withAsterisk
            autoComplete="given-name"
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label="Last name"
            withAsterisk
            autoComplete="family-name"
            {...form.getInputProps('last_name')}
          />
          <TextInput label="Student ID" {...form.getInputProps('student_id')} />
        </SimpleGrid>
      )}
    />
  );
}
