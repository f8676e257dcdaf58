// The placement start control of the admin dashboard (PUT /calendar/ {start_date}, Monday only).
import { isIsoDate, MESSAGES, mondayBasedWeekday } from '@ptlog/shared';
import { translateMessage } from '../../i18n/messages';
import type { TTranslate } from './format';

/** null when the date may be sent, else the message to show. */
export function placementStartProblem(t: TTranslate, value: string): string | null {
  if (!isIsoDate(value)) return t('admin:placement.chooseDate');
  return mondayBasedWeekday(value) === 0
    ? null
    : translateMessage(MESSAGES.admin.placementStartNotMonday);
}
