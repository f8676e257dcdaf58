import { Button, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { TIsoDate, TWeeklyReport } from '@ptlog/shared';
import { IconDownload, IconEdit, IconRestore, IconSend, IconSparkles } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from '../../../i18n/react';
import { spacedDayLabel } from '../../../lib/day-format';
import { readOnlyReason, resetReadOnlyReason } from '../enhance';
import { WEEKLY_REPORT_NS } from '../i18n';
import { hasSubmitGaps, submitGaps, submitOpensOn } from '../submit-gaps';
import { ExportMenu } from './ExportMenu';
import classes from './ReportActions.module.css';
import type { TWeekSection } from './useEditingSections';
import { useSubmitFocus } from './useSubmitFocus';

interface ReportActionsProps {
  report: TWeeklyReport;
  /** The placement's date (the calendar's): Submit Week waits for the week's last working day. */
  today: TIsoDate;
  readOnly: boolean;
  /** Shown from the copy kept on this device: Enhance, Reset, Submit and Export need a connection. */
  offline?: boolean;
  /** The sections open for editing: the summary (Edit Report), the main job, the operations. */
  editing: readonly TWeekSection[];
  onEdit: () => void;
  onSubmit: () => void;
  onEnhance: () => void;
  onReset: () => void;
  editButtonRef: Ref<HTMLButtonElement>;
}

/**
 * Edit Report and Submit Week for a draft; Enhance with AI and Reset to Original are always shown
 * (spec 1 §2) and say why they are unavailable on a submitted week; the Export menu always.
 * Before the week's last working day Submit Week is unavailable, its reason shown under the
 * buttons (ADR 21). Shown from the copy kept on this device (offline), Enhance, Reset, Submit and
 * Export wait for the connection, and say so; Edit stays (a saved summary waits in the outbox).
 */
export function ReportActions({
  report,
  today,
  readOnly,
  offline = false,
  editing,
  onEdit,
  onSubmit,
  onEnhance,
  onReset,
  editButtonRef,
}: ReportActionsProps) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  // While any section is open for editing, what would act on the saved week waits: Submit would
  // leave the typed text out, and a Save after Enhance or Reset would write over their result.
  // The hint names the section when one is open.
  const editingReason =
    editing.length > 0 && !readOnly
      ? t('actions.finishEditing', { section: editing.length === 1 ? editing[0] : 'several' })
      : null;
  // Offline they would only fail: they wait for the connection, and say so under the buttons.
  const offlineReason = offline ? t('offline.actions', { readOnly: String(readOnly) }) : null;
  const waitReason = offlineReason ?? editingReason;
  const waitHint = offlineReason ? OFFLINE_HINT_ID : EDITING_HINT_ID;
  const enhanceLockedReason = readOnly ? readOnlyReason(report) : waitReason;
  const resetLockedReason = readOnly ? resetReadOnlyReason(report) : waitReason;
  // Submit stays quiet while the week still has empty parts (its dialog lists them).
  const submitReady = !hasSubmitGaps(submitGaps(report, today));
  const opensOn = readOnly ? null : submitOpensOn(report, today);
  // Opened from the dashboard's "Submit week N" (#submit): the button comes into view, focused.
  const submitButtonRef = useSubmitFocus();
  // Enhance, Reset and Export always; Edit and Submit on a draft.
  const buttonCount = readOnly ? 3 : 5;
  return (
    <>
      <div className={classes.actions} data-odd={buttonCount % 2 === 1 || undefined}>
        {!readOnly && (
          <Button
            ref={editButtonRef}
            leftSection={<IconEdit size={16} />}
            onClick={onEdit}
            disabled={editing.includes('summary')}
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
          reasonShownAt={readOnly ? undefined : waitHint}
        >
          {t('actions.enhance')}
        </ActionButton>
        <ActionButton
          id="reset-original"
          icon={<IconRestore size={16} />}
          variant="default"
          onClick={onReset}
          unavailable={resetLockedReason}
          reasonShownAt={readOnly ? undefined : waitHint}
        >
          {t('actions.reset')}
        </ActionButton>
        {!readOnly && (
          <Button
            ref={submitButtonRef}
            color={submitReady && !opensOn && !offline ? 'green' : 'gray'}
            variant={submitReady && !opensOn && !offline ? 'light' : 'default'}
            leftSection={<IconSend size={16} />}
            // Unavailable yet focusable, so its reason is read out with it.
            data-disabled={opensOn || waitReason ? true : undefined}
            aria-disabled={opensOn || waitReason ? true : undefined}
            aria-describedby={
              offlineReason
                ? OFFLINE_HINT_ID
                : opensOn
                  ? SUBMIT_HINT_ID
                  : editingReason
                    ? EDITING_HINT_ID
                    : undefined
            }
            onClick={opensOn || waitReason ? (event) => event.preventDefault() : onSubmit}
          >
            {t('actions.submit')}
          </Button>
        )}
        {offlineReason ? (
          <ActionButton
            id="export-week"
            icon={<IconDownload size={16} />}
            variant="default"
            onClick={() => undefined}
            unavailable={offlineReason}
            reasonShownAt={OFFLINE_HINT_ID}
          >
            {t('actions.export')}
          </ActionButton>
        ) : (
          <ExportMenu report={report} />
        )}
      </div>
      {offlineReason && (
        <Text id={OFFLINE_HINT_ID} size="sm" c="dimmed">
          {offlineReason}
        </Text>
      )}
      {editingReason && (
        <Text id={EDITING_HINT_ID} size="sm" c="dimmed">
          {editingReason}
        </Text>
      )}
      {opensOn && (
        <Text id={SUBMIT_HINT_ID} size="sm" c="dimmed">
          {t('submit.notYet', { week: report.week_number, day: spacedDayLabel(opensOn, 'long') })}
        </Text>
      )}
    </>
  );
}

const SUBMIT_HINT_ID = 'submit-week-hint';
const EDITING_HINT_ID = 'editing-hint';
const OFFLINE_HINT_ID = 'offline-hint';

interface ActionButtonProps {
  id: string;
  icon: ReactNode;
  variant: string;
  color?: string;
  onClick: () => void;
  /** Why the action cannot be used; null when it can. */
  unavailable: string | null;
  /** The id of a text on screen that already says why: no tooltip, it describes the button. */
  reasonShownAt?: string;
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
  reasonShownAt,
  children,
}: ActionButtonProps) {
  if (!unavailable) {
    return (
      <Button variant={variant} color={color} leftSection={icon} onClick={onClick}>
        {children}
      </Button>
    );
  }
  const unavailableButton = (describedBy: string) => (
    <Button
      variant={variant}
      color={color}
      leftSection={icon}
      data-disabled
      aria-disabled="true"
      aria-describedby={describedBy}
      onClick={(event) => event.preventDefault()}
    >
      {children}
    </Button>
  );
  if (reasonShownAt) return unavailableButton(reasonShownAt);
  const hintId = `${id}-hint`;
  return (
    <>
      <Tooltip label={unavailable} events={{ hover: true, focus: true, touch: true }}>
        {unavailableButton(hintId)}
      </Tooltip>
      <VisuallyHidden id={hintId}>{unavailable}</VisuallyHidden>
    </>
  );
}
