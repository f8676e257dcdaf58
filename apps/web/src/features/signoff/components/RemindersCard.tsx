import { Switch, Text } from '@mantine/core';
import { notify } from '../../../app/notify';
import { isApiError } from '../../../lib/api';
import { SettingsCard } from '../../settings/components/SettingsCard';
import { useReminderSettings, useSetReminders } from '../api';

/** Settings: the Thursday reminder e-mails on or off (every reminder also has a one-click link). */
export function RemindersCard() {
  const settings = useReminderSettings();
  const change = useSetReminders();
  const enabled = change.isPending ? change.variables : settings.data?.enabled;
  return (
    <SettingsCard
      title="Reminder e-mails"
      description="A Thursday reminder when your current week has fewer than 5 logged days."
    >
      {settings.isError ? (
        <Text c="red" size="sm">
          Could not load your reminder setting.
        </Text>
      ) : (
        <Switch
          label="Send me reminder e-mails"
          checked={enabled ?? false}
          disabled={settings.isPending || change.isPending}
          onChange={(event) =>
            change.mutate(event.currentTarget.checked, {
              onSuccess: (answer) =>
                notify.success(answer.enabled ? 'Reminders are on.' : 'Reminders are off.'),
              onError: (error) =>
                notify.error(isApiError(error) ? error.detail : 'Could not save the setting.'),
            })
          }
        />
      )}
    </SettingsCard>
  );
}
