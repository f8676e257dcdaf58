import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { TPlacementMovePreview } from '@ptlog/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { busyButtonProps } from '../../../components/busy-button';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { isApiError, isWorthRetrying } from '../../../lib/api-error';
import { actionFailureMessage } from '../error-message';
import { formatDay } from '../format';
import { ADMIN_NS } from '../i18n';
import { usePlacementPreview } from '../placement-preview';

interface PlacementMoveDialogProps {
  opened: boolean;
  /** The new start (a Monday, already checked). */
  startDate: string;
  saving: boolean;
  /** Why the move just failed (the server's 409 message), shown until the dialog closes. */
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The server refused the dry run itself (a 4xx: this start is not one it takes, such as one out of
 * range): asking again gives the same answer, so no Retry. A time-out (408) or too many requests
 * (429) may pass later, as may no answer or a 5xx.
 */
export function isPreviewRefused(error: unknown): boolean {
  return (
    isApiError(error) && !isWorthRetrying(error) && error.status !== 408 && error.status !== 429
  );
}

function RefusedAlert({ children }: { children: string }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('placement.refusedTitle')}>
      {children}
    </Alert>
  );
}

/** What the move does to the students' log books, from the server's dry run (ADR 19). */
function PreviewText({ preview }: { preview: TPlacementMovePreview }) {
  const { t } = useTranslation(ADMIN_NS);
  const start = formatDay(preview.start_date);
  if (preview.refusal)
    return <RefusedAlert>{translateMessage(preview.refusal.detail)}</RefusedAlert>;
  const { example } = preview;
  return (
    <Stack gap="xs">
      <Text>{t('placement.confirmStart', { date: start })}</Text>
      {preview.week_shift === 0 || !example ? (
        <Text>{t('placement.nothingMoves')}</Text>
      ) : (
        <Text>
          {t('placement.entriesMove', {
            entries: preview.daily_reports,
            pages: preview.weekly_reports,
            students: preview.students,
            date: formatDay(example.date),
            week: example.week_after,
            before: example.week_before,
          })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The confirmation of a placement move: it reads the server's preview first and says how many
 * entries of how many students move and where an example entry lands, or why the move is refused
 * (then only Cancel is offered), whether the preview names the refusal or answers it as a 4xx. A
 * refusal from the move itself shows here too.
 */
export function PlacementMoveDialog({
  opened,
  startDate,
  saving,
  failure,
  onConfirm,
  onClose,
}: PlacementMoveDialogProps) {
  const { t } = useTranslation(ADMIN_NS);
  const preview = usePlacementPreview(startDate, opened);
  const allowed = preview.data !== undefined && preview.data.refusal === null && !failure;
  return (
    <Modal
      opened={opened}
      onClose={saving ? () => {} : onClose}
      title={t('placement.confirmTitle')}
      centered
    >
      <Stack gap="sm">
        {preview.isError && !preview.data && isPreviewRefused(preview.error) ? (
          <RefusedAlert>
            {actionFailureMessage(preview.error, t('placement.previewFailed'))}
          </RefusedAlert>
        ) : preview.isError && !preview.data ? (
          <LoadErrorAlert
            title={t('placement.previewFailed')}
            error={preview.error}
            retrying={preview.isFetching}
            onRetry={() => void preview.refetch()}
          />
        ) : !preview.data ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text>{t('placement.previewLoading')}</Text>
          </Group>
        ) : (
          <PreviewText preview={preview.data} />
        )}
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('placement.failed')}>
            {failure}
          </Alert>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={saving} data-autofocus>
          {t('placement.cancel')}
        </Button>
        {allowed && (
          <Button color="orange" onClick={onConfirm} {...busyButtonProps(saving)}>
            {t('placement.change')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
