import { useCallback, useEffect, useState } from 'react';
import { useDiscardQuestion } from './DiscardChangesDialog';

/** What a form inside a dialog holds: an action in flight, or typing not yet sent. */
export interface TFormGuard {
  busy: boolean;
  typed: boolean;
}

const CLEAR: TFormGuard = { busy: false, typed: false };
const stayOpen = () => {};

/**
 * The dialog's side. While the form's action is in flight, Escape, the close button and the
 * overlay do nothing: its outcome (a refusal, a payment recorded or not) shows only inside the
 * dialog. Once something is typed, a stray tap outside no longer closes it. Escape and the close
 * button still close: a form that keeps its text on the device shows it again (as Add Daily
 * Report does, see weekly-report/components/add-daily-drafts.ts); one that keeps none passes
 * `askBeforeDiscard`, and then they ask first (render `<DiscardChangesDialog {...discardProps} />`
 * beside the Modal). Spread `modalProps` on the Modal; give `report` to the form.
 */
export function useFormDialogGuard(
  onClose: () => void,
  { askBeforeDiscard = false }: { askBeforeDiscard?: boolean } = {},
) {
  const [guard, setGuard] = useState<TFormGuard>(CLEAR);
  const discard = useDiscardQuestion(onClose);
  const report = useCallback((next: TFormGuard) => setGuard(next), []);
  const close = guard.busy ? stayOpen : askBeforeDiscard && guard.typed ? discard.ask : onClose;
  return {
    report,
    modalProps: {
      onClose: close,
      closeOnClickOutside: !guard.busy && !guard.typed,
      // Escape answers the question on top, not this dialog too.
      closeOnEscape: !discard.asking,
    },
    discardProps: discard.dialogProps,
  };
}

/** The form's side: tells its dialog what it holds, and that it holds nothing once it is gone. */
export function useReportFormGuard(
  { busy, typed }: TFormGuard,
  report: ((guard: TFormGuard) => void) | undefined,
) {
  useEffect(() => report?.({ busy, typed }), [busy, typed, report]);
  useEffect(() => () => report?.(CLEAR), [report]);
}
