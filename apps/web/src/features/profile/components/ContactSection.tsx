import { SimpleGrid, TextInput } from '@mantine/core';
import type { TProfileAnswer } from '@ptlog/shared';
import { useTranslation } from '../../../i18n/react';
import { PROFILE_NS } from '../i18n';
import { SectionCard } from './SectionCard';

/** E-mail and phone are fixed at registration: shown, never edited here. */
export function ContactSection({ profile }: { profile: TProfileAnswer }) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <SectionCard title={t('sections.contact')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('contact.email')}
          value={profile.user_details.email || profile.user.email}
          readOnly
          variant="filled"
          description={t('contact.emailHint')}
        />
        <TextInput
          label={t('contact.phone')}
          value={profile.phone_number}
          placeholder={t('contact.notSet')}
          readOnly
          variant="filled"
          description={t('contact.phoneHint')}
        />
      </SimpleGrid>
    </SectionCard>
  );
}
