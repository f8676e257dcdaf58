import { Alert, Stack, Text } from '@mantine/core';
import { LIMITS, MESSAGES, type TWeeklyReport } from '@ptlog/shared';
import { IconCloudUpload } from '@tabler/icons-react';
import { type FormEvent, type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { FormActions } from '../../../components/FormActions';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { translateMessage } from '../../../i18n/messages';
import { offlineOutbox } from '../../../lib/offline-outbox';
import { useRefreshLogbook, useUpdateWeeklyReport, weeklyUpdateRequest } from '../api';
import { failureOf } from '../failures';
import { WEEKLY_REPORT_NS } from '../i18n';
import { weeklyOutboxKey, weeklyOutboxLabel } from '../pending-summary';
import { SectionCard } from './SectionCard';
import { useEditFocus } from './useEditFocus';
import { usePendingSummary } from './usePendingSummary';

interface SummarySectionProps {
  report: TWeeklyReport;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  /** Edit Report, where focus returns when editing ends. */
  editButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The week's summary: text in view mode; Edit Report opens it for editing with Save Changes and
 * Cancel. A save that cannot reach the server is kept on this device and sent later.
 */
export function SummarySection({
  report,
  editing,
  onEditingChange,
  editButtonRef,
}: SummarySectionProps) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const week = report.week_number;
  const pending = usePendingSummary(week);
  const shown = pending ?? report.summary;
  const [draft, setDraft] = useState(shown);
  const [failure, setFailure] = useState<string | null>(null);
  const [wasEditing, setWasEditing] = useState(editing);
  const update = useUpdateWeeklyReport(week);
  const refreshLogbook = useRefreshLogbook();
  const { fieldRef } = useEditFocus<HTMLTextAreaElement>(editing, editButtonRef);

  // Each edit starts from what the page shows now.
  if (editing !== wasEditing) {
    setWasEditing(editing);
    if (editing) {
      setDraft(shown);
      setFailure(null);
    }
  }

  function handleSave(event: FormEvent) {
    event.preventDefault();
    const body = { summary: draft.trim() };
    setFailure(null);
    update.mutate(body, {
      onSuccess: () => {
        offlineOutbox.remove(weeklyOutboxKey(week));
        notify.success(translateMessage(MESSAGES.weekly.saved));
        onEditingChange(false);
      },
      onError: (error) => {
        const result = failureOf(error, MESSAGES.weekly.saveFailed);
        if (result.kind === 'offline') {
          const request = weeklyUpdateRequest(week, body);
          offlineOutbox.put({
            key: weeklyOutboxKey(week),
            label: weeklyOutboxLabel(week),
            ...request,
          });
          notify.warning(translateMessage(MESSAGES.weekly.savedLocally));
          onEditingChange(false);
          return;
        }
        if (result.kind === 'locked') {
          notify.error(result.message);
          onEditingChange(false);
          void refreshLogbook();
          return;
        }
        setFailure(result.message);
      },
    });
  }

  return (
    <SectionCard id="summary-heading" title={t('summary.title')}>
      {editing ? (
        <form onSubmit={handleSave} noValidate>
          <Stack gap="sm">
            <GrowingTextarea
              ref={fieldRef}
              label={t('summary.label')}
              description={t('summary.characters', {
                length: draft.length,
                max: LIMITS.SUMMARY_MAX,
              })}
              minRows={5}
              maxRows={16}
              maxLength={LIMITS.SUMMARY_MAX}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
            />
            <FormActions
              failure={failure}
              gap="sm"
              onCancel={() => onEditingChange(false)}
              cancelDisabled={update.isPending}
              submitLabel={t('summary.save')}
              submitting={update.isPending}
            />
          </Stack>
        </form>
      ) : (
        <Stack gap="xs">
          {pending !== null && (
            <Alert color="yellow" icon={<IconCloudUpload size={18} />} p="xs">
              {t('summary.pending', {
                savedLocally: translateMessage(MESSAGES.weekly.savedLocally),
              })}
            </Alert>
          )}
          {shown.trim() ? (
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{shown}</Text>
          ) : (
            <Text c="dimmed">{t('summary.empty')}</Text>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
