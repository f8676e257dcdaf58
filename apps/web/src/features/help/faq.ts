// The Help Center's questions and answers, written from the product's own rules (the shared
// constants), so an answer can never drift from what the app does.
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

export interface TFaqEntry {
  id: string;
  topic: 'Log book' | 'Tokens and payments' | 'Export' | 'AI' | 'Account';
  question: string;
  answer: string[];
}

const tsh = (amount: number) => `${amount.toLocaleString('en-US')} TSH`;
const marksOf = (key: (typeof ASSESSMENT_PARTS)[number]['key']) =>
  ASSESSMENT_PARTS.find((part) => part.key === key)?.marks ?? 0;
/** The smallest payment that buys one weekly enhancement. */
const ENHANCEMENT_PRICE =
  Math.ceil(AI_ENHANCEMENT_COST / TOKENS_PER_TSH / PAYMENT_STEP_TSH) * PAYMENT_STEP_TSH;
const IDLE_MINUTES = LIMITS.IDLE_TIMEOUT_MS / 60_000;

export const FAQ: readonly TFaqEntry[] = [
  {
    id: 'weeks',
    topic: 'Log book',
    question: 'How are the weeks of my placement counted?',
    answer: [
      `Weeks are counted from the placement start date, a Monday set by the PT office. Week 1 is the Monday to Friday of that first week, and the placement has ${TRAINING_WEEKS} weeks.`,
      `Each daily report belongs to the week that contains its date. The current week is the number of whole weeks since the start plus one, from 1 to ${TRAINING_WEEKS}.`,
    ],
  },
  {
    id: 'daily',
    topic: 'Log book',
    question: 'What should I write in a daily report?',
    answer: [
      `One report per working day: what you did, the equipment you used and what you learned, and the hours you worked (${LIMITS.DAILY_HOURS_MIN} to ${LIMITS.DAILY_HOURS_MAX} in steps of ${LIMITS.DAILY_HOURS_STEP}). A description can be up to ${LIMITS.DESCRIPTION_MAX} characters.`,
      'Each week also has a main job: the most important task of the week, broken into numbered operations with the tools used. The PT Assessment page lets you download an example week.',
    ],
  },
  {
    id: 'marks',
    topic: 'Log book',
    question: 'How much is the log book worth?',
    answer: [
      `The log book is worth ${marksOf('logbook')} of your ${ASSESSMENT_TOTAL_MARKS} PT marks and the general report ${marksOf('general_report')}. Late submission of the log book, the general report or the arrival note costs ${LATE_PENALTY_MARKS} marks each. See PT Assessment for the whole breakdown.`,
    ],
  },
  {
    id: 'token-price',
    topic: 'Tokens and payments',
    question: 'What does a token cost, and what do 300 tokens buy?',
    answer: [
      `Every shilling you pay gives ${TOKENS_PER_TSH} tokens, rounded down: ${tsh(MIN_PAYMENT_TSH)} gives ${tokensForAmount(MIN_PAYMENT_TSH)} tokens. Payments start at ${tsh(MIN_PAYMENT_TSH)} and go up in steps of ${tsh(PAYMENT_STEP_TSH)}.`,
      `${AI_ENHANCEMENT_COST} tokens buy one AI enhancement of a weekly report, so ${tsh(ENHANCEMENT_PRICE)} pays for one week. A quick text suggestion costs ${AI_TEXT_COST} tokens. Every new account starts with a welcome bonus of ${WELCOME_BONUS_TOKENS} tokens.`,
    ],
  },
  {
    id: 'payment',
    topic: 'Tokens and payments',
    question: 'How is my payment verified, and how long does it take?',
    answer: [
      'Pay by mobile money to one of the numbers on the Billing page, yourself or through a wakala (money agent). Then submit the transaction with the phone number used, the name on that phone and the amount.',
      'Your transaction shows Pending until a staff member has matched it with the mobile-money records by hand; approved, your tokens are added at once. Because a person checks it, it is not instant: if it is still Pending after one working day, message us on WhatsApp with the amount and the sender name.',
      'If staff recorded your payment for you, open it on the Billing page and press Verify with the same phone number, sender name and amount.',
    ],
  },
  {
    id: 'export',
    topic: 'Export',
    question: 'How do I export my log book?',
    answer: [
      'On Weekly Reports, open a week and use Export to download it as PDF or DOCX, or download all weeks at once with a cover page. A download needs at least one daily report with a description.',
    ],
  },
  {
    id: 'verification-code',
    topic: 'Export',
    question: 'What is the verification code on my exported file?',
    answer: [
      'Every exported file carries a verification code and a QR code in its footer. Your supervisor or the PT office can open the link (or scan the QR code) to see whether the content is unchanged since you exported it, or was modified afterwards.',
    ],
  },
  {
    id: 'ai-does',
    topic: 'AI',
    question: 'What does the AI enhancement do?',
    answer: [
      `It improves the wording of your weekly report: spelling, grammar and clearer sentences, a short summary of the week, and a suggested main job with operations when you have none. It costs ${AI_ENHANCEMENT_COST} tokens and is charged only when it succeeds. Reset to Original brings back your own text.`,
    ],
  },
  {
    id: 'ai-never',
    topic: 'AI',
    question: 'What does the AI never do?',
    answer: [
      'It never invents work you did not describe, never changes your hours or dates, and never fills a day you left empty. It is an academic aid, not a replacement for your own work: you stay responsible for what your log book says. Text you submit may be used to improve the AI models.',
    ],
  },
  {
    id: 'logout',
    topic: 'Account',
    question: 'Why was I logged out?',
    answer: [
      `For your safety you are logged out after ${IDLE_MINUTES} minutes without activity; a warning appears shortly before. Sign in again and carry on: a report saved while offline is kept on your phone and sent when you are back online.`,
    ],
  },
];

/** Entries whose question, answer or topic contain every word of `query` (case-insensitive). */
export function searchFaq(entries: readonly TFaqEntry[], query: string): TFaqEntry[] {
  const words = query.toLocaleLowerCase('en').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = [entry.topic, entry.question, ...entry.answer].join(' ').toLocaleLowerCase('en');
    return words.every((word) => text.includes(word));
  });
}
