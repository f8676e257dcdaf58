import { Button, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { busyButtonProps } from '../../../components/busy-button';
import { useTranslation } from '../../../i18n/react';
import { formatDateTime } from '../../billing/format';
import { usePaymentHistory } from '../api';
import { STAFF_BILLING_NS } from '../i18n';
import { paymentEventText } from '../payment-events';

/** The payment's audited steps, newest first, with when (EAT) and who (paymentEventText). */
export function PaymentHistory({ id }: { id: number }) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  const history = usePaymentHistory(id);
  const events = history.data?.events;
  return (
    <Stack gap={4} component="section" aria-labelledby={`payment-history-${id}`}>
      <Title order={3} size="h6" id={`payment-history-${id}`}>
        {t('history.title')}
      </Title>
      {events ? (
        events.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('history.none')}
          </Text>
        ) : (
          <List size="sm" spacing={4} listStyleType="none" data-testid="payment-history">
            {events.map((event) => (
              <List.Item key={event.id} style={{ overflowWrap: 'anywhere' }}>
                <Text span size="xs" c="dimmed">
                  {formatDateTime(event.at)}
                </Text>{' '}
                · {paymentEventText(t, event)}
              </List.Item>
            ))}
          </List>
        )
      ) : history.isError ? (
        <Group gap="xs">
          <Text size="sm" c="red">
            {t('history.loadFailed')}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            {...busyButtonProps(history.isFetching)}
            onClick={() => void history.refetch()}
          >
            {t('history.retry')}
          </Button>
        </Group>
      ) : (
        <Skeleton height={48} role="progressbar" aria-label={t('history.loading')} />
      )}
    </Stack>
  );
}
