// What a send came to, under its form: the queued answer, or why it failed (kept on screen,
// unlike the toast, so the staff member can fix the sheet with the reason in view).
import { Alert, List, Text } from '@mantine/core';
import type { TEmailSendAnswer } from '@ptlog/shared';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type RefObject, useEffect, useRef } from 'react';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import type { TInvalidRow } from '../broadcast';
import { BROADCAST_NS } from '../i18n';

export interface TSendFailure {
  message: string;
  invalidRows: TInvalidRow[];
}

/**
 * Keyboard focus on the outcome once it shows: the form it answers was reset or its button was
 * disabled while sending, which left focus on <body>. tabIndex -1: focusable, not a tab stop.
 */
function useFocusOnShow(focus: boolean): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return ref;
}

/** What the server queued, with the sheet rows and accounts it skipped. */
export function SendResult({
  answer,
  focusOnShow = false,
}: {
  answer: TEmailSendAnswer;
  focusOnShow?: boolean;
}) {
  const { t } = useTranslation(BROADCAST_NS);
  const ref = useFocusOnShow(focusOnShow);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="green"
      icon={<IconCircleCheck size={18} />}
      title={translateMessage(answer.message)}
      role="status"
    >
      <Text size="sm">{t('result.queued', { count: answer.queued })}</Text>
      {answer.duplicate_count > 0 && (
        <Text size="sm">{t('result.duplicates', { count: answer.duplicate_count })}</Text>
      )}
      {answer.inactive_count > 0 && (
        <Text size="sm">{t('result.inactive', { count: answer.inactive_count })}</Text>
      )}
      {answer.invalid_count > 0 && (
        <>
          <Text size="sm" fw={500} mt="xs">
            {t('result.invalid', { count: answer.invalid_count })}
          </Text>
          <List size="sm" aria-label={t('result.invalidList')} spacing={2}>
            {answer.invalid_emails.map((row) => (
              <List.Item key={row.row}>
                {t('result.row', { row: row.row, value: row.value || t('result.emptyCell') })}
              </List.Item>
            ))}
          </List>
          {answer.invalid_count > answer.invalid_emails.length && (
            <Text size="xs" c="dimmed">
              {t('result.firstListed', { count: answer.invalid_emails.length })}
            </Text>
          )}
        </>
      )}
    </Alert>
  );
}

/** Why the last send failed, with the sheet rows that had no valid address. */
export function SendFailure({
  failure,
  focusOnShow = false,
}: {
  failure: TSendFailure;
  focusOnShow?: boolean;
}) {
  const { t } = useTranslation(BROADCAST_NS);
  const ref = useFocusOnShow(focusOnShow);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="red"
      icon={<IconAlertCircle size={18} />}
      title={failure.message}
      role="alert"
    >
      {failure.invalidRows.length > 0 && (
        <List size="sm" aria-label={t('result.invalidList')} spacing={2}>
          {failure.invalidRows.map((entry) => (
            <List.Item key={`${entry.row}:${entry.value}`}>
              {entry.row === null
                ? entry.value
                : t('result.row', { row: entry.row, value: entry.value || t('result.emptyCell') })}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
