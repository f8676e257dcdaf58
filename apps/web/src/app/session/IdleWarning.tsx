import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@ptlog/shared';

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
  const content = {
    id: WARNING_ID,
    color: 'yellow',
    title: 'Are you still there?',
    autoClose: false as const,
    withCloseButton: false,
    message: (
      <Stack gap="xs">
        <Text size="sm">{MESSAGES.generic.idleWarning(minutesLeft)}</Text>
        <Group gap="xs">
          <Button size="xs" onClick={actions.onStayActive}>
            Stay Active
          </Button>
          <Button size="xs" variant="default" onClick={actions.onLogoutNow}>
            Logout Now
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
