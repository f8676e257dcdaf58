import { SimpleGrid, TextInput } from '@mantine/core';
import type { TProfileAnswer } from '@ptlog/shared';
import { useTranslation } from '../../../i18n/react';
import { PROFILE_NS } from '../i18n';
import { EditableSection } from './EditableSection';
import { FieldList } from './FieldList';

/** Where the placement is and who supervises it (supervisors are data, not users). */
export function CompanySection({ profile }: { profile: TProfileAnswer }) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <EditableSection
      title={t('sections.company')}
      section="company"
      profile={profile}
      view={
        <FieldList
          items={[
            { label: t('fields.company_name'), value: profile.company_name ?? '' },
            { label: t('fields.company_region'), value: profile.company_region ?? '' },
            { label: t('fields.supervisor_name'), value: profile.supervisor_name },
            { label: t('fields.supervisor_email'), value: profile.supervisor_email },
            { label: t('fields.supervisor_position'), value: profile.supervisor_position },
            { label: t('fields.supervisor_phone'), value: profile.supervisor_phone },
          ]}
        />
      }
      renderInputs={(form) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.company_name')}
            autoComplete="organization"
            {...form.getInputProps('company_name')}
          />
          <TextInput label={t('fields.company_region')} {...form.getInputProps('company_region')} />
          <TextInput
            label={t('fields.supervisor_name')}
            {...form.getInputProps('supervisor_name')}
          />
          <TextInput
            label={t('fields.supervisor_email')}
            inputMode="email"
            autoComplete="off"
            {...form.getInputProps('supervisor_email')}
          />
          <TextInput
            label={t('fields.supervisor_position')}
            placeholder={t('company.positionPlaceholder')}
            {...form.getInputProps('supervisor_position')}
          />
          <TextInput
            label={t('fields.supervisor_phone')}
            inputMode="tel"
            autoComplete="off"
            {...form.getInputProps('supervisor_phone')}
          />
        </SimpleGrid>
      )}
    />
  );
}
