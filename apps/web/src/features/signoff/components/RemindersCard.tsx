import { Loader, Switch } from '@mantine/core';
import { notify } from '../../../app/notify';
import { QueryErrorAlert } from '../../../components/LoadErrorAlert';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api';
import { SettingsCard } from '../../settings/components/SettingsCard';
import { useReminderSettings, useSetReminders } from '../api';
import { SIGNOFF_NS } from '../i18n';

/** Settings: the Thursday reminder e-mails on or off (every reminder also has a one-click link). */
export function RemindersCard() {
  const { t } = useTranslation(SIGNOFF_NS);
  const settings = useReminderSettings();
  const change = useSetReminders();
  const enabled = change.isPending ? change.variables : settings.data?.enabled;
  // Busy while it saves, not disabled: a disabled switch drops a keyboard user's focus to the page
  // (WCAG 2.4.3). It says so (aria-disabled, a loader in its thumb) and ignores a second toggle.
  const saving = change.isPending;
  return (
    <SettingsCard title={t('reminders.title')} description={t('reminders.description')}>
      {settings.isError ? (
        <QueryErrorAlert title={t('reminders.loadFailed')} query={settings} />
      ) : (
        <Switch
          label={t('reminders.switch')}
          checked={enabled ?? false}
          disabled={settings.isPending}
          aria-disabled={saving || undefined}
          aria-busy={saving || undefined}
          thumbIcon={saving ? <Loader size={10} color="gray" aria-hidden /> : undefined}
          onChange={(event) => {
            if (saving) return;
            change.mutate(event.currentTarget.checked, {
              onSuccess: (answer) =>
                notify.success(answer.enabled ? t('reminders.on') : t('reminders.off')),
              onError: (error) =>
                notify.error(isApiError(error) ? error.detail : t('reminders.saveFailed')),
            });
          }}
        />
      )}
    </SettingsCard>
  );
}
