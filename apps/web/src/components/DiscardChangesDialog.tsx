import { useState } from 'react';
import { useTranslation } from '../i18n/react';
import { ConfirmDialog } from './ConfirmDialog';
import { COMPONENTS_NS } from './i18n';

interface DiscardChangesDialogProps {
  opened: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asked before typed text that was never saved is thrown away (Cancel on an editor with changes):
 * until then it stays kept on the device, so a mistaken tap must not be what loses it. "Keep
 * editing" is the default focus, as Cancel is in every ConfirmDialog.
 */
export function DiscardChangesDialog({ opened, onConfirm, onClose }: DiscardChangesDialogProps) {
  const { t } = useTranslation(COMPONENTS_NS);
  return (
    <ConfirmDialog
      opened={opened}
      title={t('discardChanges.title')}
      message={t('discardChanges.message')}
      confirmLabel={t('discardChanges.confirm')}
      cancelLabel={t('discardChanges.keep')}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

/**
 * The question's state for one place that can throw typed text away: `ask()` opens it, and only
 * "Yes, discard" runs `discard`. Spread `dialogProps` on a DiscardChangesDialog.
 */
export function useDiscardQuestion(discard: () => void) {
  const [opened, setOpened] = useState(false);
  return {
    asking: opened,
    ask: () => setOpened(true),
    dialogProps: {
      opened,
      onConfirm: () => {
        setOpened(false);
        discard();
      },
      onClose: () => setOpened(false),
    },
  };
}
