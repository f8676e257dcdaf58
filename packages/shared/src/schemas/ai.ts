// AI enhancement contract (spec 2 §3, §7; DESIGN §1, §4.6–4.7): what the web sends and what the
// server answers, so both sides are built against one definition.
import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { ZDbId } from './db-id';
import { optionalText, requiredText } from './text';
import { ZWeeklyReport, ZWeekNumber } from './weekly-report';

/** Most entries one summary request may carry. */
export const AI_SUMMARY_ENTRIES_MAX = 50;
/** Calls listed in recent_enhancements of GET /ai/usage/. */
export const AI_RECENT_USAGE_MAX = 10;

export const AI_CONTENT_TYPES = [
  'weekly',
  'daily',
  'text',
  'general',
  'summary',
  'suggestions',
] as const;
export type TAiContentType = (typeof AI_CONTENT_TYPES)[number];

/** Answer of POST /reports/weekly/week/{week}/enhance_with_ai/ (200). */
export const ZEnhanceWeeklyAnswer = z.object({
  success: z.literal(true),
  /** 'Weekly report enhanced successfully!' */
  message: z.string(),
  /** The enhanced report; it replaces the one the page shows. */
  report: ZWeeklyReport,
  /** Tokens charged for this enhancement (300). */
  tokens_charged: z.number().int(),
  /** Balance after the charge. */
  available_tokens: z.number().int(),
  /** FULLFILLED | PARTIAL | EMPTY: how complete the week was. */
  usage_type: z.enum(['FULLFILLED', 'PARTIAL', 'EMPTY']),
});
export type TEnhanceWeeklyAnswer = z.infer<typeof ZEnhanceWeeklyAnswer>;

/** Answer of POST /reports/weekly/{id}/reset_to_original/ (200). */
export const ZResetToOriginalAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  report: ZWeeklyReport,
});
export type TResetToOriginalAnswer = z.infer<typeof ZResetToOriginalAnswer>;

// Text-level calls (spec 2 §7 "AI and feedback"): they answer suggestions and change nothing
// stored, except /ai/enhance/weekly/, which is enhance_with_ai addressed by body.

const instructions = optionalText(LIMITS.TEXT_MAX);
const aiText = requiredText(
  MESSAGES.ai.textRequired,
  LIMITS.SUMMARY_MAX,
  MESSAGES.weekly.summaryTooLong,
);
const rowId = ZDbId;

/** POST /ai/enhance/text/ and /ai/enhance/general/. */
export const ZAiTextInput = z.object({ text: aiText, instructions });
export type TAiTextInput = z.infer<typeof ZAiTextInput>;

/** POST /ai/enhance/daily/: one of my daily reports by id, or a text typed on the daily screen. */
export const ZAiDailyInput = z
  .object({
    daily_report_id: rowId.optional(),
    text: optionalText(LIMITS.DESCRIPTION_MAX),
    instructions,
  })
  .refine((input) => input.daily_report_id !== undefined || (input.text ?? '') !== '', {
    message: MESSAGES.ai.dailyInputRequired,
    path: ['text'],
  });
export type TAiDailyInput = z.infer<typeof ZAiDailyInput>;

/** POST /ai/enhance/weekly/: the same enhancement as enhance_with_ai, by week number. */
export const ZAiWeeklyInput = z.object({
  week_number: ZWeekNumber,
  additional_instructions: instructions,
});
export type TAiWeeklyInput = z.infer<typeof ZAiWeeklyInput>;

/** POST /ai/generate/summary/: the daily entries of one of my weeks, or entries sent as text. */
export const ZAiSummaryInput = z
  .object({
    week_number: ZWeekNumber.optional(),
    entries: z
      .array(z.string().trim().max(LIMITS.DESCRIPTION_MAX, MESSAGES.daily.descriptionTooLong))
      .max(AI_SUMMARY_ENTRIES_MAX)
      .optional(),
  })
  .refine(
    (input) =>
      input.week_number !== undefined || (input.entries ?? []).some((entry) => entry !== ''),
    { message: MESSAGES.ai.summaryInputRequired, path: ['entries'] },
  );
export type TAiSummaryInput = z.infer<typeof ZAiSummaryInput>;

/** POST /ai/suggest/improvements/. */
export const ZAiSuggestInput = z.object({ text: aiText });
export type TAiSuggestInput = z.infer<typeof ZAiSuggestInput>;

const ZAiCharge = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Tokens charged for this call (AI_TEXT_COST). */
  tokens_charged: z.number().int(),
  available_tokens: z.number().int(),
});

/** Answer of /ai/enhance/text|daily|general/: a suggestion, nothing stored changes. */
export const ZAiTextAnswer = ZAiCharge.extend({
  content_type: z.enum(['text', 'daily', 'general']),
  original_text: z.string(),
  enhanced_text: z.string(),
  /** The daily report the text came from, when one was named. */
  daily_report_id: z.number().int().nullable(),
});
export type TAiTextAnswer = z.infer<typeof ZAiTextAnswer>;

export const ZAiSummaryAnswer = ZAiCharge.extend({ summary: z.string() });
export type TAiSummaryAnswer = z.infer<typeof ZAiSummaryAnswer>;

export const ZAiSuggestionsAnswer = ZAiCharge.extend({ suggestions: z.array(z.string()) });
export type TAiSuggestionsAnswer = z.infer<typeof ZAiSuggestionsAnswer>;

/** GET /ai/usage/ (spec 2 §3 "AI usage stats"), the signed-in user's own calls. */
export const ZAiUsageStats = z.object({
  total_enhancements: z.number().int(),
  total_tokens: z.number().int(),
  enhancement_types: z.array(z.object({ enhancement_type: z.string(), count: z.number().int() })),
  content_types: z.array(
    z.object({ content_type: z.enum(AI_CONTENT_TYPES), count: z.number().int() }),
  ),
  /** Newest first, at most AI_RECENT_USAGE_MAX. */
  recent_enhancements: z.array(
    z.object({
      content_type: z.enum(AI_CONTENT_TYPES),
      enhancement_type: z.string(),
      tokens_consumed: z.number().int(),
      created_at: z.string(),
    }),
  ),
});
export type TAiUsageStats = z.infer<typeof ZAiUsageStats>;
