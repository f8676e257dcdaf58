import { Badge } from '@mantine/core';
import type { TTransactionStatus } from '@ptlog/shared';
import { useTranslation } from '../../../i18n/react';
import { STATUS_COLOR, STATUS_KEY } from '../format';
import { BILLING_NS } from '../i18n';

/** A transaction's status; it never shrinks, so a long name or e-mail beside it is cut instead. */
export function TransactionStatusBadge({ status }: { status: TTransactionStatus }) {
  const { t } = useTranslation(BILLING_NS);
  const label = t(STATUS_KEY[status]);
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant="light"
      style={{ flexShrink: 0 }}
      aria-label={t('status.label', { status: label })}
    >
      {label}
    </Badge>
  );
}
