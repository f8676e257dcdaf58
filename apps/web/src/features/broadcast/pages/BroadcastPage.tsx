import { SimpleGrid, Stack, Tabs } from '@mantine/core';
import { IconMail, IconMessage } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ONE_ROW_TABS } from '../../../components/one-row-tabs';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { useTranslation } from '../../../i18n/react';
import { FeedbackInbox } from '../../feedback/components/FeedbackInbox';
import { CampaignsCard } from '../components/CampaignsCard';
import { SendFromExcelCard, SendToAllCard } from '../components/SendCards';
import { BROADCAST_NS } from '../i18n';

/** /admin/email-broadcast (spec 2 §2): e-mail all users or a sheet's list; the feedback inbox. */
export function BroadcastPage() {
  const { t } = useTranslation(BROADCAST_NS);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'feedback' ? 'feedback' : 'email';
  return (
    <Stack maw={1280} gap="md">
      <ScreenTitle title={t('page.title')} description={t('page.description')} />
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value === 'feedback' ? { tab: 'feedback' } : {}, { replace: true })
        }
        // Both panels stay mounted: a broadcast half typed survives a look at the inbox and back
        // (its text lives in the cards' state and is kept nowhere else).
        styles={ONE_ROW_TABS}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="email" leftSection={<IconMail size={16} />}>
            {t('page.emailTab')}
          </Tabs.Tab>
          <Tabs.Tab value="feedback" leftSection={<IconMessage size={16} />}>
            {t('page.feedbackTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="email">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <SendToAllCard />
              <SendFromExcelCard />
            </SimpleGrid>
            <CampaignsCard />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="feedback">
          <FeedbackInbox />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
