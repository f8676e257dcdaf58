import { SimpleGrid, TextInput } from '@mantine/core';
import type { TProfileAnswer } from '@ptlog/shared';
import { useTranslation } from '../../../i18n/react';
import { PROFILE_NS } from '../i18n';
import { EditableSection } from './EditableSection';
import { FieldList } from './FieldList';

/** First and last name and student ID. */
export function PersonalSection({ profile }: { profile: TProfileAnswer }) {
  const { t } = useTranslation(PROFILE_NS);
  const details = profile.user_details;
  return (
    <EditableSection
      title={t('sections.personal')}
      section="personal"
      profile={profile}
      view={
        <FieldList
          items={[
            { label: t('fields.first_name'), value: details.first_name },
            { label: t('fields.last_name'), value: details.last_name },
            { label: t('fields.student_id'), value: profile.student_id },
          ]}
        />
      }
      renderInputs={(form) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.first_name')}
            withAsterisk
            autoComplete="given-name"
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('fields.last_name')}
            withAsterisk
            autoComplete="family-name"
            {...form.getInputProps('last_name')}
          />
          <TextInput label={t('fields.student_id')} {...form.getInputProps('student_id')} />
        </SimpleGrid>
      )}
    />
  );
}
