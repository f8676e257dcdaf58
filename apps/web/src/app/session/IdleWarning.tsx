import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { GENERIC_MESSAGES } from '@ptlog/shared';
import { i18n } from '../../i18n/i18n';
import { translateMessage } from '../../i18n/messages';

const WARNING_ID = 'idle-warning';
/** The minutes the visible warning shows, or null when it is not shown. */
let shownMinutes: number | null = null;

interface IdleWarningActions {
  onStayActive: () => void;
  onLogoutNow: () => void;
}

/** The inactivity toast (spec 1 §2): time left, Stay Active and Logout Now. Stays until acted on. */
export function showIdleWarning(minutesLeft: number, actions: IdleWarningActions): void {
  if (shownMinutes === minutesLeft) return;
  // A toast outside React: its texts are taken in the language of the moment it shows.
  const { t } = i18n;
  const content = {
    id: WARNING_ID,
    color: 'yellow',
    title: t('app:idle.title'),
    autoClose: false as const,
    withCloseButton: false,
    message: (
      <Stack gap="xs">
        <Text size="sm">{translateMessage(GENERIC_MESSAGES.idleWarning(minutesLeft))}</Text>
        <Group gap="xs">
          <Button size="xs" onClick={actions.onStayActive}>
            {t('app:idle.stayActive')}
          </Button>
          <Button size="xs" variant="default" onClick={actions.onLogoutNow}>
            {t('app:idle.logoutNow')}
          </Button>
        </Group>
      </Stack>
    ),
  };
  if (shownMinutes === null) notifications.show(content);
  else notifications.update(content);
  shownMinutes = minutesLeft;
}

export function hideIdleWarning(): void {
  if (shownMinutes === null) return;
  shownMinutes = null;
  notifications.hide(WARNING_ID);
}
