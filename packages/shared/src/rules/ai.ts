// Content quality gate before an AI enhancement (spec 1 §4 "AI enhancement flow").

export type TContentQuality = 'empty' | 'minimal' | 'good';

/** Below these a week's content is minimal: fewer than 3 filled days or under 10 hours. */
const MINIMAL_FILLED_DAYS = 3;
const MINIMAL_TOTAL_HOURS = 10;

/**
 * empty: no filled day and no hours; minimal: fewer than 3 filled days or under 10 hours; else good.
 * A filled day is one whose description is not blank.
 */
export function contentQuality(week: { filledDays: number; totalHours: number }): TContentQuality {
  if (week.filledDays === 0 && week.totalHours === 0) return 'empty';
  if (week.filledDays < MINIMAL_FILLED_DAYS || week.totalHours < MINIMAL_TOTAL_HOURS) {
    return 'minimal';
  }
  return 'good';
}

/** An empty week can only be enhanced when the student adds a description of the work first. */
export function needsAdditionalDescription(
  quality: TContentQuality,
  additionalInstructions: string | null | undefined,
): boolean {
  return quality === 'empty' && (additionalInstructions ?? '').trim() === '';
}
