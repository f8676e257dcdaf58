import { useCallback, useEffect, useState } from 'react';

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
 * dialog. Once something is typed, a stray tap outside no longer closes it (Escape and the
 * close button still close: a form that must not lose its text keeps it on the device and shows
 * it again, as Add Daily Report does, see weekly-report/components/add-daily-drafts.ts). Spread
 * `modalProps` on the Modal; give `report` to the form.
 */
export function useFormDialogGuard(onClose: () => void) {
  const [guard, setGuard] = useState<TFormGuard>(CLEAR);
  const report = useCallback((next: TFormGuard) => setGuard(next), []);
  return {
    report,
    modalProps: {
      onClose: guard.busy ? stayOpen : onClose,
      closeOnClickOutside: !guard.busy && !guard.typed,
    },
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
