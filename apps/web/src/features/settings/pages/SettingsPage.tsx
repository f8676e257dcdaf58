import { SimpleGrid, Stack } from '@mantine/core';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { useTranslation } from '../../../i18n/react';
import { RemindersCard } from '../../signoff/components/RemindersCard';
import { AccountCard } from '../components/AccountCard';
import { ActiveSessionsCard } from '../components/ActiveSessionsCard';
import { ChangePasswordCard } from '../components/ChangePasswordCard';
import { LanguageCard } from '../components/LanguageCard';
import { SETTINGS_NS } from '../i18n';

/** /settings (spec 1 §2): account names, language, password, signed-in devices. */
export function SettingsPage() {
  const { t } = useTranslation(SETTINGS_NS);
  return (
    <Stack maw={1100}>
      <ScreenTitle title={t('title')} description={t('description')} />
      <AccountCard />
      <LanguageCard />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChangePasswordCard />
        <ActiveSessionsCard />
      </SimpleGrid>
      <RemindersCard />
    </Stack>
  );
}
