import { Button, Tooltip, VisuallyHidden } from '@mantine/core';
import type { TWeeklyReport } from '@ptlog/shared';
import { IconEdit, IconRestore, IconSend, IconSparkles } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { readOnlyReason, resetReadOnlyReason } from '../enhance';
import { WEEKLY_REPORT_NS } from '../i18n';
import { hasSubmitGaps, submitGaps } from '../submit-gaps';
import { ExportMenu } from './ExportMenu';
import classes from './ReportActions.module.css';

interface ReportActionsProps {
  report: TWeeklyReport;
  readOnly: boolean;
  editing: boolean;
  onEdit: () => void;
  onSubmit: () => void;
  onEnhance: () => void;
  onReset: () => void;
  editButtonRef: Ref<HTMLButtonElement>;
}

/**
 * Edit Report and Submit Week for a draft; Enhance with AI and Reset to Original are always shown
 * (spec 1 §2) and say why they are unavailable on a submitted week; the Export menu always.
 */
export function ReportActions({
  report,
  readOnly,
  editing,
  onEdit,
  onSubmit,
  onEnhance,
  onReset,
  editButtonRef,
}: ReportActionsProps) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const enhanceLockedReason = readOnly ? readOnlyReason(report) : null;
  const resetLockedReason = readOnly ? resetReadOnlyReason(report) : null;
  // Submit stays quiet while the week still has empty parts (its dialog lists them).
  const submitReady = !hasSubmitGaps(submitGaps(report));
  // Enhance, Reset and Export always; Edit and Submit on a draft.
  const buttonCount = readOnly ? 3 : 5;
  return (
    <div className={classes.actions} data-odd={buttonCount % 2 === 1 || undefined}>
      {!readOnly && (
        <Button
          ref={editButtonRef}
          leftSection={<IconEdit size={16} />}
          onClick={onEdit}
          disabled={editing}
        >
          {t('actions.edit')}
        </Button>
      )}
      <ActionButton
        id="enhance-ai"
        icon={<IconSparkles size={16} />}
        variant="light"
        color="violet"
        onClick={onEnhance}
        unavailable={enhanceLockedReason}
      >
        {t('actions.enhance')}
      </ActionButton>
      <ActionButton
        id="reset-original"
        icon={<IconRestore size={16} />}
        variant="default"
        onClick={onReset}
        unavailable={resetLockedReason}
      >
        {t('actions.reset')}
      </ActionButton>
      {!readOnly && (
        <Button
          color={submitReady ? 'green' : 'gray'}
          variant={submitReady ? 'light' : 'default'}
          leftSection={<IconSend size={16} />}
          onClick={onSubmit}
        >
          {t('actions.submit')}
        </Button>
      )}
      <ExportMenu report={report} />
    </div>
  );
}

interface ActionButtonProps {
  id: string;
  icon: ReactNode;
  variant: string;
  color?: string;
  onClick: () => void;
  /** Why the action cannot be used; null when it can. */
  unavailable: string | null;
  children: ReactNode;
}

/** An unavailable action stays focusable and tells why (tooltip and screen-reader text). */
function ActionButton({
  id,
  icon,
  variant,
  color,
  onClick,
  unavailable,
  children,
}: ActionButtonProps) {
  if (!unavailable) {
    return (
      <Button variant={variant} color={color} leftSection={icon} onClick={onClick}>
        {children}
      </Button>
    );
  }
  const hintId = `${id}-hint`;
  return (
    <>
      <Tooltip label={unavailable} events={{ hover: true, focus: true, touch: true }}>
        <Button
          variant={variant}
          color={color}
          leftSection={icon}
          data-disabled
          aria-disabled="true"
          aria-describedby={hintId}
          onClick={(event) => event.preventDefault()}
        >
          {children}
        </Button>
      </Tooltip>
      <VisuallyHidden id={hintId}>{unavailable}</VisuallyHidden>
    </>
  );
}
