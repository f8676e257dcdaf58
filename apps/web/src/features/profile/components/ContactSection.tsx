import { SimpleGrid, TextInput } from '@mantine/core';
import type { TProfileAnswer } from '@ptlog/shared';
import { SectionCard } from './SectionCard';

/** E-mail and phone are fixed at registration: shown, never edited here. */
export function ContactSection({ profile }: { profile: TProfileAnswer }) {
  return (
    <SectionCard title="Contact information">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="E-mail address"
          value={profile.user_details.email || profile.user.email}
          readOnly
          variant="filled"
          description="Your sign-in e-mail."
        />
        <TextInput
          label="Phone number"
          value={profile.phone_number}
          placeholder="Not set"
          readOnly
          variant="filled"
          description="The phone number cannot be changed after registration."
        />
      </SimpleGrid>
    </SectionCard>
  );
}
