// The link that opens a week's page at its Submit Week button (the dashboard's "Submit week N"):
// the page scrolls to the button and focuses it (components/useSubmitFocus.ts); the student still
// presses it and confirms.

/** The address hash that asks the week page to bring its Submit Week button forward. */
export const SUBMIT_WEEK_HASH = '#submit';

/** /weekly-report/{week}#submit */
export function submitWeekPath(week: number): string {
  return `/weekly-report/${week}${SUBMIT_WEEK_HASH}`;
}
