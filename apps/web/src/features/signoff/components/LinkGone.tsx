import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import {
  IconCircleCheck,
  IconClock,
  IconCloudOff,
  IconLinkOff,
  IconMailForward,
  IconRefresh,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/messages';
import type { ApiError } from '../../../lib/api';
import { SIGNOFF_NS } from '../i18n';

/** Each way a link stops working, in the supervisor's words: title, icon, what to do. */
function goneView(error: ApiError): { title: string; text: string; icon: ReactNode } {
  const icon = { size: 40, 'aria-hidden': true } as const;
  switch (error.code) {
    case ERROR_CODES.LINK_USED:
      // The server says which: approved or returned (MESSAGES.signoff.linkApproved/linkReturned).
      return { title: 'page.usedTitle', text: error.detail, icon: <IconCircleCheck {...icon} /> };
    case ERROR_CODES.LINK_REPLACED:
      return {
        title: 'page.replacedTitle',
        text: translateMessage(MESSAGES.signoff.linkReplaced),
        icon: <IconMailForward {...icon} />,
      };
    case ERROR_CODES.LINK_EXPIRED:
      return {
        title: 'page.expiredTitle',
        text: translateMessage(MESSAGES.signoff.linkExpired),
        icon: <IconClock {...icon} />,
      };
    default:
      return {
        title: 'page.linkInvalid',
        text: translateMessage(MESSAGES.signoff.linkGone),
        icon: <IconLinkOff {...icon} />,
      };
  }
}

export function LinkGone({ error }: { error: ApiError }) {
  const { t } = useTranslation(SIGNOFF_NS);
  const view = goneView(error);
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" ta="center" gap="sm">
        {view.icon}
        <Title order={1} size="h3">
          {t(view.title)}
        </Title>
        <Text>{view.text}</Text>
      </Stack>
    </Paper>
  );
}

/** The week could not be loaded (offline, a server error): Try again, and again on reconnecting. */
export function LoadFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation(SIGNOFF_NS);
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" ta="center" gap="sm">
        <IconCloudOff size={40} aria-hidden />
        <Title order={1} size="h3">
          {t('page.loadFailed')}
        </Title>
        <Text>{translateMessage(MESSAGES.generic.network)}</Text>
        <Button leftSection={<IconRefresh size={16} />} loading={retrying} onClick={onRetry}>
          {t('page.tryAgain')}
        </Button>
      </Stack>
    </Paper>
  );
}
