// Ours: why staff cannot move the placement start (PUT /api/calendar/, GET /api/calendar/preview/,
// ADR 19), MESSAGES.placementMove. Each text says why and how many, and what to do instead.
import { TRAINING_WEEKS } from './constants/calendar';

/** The singular is a message of its own: the web's translation table matches each by text. */
const ONE_STUDENT_SUBMITTED =
  '1 student has submitted or signed weeks; moving the start would give those weeks other numbers than the ones submitted. The start can be moved only before any week is submitted.';

export const PLACEMENT_MOVE_MESSAGES = {
  oneStudentSubmitted: ONE_STUDENT_SUBMITTED,
  weeksSubmitted: (students: number) =>
    students === 1
      ? ONE_STUDENT_SUBMITTED
      : `${students} students have submitted or signed weeks; moving the start would give those weeks other numbers than the ones submitted. The start can be moved only before any week is submitted.`,
  /** Dates as DD-MM-YYYY; counts written as "name: n", so one reads as well as many. */
  entriesOutside: (
    entries: number,
    pages: number,
    students: number,
    earliest: string,
    latest: string,
  ) =>
    `This start would leave work outside weeks 1 to ${TRAINING_WEEKS}: daily entries: ${entries}, weekly pages: ${pages}, students: ${students}, dated ${earliest} to ${latest}. Choose a start that keeps every entry inside the ${TRAINING_WEEKS} weeks.`,
} as const;
