import { Badge } from '@mantine/core';
import type { TTransactionStatus } from '@ptlog/shared';
import { STATUS_COLOR, STATUS_LABEL } from '../format';

export function TransactionStatusBadge({ status }: { status: TTransactionStatus }) {
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant="light"
      aria-label={`Status: ${STATUS_LABEL[status]}`}
    >
      {STATUS_LABEL[status]}
    </Badge>
  );
}
