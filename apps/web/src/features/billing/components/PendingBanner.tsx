import { Alert, Button, Group, Text } from '@mantine/core';
import { MESSAGES, type TTransaction } from '@ptlog/shared';
import { IconClockHour4 } from '@tabler/icons-react';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { formatTokens, formatTzs } from '../format';
import { BILLING_NS } from '../i18n';
import { useFocusOnShow } from './use-focus-on-show';

interface PendingBannerProps {
  transaction: TTransaction;
  /** Takes the keyboard focus as it shows: the dialog whose Submit brought it has closed. */
  focusOnShow?: boolean;
  onBuyMore: () => void;
}

/** After a submission: the payment waits for staff; the balance updates when they approve it. */
export function PendingBanner({ transaction, focusOnShow = false, onBuyMore }: PendingBannerProps) {
  const { t } = useTranslation(BILLING_NS);
  const ref = useFocusOnShow<HTMLDivElement>(focusOnShow);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="yellow"
      icon={<IconClockHour4 size={18} />}
      title={translateMessage(MESSAGES.billing.pendingVerification)}
      role="status"
    >
      <Text size="sm">
        {t('pending.summary', {
          amount: formatTzs(transaction.amount),
          tokens: formatTokens(transaction.tokens_generated),
        })}
      </Text>
      <Group mt="sm">
        <Button size="xs" variant="white" color="yellow" onClick={onBuyMore}>
          {t('pending.buyMore')}
        </Button>
      </Group>
    </Alert>
  );
}
