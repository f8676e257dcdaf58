// The placement start control of the admin dashboard (PUT /calendar/ {start_date}, Monday only).
import { isIsoDate, MESSAGES, mondayBasedWeekday } from '@ptlog/shared';

/** null when the date may be sent, else the message to show. */
export function placementStartProblem(value: string): string | null {
  if (!isIsoDate(value)) return 'Please choose a date.';
  return mondayBasedWeekday(value) === 0 ? null : MESSAGES.admin.placementStartNotMonday;
}
