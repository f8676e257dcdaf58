// AI enhancement contract (spec 2 §3, §7; DESIGN §1, §4.6–4.7): what the web sends and what the
// server answers, so both sides are built against one definition.
import { z } from 'zod';
import { ZWeeklyReport } from './weekly-report';

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
