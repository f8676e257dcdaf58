import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { MESSAGES, type TTransaction } from '@ptlog/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { shownName } from '../../admin/format';
import { formatTzs } from '../../billing/format';
import { approvalBlock, approvalBlockText } from '../approval-block';
import { STAFF_BILLING_NS } from '../i18n';

/** What staff can do with the payment that was already pending instead of recording it again. */
export type TExistingAction = 'view' | 'verify' | 'approve';

interface AlreadyPendingNoticeProps {
  transaction: TTransaction;
  /** The signed-in staff member: Verify and Approve are disabled on a payment they may not credit. */
  viewerId: number | null;
  onAction: (action: TExistingAction) => void;
  /** Back to the form, its details kept (e.g. to correct a mistyped amount). */
  onBack: () => void;
}

/**
 * The server answered 200 to Create Transaction: the same payment (user, phone, sender, amount,
 * method) is already pending, so nothing new was recorded. Says so, naming that transaction, and
 * offers it: open it, verify it against the SMS, or approve it.
 */
export function AlreadyPendingNotice({
  transaction,
  viewerId,
  onAction,
  onBack,
}: AlreadyPendingNoticeProps) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  const block = approvalBlock(transaction, viewerId);
  const message = translateMessage(
    MESSAGES.billing.alreadyPending(
      transaction.id,
      shownName(transaction.user_full_name),
      formatTzs(transaction.amount),
    ),
  );
  return (
    <Stack gap="sm">
      <Alert
        role="alert"
        color="yellow"
        icon={<IconInfoCircle size={18} />}
        title={t('create.alreadyPendingTitle')}
      >
        {message}
      </Alert>
      {block && (
        <Text id="existing-approval-blocked" size="sm" c="dimmed">
          {t(approvalBlockText(block))}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onBack}>
          {t('create.backToForm')}
        </Button>
        <Button variant="light" onClick={() => onAction('view')}>
          {t('create.openExisting', { id: transaction.id })}
        </Button>
        <Button
          variant="light"
          disabled={block !== null}
          aria-describedby={block ? 'existing-approval-blocked' : undefined}
          onClick={() => onAction('verify')}
        >
          {t('create.verifyExisting')}
        </Button>
        <Button
          color="green"
          disabled={block !== null}
          aria-describedby={block ? 'existing-approval-blocked' : undefined}
          onClick={() => onAction('approve')}
        >
          {t('create.approveExisting')}
        </Button>
      </Group>
    </Stack>
  );
}
