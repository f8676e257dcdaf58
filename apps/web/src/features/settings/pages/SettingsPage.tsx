import { SimpleGrid, Stack } from '@mantine/core';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { RemindersCard } from '../../signoff/components/RemindersCard';
import { AccountCard } from '../components/AccountCard';
import { ActiveSessionsCard } from '../components/ActiveSessionsCard';
import { ChangePasswordCard } from '../components/ChangePasswordCard';

/** /settings (spec 1 §2): account names, password, signed-in devices. */
export function SettingsPage() {
  return (
    <Stack maw={1100}>
      <ScreenTitle title="Settings" description="Your account, password and signed-in devices." />
      <AccountCard />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChangePasswordCard />
        <ActiveSessionsCard />
      </SimpleGrid>
      <RemindersCard />
    </Stack>
  );
}
