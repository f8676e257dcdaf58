// The Help Center's questions and answers. Their words are in the help namespace (both
// languages); every figure in them comes from the product's own rules (the shared constants),
// given to the messages as values, so an answer can never drift from what the app does.
import {
  AI_ENHANCEMENT_COST,
  AI_TEXT_COST,
  ASSESSMENT_PARTS,
  ASSESSMENT_TOTAL_MARKS,
  LATE_PENALTY_MARKS,
  LIMITS,
  MIN_PAYMENT_TSH,
  PAYMENT_STEP_TSH,
  TOKENS_PER_TSH,
  TRAINING_WEEKS,
  tokensForAmount,
  WELCOME_BONUS_TOKENS,
} from '@ptlog/shared';
import type { TFunction } from '../../i18n/translator';
import type { HELP_NS } from './i18n';

export type TFaqTopic = 'logbook' | 'tokens' | 'export' | 'ai' | 'account';

export interface TFaqEntry {
  /** Also the entry's key under faq.entries in the help namespace. */
  id: string;
  topic: TFaqTopic;
  /** Its answer's paragraphs are faq.entries.<id>.paragraph1 … paragraphN. */
  paragraphs: number;
}

/** One entry in the reader's language. */
export interface TFaqText {
  id: string;
  topic: string;
  question: string;
  answer: string[];
}

const marksOf = (key: (typeof ASSESSMENT_PARTS)[number]['key']) =>
  ASSESSMENT_PARTS.find((part) => part.key === key)?.marks ?? 0;
/** The smallest payment that buys one weekly enhancement. */
const ENHANCEMENT_PRICE =
  Math.ceil(AI_ENHANCEMENT_COST / TOKENS_PER_TSH / PAYMENT_STEP_TSH) * PAYMENT_STEP_TSH;

/**
 * The rules the answers are written with. Amounts of money are numbers, grouped by the reader's
 * locale ('1,000'); the other figures are written as they are ('1000 characters').
 */
export const FAQ_VALUES = {
  trainingWeeks: String(TRAINING_WEEKS),
  hoursMin: String(LIMITS.DAILY_HOURS_MIN),
  hoursMax: String(LIMITS.DAILY_HOURS_MAX),
  hoursStep: String(LIMITS.DAILY_HOURS_STEP),
  descriptionMax: String(LIMITS.DESCRIPTION_MAX),
  logbookMarks: String(marksOf('logbook')),
  totalMarks: String(ASSESSMENT_TOTAL_MARKS),
  generalReportMarks: String(marksOf('general_report')),
  latePenalty: String(LATE_PENALTY_MARKS),
  tokensPerTsh: String(TOKENS_PER_TSH),
  minPayment: MIN_PAYMENT_TSH,
  minPaymentTokens: String(tokensForAmount(MIN_PAYMENT_TSH)),
  paymentStep: PAYMENT_STEP_TSH,
  enhancementCost: String(AI_ENHANCEMENT_COST),
  enhancementPrice: ENHANCEMENT_PRICE,
  textCost: String(AI_TEXT_COST),
  welcomeBonus: String(WELCOME_BONUS_TOKENS),
  idleMinutes: String(LIMITS.IDLE_TIMEOUT_MS / 60_000),
} as const;

export const FAQ: readonly TFaqEntry[] = [
  { id: 'weeks', topic: 'logbook', paragraphs: 2 },
  { id: 'daily', topic: 'logbook', paragraphs: 2 },
  { id: 'marks', topic: 'logbook', paragraphs: 1 },
  { id: 'tokenPrice', topic: 'tokens', paragraphs: 2 },
  { id: 'payment', topic: 'tokens', paragraphs: 3 },
  { id: 'export', topic: 'export', paragraphs: 1 },
  { id: 'verificationCode', topic: 'export', paragraphs: 1 },
  { id: 'aiDoes', topic: 'ai', paragraphs: 1 },
  { id: 'aiNever', topic: 'ai', paragraphs: 1 },
  { id: 'logout', topic: 'account', paragraphs: 1 },
];

/** The entries in the language of `t` (a translator of the help namespace). */
export function faqTexts(t: TFunction<typeof HELP_NS>): TFaqText[] {
  return FAQ.map(({ id, topic, paragraphs }) => ({
    id,
    topic: t(`faq.topics.${topic}`),
    question: t(`faq.entries.${id}.question`, FAQ_VALUES),
    answer: Array.from({ length: paragraphs }, (_, index) =>
      t(`faq.entries.${id}.paragraph${index + 1}`, FAQ_VALUES),
    ),
  }));
}

/** Entries whose question, answer or topic contain every word of `query` (case-insensitive). */
export function searchFaq(entries: readonly TFaqText[], query: string): TFaqText[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = [entry.topic, entry.question, ...entry.answer].join(' ').toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}
