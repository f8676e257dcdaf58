import { Badge } from '@mantine/core';
import type { TTransactionStatus } from '@ptlog/shared';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOR, STATUS_KEY } from '../format';
import { BILLING_NS } from '../i18n';

export function TransactionStatusBadge({ status }: { status: TTransactionStatus }) {
  const { t } = useTranslation(BILLING_NS);
  const label = t(STATUS_KEY[status]);
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant="light"
      aria-label={t('status.label', { status: label })}
    >
      {label}
    </Badge>
  );
}
