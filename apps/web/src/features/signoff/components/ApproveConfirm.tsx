import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { SIGNOFF_NS } from '../i18n';

interface TApproveConfirmProps {
  opened: boolean;
  weekNumber: number;
  studentName: string;
  /** The name typed in the form: the signature printed on the log book. */
  signer: string;
  /** A comment was typed: it goes with the approval, which a supervisor may not expect. */
  withComment: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * An approval signs the week and cannot be undone, so it is asked once more. Cancel has the focus
 * (Enter does not approve by chance); Escape and Cancel call onCancel, which gives the focus back
 * to Approve. The app's ConfirmDialog would bring Mantine's Textarea, grouped with the daily form's
 * inputs (see SignoffPage.module.css), onto the supervisor's phone.
 */
export function ApproveConfirm(props: TApproveConfirmProps) {
  const { t } = useTranslation(SIGNOFF_NS);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title={t('confirm.title', { week: props.weekNumber })}
      centered
      returnFocus={false}
    >
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('confirm.signature', {
            week: props.weekNumber,
            student: props.studentName,
            name: props.signer,
          })}
        </Text>
        {props.withComment && (
          <Alert color="yellow">
            <Text size="sm">{t('confirm.withComment', { student: props.studentName })}</Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel} data-autofocus>
            {t('confirm.cancel')}
          </Button>
          <Button color="green" onClick={props.onConfirm}>
            {props.withComment ? t('confirm.approveWithComment') : t('confirm.approve')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
