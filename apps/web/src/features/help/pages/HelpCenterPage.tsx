import { SimpleGrid, Stack } from '@mantine/core';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { FeedbackForm } from '../../feedback/components/FeedbackForm';
import { ContactCard } from '../components/ContactCard';
import { FaqList } from '../components/FaqList';

/** /help (spec 2 §2): WhatsApp support, the FAQ, the feedback form and the contact methods. */
export function HelpCenterPage() {
  return (
    <Stack maw={1100}>
      <ScreenTitle
        title="Help Center"
        description="Answers to common questions, and how to reach us when you need more."
      />
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
