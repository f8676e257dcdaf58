import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { APP_NS } from '../i18n';
import '../layout/shell-strings';
import { retryFailedScreens } from '../lazy-screen';
import { useSession } from '../session/SessionProvider';

/**
 * A chunk of its own (StaffOnly loads it when needed), as are its strings: the sign-in screen's
 * first load does without them (issue 20).
 *
 * A staff screen opened while the account is unknown (signed in from the device's copy of the
 * profile, offline, with no account saved): it cannot tell staff from students, so it says so and
 * asks again (the profile, and the screen's download) on Try Again instead of sending staff to the
 * student dashboard. `subject="account"`: the neutral shell's home ('/'), for any account.
 */
export function AccessUnconfirmed({ subject = 'staff' }: { subject?: 'staff' | 'account' }) {
  const { t } = useTranslation(APP_NS);
  const { refreshProfile } = useSession();
  const [retrying, setRetrying] = useState(false);
  const handleRetry = () => {
    setRetrying(true);
    // The staff screen's own download failed too if it was tried offline: it starts again.
    retryFailedScreens();
    void refreshProfile().finally(() => setRetrying(false));
  };
  return (
    <Center py="xl">
      <Paper withBorder p="lg" maw={480} w="100%" role="alert">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={48} radius="xl" color="orange" variant="light" aria-hidden>
            <IconWifiOff size={26} />
          </ThemeIcon>
          <Title order={1} size="h3">
            {t(subject === 'staff' ? 'accessUnconfirmed.title' : 'accessUnconfirmed.accountTitle')}
          </Title>
          <Text c="dimmed">
            {t(subject === 'staff' ? 'accessUnconfirmed.text' : 'accessUnconfirmed.accountText')}
          </Text>
          {/* Busy, not disabled, so the focus stays on it (busy-button.tsx does this for the
              other screens; importing it here moved it into the sign-in screen's first load). */}
          <Button
            leftSection={
              retrying ? <Loader size={16} color="currentColor" /> : <IconRefresh size={16} />
            }
            aria-disabled={retrying || undefined}
            onClick={retrying ? undefined : handleRetry}
          >
            {t('error.tryAgain')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
