import { Alert, Badge, List, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react';
import { usePaymentHistory } from '../api';
import { STAFF_BILLING_NS } from '../i18n';
import { earlierRejectionText } from '../rejected-before';

/** The list rows' flag: this transaction ID was rejected before (once, or `count` times). */
export function RejectedBeforeBadge({ count }: { count: number }) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  if (count === 0) return null;
  return (
    <Badge
      color="red"
      variant="light"
      leftSection={<IconAlertTriangle size={12} aria-hidden />}
      // Whole, wrapped if need be: cut to 'ID REJEC…' in a narrow column, it said nothing.
      h="auto"
      maw="100%"
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.4 } }}
      data-testid="rejected-before"
    >
      {t('rejectedBefore.badge', { count })}
    </Badge>
  );
}

/**
 * The earlier rejections of a flagged payment's transaction ID, each with when, by whom and why
 * (the details modal, the approve confirmation). `warning` leads with the approve prompt's text.
 */
export function EarlierRejections({
  id,
  count,
  warning = false,
}: {
  id: number;
  count: number;
  warning?: boolean;
}) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  const history = usePaymentHistory(count > 0 ? id : null);
  if (count === 0) return null;
  const rejections = history.data?.earlier_rejections;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={warning ? t('rejectedBefore.approveWarning', { count }) : t('rejectedBefore.title')}
      role={warning ? 'alert' : undefined}
      data-testid="earlier-rejections"
    >
      {rejections ? (
        <List size="sm" spacing={2}>
          {rejections.map((rejection) => (
            <List.Item key={rejection.id} style={{ overflowWrap: 'anywhere' }}>
              {earlierRejectionText(t, rejection)}
            </List.Item>
          ))}
        </List>
      ) : history.isError ? (
        <Text size="sm">{t('rejectedBefore.loadFailed')}</Text>
      ) : (
        <Loader size="xs" role="progressbar" aria-label={t('rejectedBefore.loading')} />
      )}
    </Alert>
  );
}
