import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';

export interface ConfirmActionDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** green for approvals, red for destructive actions. */
  color?: string;
  loading?: boolean;
  /** Shows an optional "Reason" field; its trimmed text goes to onConfirm. */
  withReason?: boolean;
  reasonLabel?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** A yes/no question before an action that moves money or accounts; Cancel has the focus. */
export function ConfirmActionDialog({
  opened,
  title,
  message,
  confirmLabel,
  color = 'red',
  loading = false,
  withReason = false,
  reasonLabel = 'Reason (optional)',
  onConfirm,
  onClose,
}: ConfirmActionDialogProps) {
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (opened) setReason('');
  }, [opened]);
  return (
    <Modal opened={opened} onClose={loading ? () => {} : onClose} title={title} centered>
      <Stack gap="sm">
        <Text>{message}</Text>
        {withReason && (
          <Textarea
            label={reasonLabel}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            rows={3}
            maxLength={1000}
          />
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
            Cancel
          </Button>
          <Button color={color} onClick={() => onConfirm(reason.trim())} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
