import { SimpleGrid, TextInput } from '@mantine/core';
import type { TProfileAnswer } from '@ptlog/shared';
import { EditableSection } from './EditableSection';
import { FieldList } from './FieldList';

/** Where the placement is and who supervises it (supervisors are data, not users). */
export function CompanySection({ profile }: { profile: TProfileAnswer }) {
  return (
    <EditableSection
      title="Company information"
      section="company"
      profile={profile}
      view={
        <FieldList
          items={[
            { label: 'Company name', value: profile.company_name ?? '' },
            { label: 'Company region', value: profile.company_region ?? '' },
            { label: 'Supervisor name', value: profile.supervisor_name },
            { label: 'Supervisor e-mail', value: profile.supervisor_email },
            { label: 'Supervisor position', value: profile.supervisor_position },
            { label: 'Supervisor phone', value: profile.supervisor_phone },
          ]}
        />
      }
      renderInputs={(form) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Company name"
            autoComplete="organization"
            {...form.getInputProps('company_name')}
          />
          <TextInput label="Company region" {...form.getInputProps('company_region')} />
          <TextInput label="Supervisor name" {...form.getInputProps('supervisor_name')} />
          <TextInput
            label="Supervisor e-mail"
            inputMode="email"
            autoComplete="off"
            {...form.getInputProps('supervisor_email')}
          />
          <TextInput
            label="Supervisor position"
            placeholder="e.g. Site Engineer"
            {...form.getInputProps('supervisor_position')}
          />
          <TextInput
            label="Supervisor phone"
            inputMode="tel"
            autoComplete="off"
            {...form.getInputProps('supervisor_phone')}
          />
        </SimpleGrid>
      )}
    />
  );
}
