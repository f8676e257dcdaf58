// GET /calendar/preview/?start_date=… (staff): what moving the placement start there would
// renumber, or why the server would refuse it (ADR 19). Read afresh each time the dialog opens.
import { type TPlacementMovePreview, ZPlacementMovePreview } from '@ptlog/shared';
import { api } from '../../lib/api';
import { useStaffQuery } from './api';

export const placementPreviewKey = (startDate: string) =>
  ['admin', 'placement-preview', startDate] as const;

export function fetchPlacementPreview(startDate: string) {
  return api.get<TPlacementMovePreview>('/calendar/preview/', {
    query: { start_date: startDate },
    parse: (value) => ZPlacementMovePreview.parse(value),
  });
}

/** The preview of moving the start to `startDate`, while `enabled` (the dialog is open). */
export function usePlacementPreview(startDate: string, enabled: boolean) {
  return useStaffQuery({
    queryKey: placementPreviewKey(startDate),
    queryFn: () => fetchPlacementPreview(startDate),
    enabled,
    // The counts change with every entry a student logs: never shown from an earlier opening.
    gcTime: 0,
    staleTime: 0,
  });
}
