import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { ERROR_CODES, LANGUAGES, MESSAGES, ZSignoffGoneWeek } from '@ptlog/shared';
import {
  IconCircleCheck,
  IconClock,
  IconCloudOff,
  IconLinkOff,
  IconMailForward,
  IconRefresh,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { busyButtonProps } from '../../../components/busy-button';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import type { ApiError } from '../../../lib/api';
import { SIGNOFF_NS } from '../i18n';

/**
 * Which of the two link_used messages the server sent. Its detail was put in the reader's language
 * when it arrived, so it is compared in each language: the English one, or the Kiswahili one of a
 * page opened in Kiswahili. Null for a detail that is neither.
 */
function usedMessage(detail: string): string | null {
  const says = (message: string) =>
    LANGUAGES.some((language) => translateMessage(message, language) === detail);
  if (says(MESSAGES.signoff.linkApproved)) return MESSAGES.signoff.linkApproved;
  if (says(MESSAGES.signoff.linkReturned)) return MESSAGES.signoff.linkReturned;
  return null;
}

/**
 * Each way a link stops working, in the supervisor's words: title, icon, what to do. The text is
 * a shared message in English, translated at render, so it follows the language switch.
 */
function goneView(error: ApiError): { title: string; message: string; icon: ReactNode } {
  const icon = { size: 40, 'aria-hidden': true } as const;
  switch (error.code) {
    case ERROR_CODES.LINK_USED:
      return {
        title: 'page.usedTitle',
        message: usedMessage(error.detail) ?? error.detail,
        icon: <IconCircleCheck {...icon} />,
      };
    case ERROR_CODES.LINK_REPLACED:
      return {
        title: 'page.replacedTitle',
        message: MESSAGES.signoff.linkReplaced,
        icon: <IconMailForward {...icon} />,
      };
    case ERROR_CODES.LINK_EXPIRED:
      return {
        title: 'page.expiredTitle',
        message: MESSAGES.signoff.linkExpired,
        icon: <IconClock {...icon} />,
      };
    default:
      // link_gone (410) and not_found (404): a link that never was, or whose week is gone.
      return {
        title: 'page.linkInvalid',
        message: MESSAGES.signoff.linkGone,
        icon: <IconLinkOff {...icon} />,
      };
  }
}

/**
 * The week a real link was for, which the 410 names (docs/api/signoff.md) so the supervisor knows
 * which mail to look for; null for an unknown link (404) or an answer without it.
 */
function goneWeek(error: ApiError) {
  if (error.status !== 410) return null;
  const parsed = ZSignoffGoneWeek.safeParse(error.fields);
  return parsed.success ? parsed.data : null;
}

export function LinkGone({ error }: { error: ApiError }) {
  // Re-renders on a language switch, and the message is translated then.
  const { t } = useTranslation(SIGNOFF_NS);
  const view = goneView(error);
  const week = goneWeek(error);
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" ta="center" gap="sm">
        {view.icon}
        <Title order={1} size="h3">
          {t(view.title)}
        </Title>
        {week && (
          <Text fw={600}>
            {t('page.goneWeek', { week: week.week_number, name: week.student_name })}
          </Text>
        )}
        <Text>{translateMessage(view.message)}</Text>
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
        <Button
          leftSection={<IconRefresh size={16} />}
          {...busyButtonProps(retrying)}
          onClick={onRetry}
        >
          {t('page.tryAgain')}
        </Button>
      </Stack>
    </Paper>
  );
}
