import { Alert, Button, Group, type MantineSpacing } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { busyButtonProps } from './busy-button';
import classes from './FormActions.module.css';
import { COMPONENTS_NS } from './i18n';

/** Why the last save failed, as an alert; nothing when it did not. */
export function FailureAlert({ failure }: { failure: string | null | undefined }) {
  if (!failure) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {failure}
    </Alert>
  );
}

interface FormActionsProps {
  /** The message of the last failed save, shown above the buttons. */
  failure: string | null | undefined;
  submitLabel: string;
  /** Accessible name of the submit button where its label alone is ambiguous ('Save main job'). */
  submitAriaLabel?: string;
  submitting: boolean;
  submitDisabled?: boolean;
  submitIcon?: ReactNode;
  /** With it, a Cancel button stands before the submit button. */
  onCancel?: () => void;
  cancelDisabled?: boolean;
  cancelAriaLabel?: string;
  gap?: MantineSpacing;
}

/** The end of a form: the failure of the last save, then [Cancel] and the submit button. */
export function FormActions({
  failure,
  submitLabel,
  submitAriaLabel,
  submitting,
  submitDisabled,
  submitIcon,
  onCancel,
  cancelDisabled,
  cancelAriaLabel,
  gap,
}: FormActionsProps) {
  const { t } = useTranslation(COMPONENTS_NS);
  return (
    <>
      <FailureAlert failure={failure} />
      <Group justify="flex-end" gap={gap} className={onCancel ? classes.pair : undefined}>
        {onCancel && (
          <Button
            variant="default"
            onClick={onCancel}
            disabled={cancelDisabled}
            aria-label={cancelAriaLabel}
          >
            {t('formActions.cancel')}
          </Button>
        )}
        <Button
          type="submit"
          // Busy while the form sends, not disabled: the focus stays on it (busy-button.tsx).
          {...busyButtonProps(submitting, submitDisabled)}
          leftSection={submitIcon}
          aria-label={submitAriaLabel}
        >
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
