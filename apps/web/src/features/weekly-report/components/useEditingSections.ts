import { useCallback, useState } from 'react';

/** A part of the week with its own editor (Edit Report, Edit main job, Edit operations). */
export type TWeekSection = 'summary' | 'mainJob' | 'operations';

const PAGE_ORDER: readonly TWeekSection[] = ['summary', 'mainJob', 'operations'];

/**
 * The sections whose editor is open, in page order, and the callback each section calls when its
 * editor opens or closes. The week's actions wait while any holds typed text (ReportActions).
 */
export function useEditingSections() {
  const [open, setOpen] = useState<readonly TWeekSection[]>([]);
  const report = useCallback((section: TWeekSection, editing: boolean) => {
    setOpen((current) => {
      if (current.includes(section) === editing) return current;
      return PAGE_ORDER.filter((name) => (name === section ? editing : current.includes(name)));
    });
  }, []);
  return [open, report] as const;
}
