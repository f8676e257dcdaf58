import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPONENTS_NS } from './i18n';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The confirm button's colour: red (the default) for destructive actions, green for approvals. */
  color?: string;
  loading?: boolean;
  /** Esc, the close button and the overlay do nothing while `loading` (money and accounts). */
  keepOpenWhileLoading?: boolean;
  /** Shows an optional "Reason" field; its trimmed text goes to onConfirm. */
  withReason?: boolean;
  reasonLabel?: string;
  /**
   * Focus goes back where it was when the dialog opened (the default). False when the caller
   * moves focus itself on closing, e.g. to the outcome of the action it confirmed.
   */
  returnFocus?: boolean;
  /** Shown under the message: what the action leaves behind, say. */
  children?: ReactNode;
  /** Gets the trimmed reason ('' without the field). */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * A yes/no question before a destructive or weighty action (a deletion, a payment decision, a bulk
 * account change); Cancel is the default focus.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  color = 'red',
  loading = false,
  keepOpenWhileLoading = false,
  withReason = false,
  reasonLabel,
  returnFocus = true,
  children,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation(COMPONENTS_NS);
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (opened) setReason('');
  }, [opened]);
  return (
    <Modal
      opened={opened}
      onClose={loading && keepOpenWhileLoading ? () => {} : onClose}
      title={title}
      centered
      returnFocus={returnFocus}
    >
      <Stack gap="sm">
        <Text>{message}</Text>
        {children}
        {withReason && (
          <Textarea
            label={reasonLabel ?? t('confirmDialog.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            rows={3}
            maxLength={1000}
          />
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
          {t('confirmDialog.cancel')}
        </Button>
        <Button color={color} onClick={() => onConfirm(reason.trim())} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
