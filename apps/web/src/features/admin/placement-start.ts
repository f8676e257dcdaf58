// The placement start control of the admin dashboard (PUT /calendar/ {start_date}: a Monday within
// LIMITS.PLACEMENT_START_MAX_YEARS_AWAY years of today).
import { isIsoDate, isPlacementStartNearToday, MESSAGES, mondayBasedWeekday } from '@ptlog/shared';
import { translateMessage } from '../../i18n/messages';
import type { TTranslate } from './format';

/**
 * null when the date may be sent, else the message to show under the field. `today` is the
 * server's (GET /calendar/'s `today`, East Africa Time), the day its own check counts from.
 */
export function placementStartProblem(t: TTranslate, value: string, today: string): string | null {
  if (!isIsoDate(value)) return t('admin:placement.chooseDate');
  if (mondayBasedWeekday(value) !== 0) {
    return translateMessage(MESSAGES.admin.placementStartNotMonday);
  }
  return isPlacementStartNearToday(value, today)
    ? null
    : translateMessage(MESSAGES.admin.placementStartOutOfRange);
}
