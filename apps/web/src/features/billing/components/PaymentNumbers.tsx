import {
  ActionIcon,
  Alert,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { MESSAGES } from '@ptlog/shared';
import { IconCheck, IconCopy, IconPhone } from '@tabler/icons-react';
import { QueryErrorAlert } from '../../../components/LoadErrorAlert';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import type { usePaymentInfo } from '../api';
import { BILLING_NS } from '../i18n';
import { splitPaymentNumber } from '../payment-number';

/** The mobile-money numbers from GET /billing/dashboard/payment_info/, each with a Copy button. */
export function PaymentNumbers({ info }: { info: ReturnType<typeof usePaymentInfo> }) {
  const { t } = useTranslation(BILLING_NS);
  if (info.isPending) {
    return (
      <Stack gap="xs" role="progressbar" aria-busy="true" aria-label={t('numbers.loading')}>
        <Skeleton height={48} radius="md" />
        <Skeleton height={48} radius="md" />
      </Stack>
    );
  }
  if (info.isError) {
    return (
      <QueryErrorAlert title={translateMessage(MESSAGES.billing.paymentInfoFailed)} query={info} />
    );
  }
  const numbers = info.data.data.payment_numbers;
  if (numbers.length === 0) {
    return (
      <Alert color="yellow" role="alert">
        {t('numbers.noneSetUp')}
      </Alert>
    );
  }
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('numbers.label')}
    >
      {numbers.map((entry) => (
        <PaymentNumberRow key={entry} entry={entry} />
      ))}
    </Stack>
  );
}

function PaymentNumberRow({ entry }: { entry: string }) {
  const { t } = useTranslation(BILLING_NS);
  const { provider, number } = splitPaymentNumber(entry);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <IconPhone size={20} aria-hidden style={{ flexShrink: 0 }} />
          <div>
            {provider && (
              <Text size="sm" c="dimmed">
                {provider}
              </Text>
            )}
            <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
              {number}
            </Text>
          </div>
        </Group>
        <CopyButton value={number.replace(/[\s-]/g, '')}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('numbers.copied') : t('numbers.copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('numbers.copyEntry', { entry })}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Paper>
  );
}
