import { SimpleGrid, Stack } from '@mantine/core';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { useTranslation } from '../../../i18n/react';
import { FeedbackForm } from '../../feedback/components/FeedbackForm';
import { ContactCard } from '../components/ContactCard';
import { FaqList } from '../components/FaqList';
import { HELP_NS } from '../i18n';

/** /help (spec 2 §2): WhatsApp support, the FAQ, the feedback form and the contact methods. */
export function HelpCenterPage() {
  const { t } = useTranslation(HELP_NS);
  return (
    <Stack maw={1100}>
      <ScreenTitle title={t('page.title')} description={t('page.description')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          <ContactCard />
          <FeedbackForm />
        </Stack>
        <FaqList />
      </SimpleGrid>
    </Stack>
  );
}
