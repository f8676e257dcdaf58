import { useEffect } from 'react';

/**
 * Tells the week's page whether a section's editor is open, and that it is not once the section
 * is gone: Submit Week, Enhance and Reset wait while any section holds typed text (ReportActions).
 */
export function useEditingReport(
  editing: boolean,
  onEditingChange: ((editing: boolean) => void) | undefined,
) {
  useEffect(() => {
    onEditingChange?.(editing);
    return () => onEditingChange?.(false);
  }, [editing, onEditingChange]);
}
