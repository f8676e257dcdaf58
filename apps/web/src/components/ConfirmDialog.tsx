import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react';
import { busyButtonProps } from './busy-button';
import { COMPONENTS_NS } from './i18n';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The button that answers no ('Cancel' unless the question is itself about cancelling). */
  cancelLabel?: string;
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

/** How long a dialog's next question ignores clicks after the last was answered (ms). */
export const STEP_SETTLE_MS = 700;

/**
 * A yes/no question before a destructive or weighty action (a deletion, a payment decision, a bulk
 * account change); Cancel is the default focus.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
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
  // The question last answered, and when. A second click before `loading` shows (a double click
  // lands in one frame, before React re-renders) would start the action twice, and the second
  // answer (409 "already processed") would replace the first one's success. A ref, as state
  // would lag the same frame behind. The next step's question comes up where the last one was,
  // so a double click on "Continue" would also answer it, unread: a new question takes answers
  // only once STEP_SETTLE_MS have passed since the last. A reopened dialog or a settled action
  // (loading back to false, e.g. after a failure the caller keeps the dialog open for) can be
  // confirmed again at once.
  const lastAnswer = useRef<{ question: string; at: number } | null>(null);
  // Meanwhile the button looks disabled (aria-disabled keeps it focused for the keyboard).
  const [settling, setSettling] = useState(false);
  useEffect(() => {
    if (opened) setReason('');
    lastAnswer.current = null;
    setSettling(false);
  }, [opened]);
  useEffect(() => {
    if (!settling) return;
    const timer = setTimeout(() => setSettling(false), STEP_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [settling]);
  useEffect(() => {
    if (loading) return;
    lastAnswer.current = null;
    setSettling(false);
  }, [loading]);
  const handleConfirm = () => {
    const question = `${title}\n${message}\n${confirmLabel}`;
    const now = performance.now();
    const last = lastAnswer.current;
    if (last && (last.question === question || now - last.at < STEP_SETTLE_MS)) return;
    lastAnswer.current = { question, at: now };
    setSettling(true);
    onConfirm(reason.trim());
  };
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
          {cancelLabel ?? t('confirmDialog.cancel')}
        </Button>
        {/* Busy, it keeps the focus inside the dialog (busy-button.tsx). */}
        <Button
          color={color}
          onClick={handleConfirm}
          {...busyButtonProps(Boolean(loading), false, settling)}
          data-disabled={settling || undefined}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
