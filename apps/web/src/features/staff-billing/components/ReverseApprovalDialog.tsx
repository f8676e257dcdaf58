import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { LIMITS, MESSAGES, type TTransaction, ZReverseApprovalInput } from '@ptlog/shared';
import { useEffect, useState } from 'react';
import { notify } from '../../../app/notify';
import { busyButtonProps } from '../../../components/busy-button';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { actionFailureMessage } from '../../admin/error-message';
import { shownName } from '../../admin/format';
import { formatTokens, formatTzs } from '../../billing/format';
import { isPaymentConflict, useReverseApproval, useUserBalance } from '../api';
import { STAFF_BILLING_NS } from '../i18n';

interface ReverseApprovalDialogProps {
  /** The APPROVED payment to reverse; null when closed. */
  transaction: TTransaction | null;
  onClose: () => void;
  /** After the reversal, or a 409 (someone reversed it meanwhile): the payment is settled. */
  onDone: () => void;
}

/**
 * Reversing an approval made by mistake (ADR 29): a required reason, the tokens it takes back and
 * the student's balance before and after (below zero when they were spent), a red confirm.
 */
export function ReverseApprovalDialog({
  transaction,
  onClose,
  onDone,
}: ReverseApprovalDialogProps) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  const reverse = useReverseApproval();
  const balance = useUserBalance(transaction?.user ?? null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const opened = transaction !== null;
  useEffect(() => {
    if (!opened) return;
    setReason('');
    setError(null);
  }, [opened]);

  const busy = reverse.isPending;
  const tokens = transaction?.tokens_generated ?? 0;
  const available = balance.data?.available_tokens;
  const after = available === undefined ? undefined : available - tokens;

  const handleConfirm = () => {
    if (!transaction || busy) return;
    const parsed = ZReverseApprovalInput.safeParse({ reason });
    if (!parsed.success) {
      setError(translateMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError(null);
    reverse.mutate(
      { id: transaction.id, reason: parsed.data.reason },
      {
        onSuccess: (answer) => {
          notify.success(translateMessage(answer.message || MESSAGES.billing.approvalReversed));
          onDone();
        },
        onError: (failure) => {
          notify.error(actionFailureMessage(failure, MESSAGES.billing.reverseFailed));
          if (isPaymentConflict(failure)) onDone();
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={busy ? () => {} : onClose}
      title={
        transaction
          ? t('reverse.title', {
              name: shownName(transaction.user_full_name),
              amount: formatTzs(transaction.amount),
            })
          : ''
      }
      centered
    >
      <Stack gap="sm">
        <Text size="sm">{t('reverse.message')}</Text>
        <Text fw={600}>{t('reverse.tokens', { tokens: formatTokens(tokens) })}</Text>
        {available !== undefined && after !== undefined ? (
          <Text size="sm" data-testid="reverse-balance">
            {t('reverse.balance', {
              balance: formatTokens(available),
              after: formatTokens(after),
            })}
          </Text>
        ) : (
          balance.isLoading && (
            <Text size="sm" c="dimmed">
              {t('reverse.balanceLoading')}
            </Text>
          )
        )}
        {after !== undefined && after < 0 && (
          <Alert color="orange" variant="light" p="xs">
            {t('reverse.belowZero')}
          </Alert>
        )}
        <Textarea
          label={t('reverse.reason')}
          required
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          rows={3}
          maxLength={LIMITS.REVERSAL_REASON_MAX + 50}
          data-autofocus
        />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('reverse.cancel')}
        </Button>
        <Button color="red" onClick={handleConfirm} {...busyButtonProps(busy)}>
          {t('reverse.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
