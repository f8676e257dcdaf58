// The text-level AI calls (spec 2 §7): they answer a suggestion and change nothing stored. Each
// costs AI_TEXT_COST tokens, taken through the ledger only when the provider answered
// (docs/adr/0003-ai-text-endpoint-pricing.md).
import {
  AI_TEXT_COST,
  LIMITS,
  MESSAGES,
  type TAiContentType,
  type TAiDailyInput,
  type TAiSummaryInput,
  type TTokenUsageType,
} from '@ptlog/shared';
import { addsNoNumber, drawsOn, keepsContent, keepsFacts } from '@ptlog/writing-assistant';
import { lockSignedInUser } from '../accounts/live-user';
import { findDailyReport } from '../daily-reports/daily-reports.repository';
import { dailyNotFound } from '../daily-reports/daily-reports.service';
import { balanceOf } from '../tokens/ledger';
import {
  chargeAiCall,
  prepareProviderCall,
  type TAiServiceDeps,
  timedProviderCall,
} from './ai.charge';
import { invalidAiInput } from './ai.errors';
import { dailiesOfWeek } from './ai.repository';
import { earlierCall, type TIdempotency } from './idempotency';
import { AiProviderError, type TTextKind } from './provider';
import { textChangesAWord, usageTypeOf, weekQuality } from './weekly-content';

const TEXT_LEDGER_DESCRIPTION: Readonly<Record<TTextKind, string>> = {
  text: MESSAGES.ledger.aiText,
  daily: MESSAGES.ledger.aiDaily,
  general: MESSAGES.ledger.aiGeneral,
};

interface TTextCall<T> {
  contentType: TAiContentType;
  enhancementType: string;
  /** What the token ledger says the tokens were for (a shared message, shown translated). */
  ledgerDescription: string;
  usageType: TTokenUsageType;
  run: (signal: AbortSignal) => Promise<T>;
}

/**
 * Pre-check, provider call (outside any transaction), then the charge and the usage log. A replay
 * of a call paid for under the same Idempotency-Key answers the stored result, charging nothing.
 */
async function chargedTextCall<T>(
  deps: TAiServiceDeps,
  userId: number,
  call: TTextCall<T>,
  signal: AbortSignal,
  idempotency: TIdempotency | null,
): Promise<{ result: T; availableTokens: number }> {
  const earlier = await earlierCall(deps.db, userId, idempotency);
  if (earlier) {
    return { result: earlier.answer as T, availableTokens: await balanceOf(deps.db, userId) };
  }
  await prepareProviderCall(deps, userId, AI_TEXT_COST);
  const { result, durationMs } = await timedProviderCall(deps, MESSAGES.ai.textProviderFailed, () =>
    call.run(signal),
  );
  return deps.db.transaction(async (tx) => {
    // Erased during the provider call: nothing charged to the tombstone, no answer kept (401).
    await lockSignedInUser(tx, userId);
    const paid = await earlierCall(tx, userId, idempotency, { lockUser: true });
    if (paid) return { result: paid.answer as T, availableTokens: await balanceOf(tx, userId) };
    await chargeAiCall(tx, deps, {
      userId,
      amount: AI_TEXT_COST,
      usageType: call.usageType,
      contentType: call.contentType,
      enhancementType: call.enhancementType,
      durationMs,
      description: call.ledgerDescription,
      idempotency,
      answer: result,
    });
    return { result, availableTokens: await balanceOf(tx, userId) };
  });
}

/**
 * An answer that changed a number or a name the student wrote, brought a number of its own, or is
 * about something else, counts as a failed call (the same never-change-facts checks for every
 * provider): nothing charged.
 */
function factsChecked<T>(answer: T, keepsTheFacts: boolean): T {
  if (!keepsTheFacts) {
    throw new AiProviderError('The answer changed the facts of the text', 'invalid_output');
  }
  return answer;
}

/**
 * An answer that changes no word of the student's text (the same words, at most other capitals,
 * punctuation or spacing: the local assistant on a Swahili paragraph) is not an improvement: a
 * failed call, nothing charged (docs/ARCHITECTURE.md ai/, as for a week: changesAWord).
 */
function changesAWord(typed: string, text: string): string {
  if (!textChangesAWord(typed, text)) {
    throw new AiProviderError('The answer changes no word of the text', 'invalid_output');
  }
  return text;
}

/** An empty answer is no answer: a failed call, nothing charged. */
function nonEmpty(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw new AiProviderError('The answer is empty', 'invalid_output');
  return trimmed;
}

/**
 * How long an improved text may be: twice the student's text and a few sentences more (a terse
 * fragment may become full sentences), never more than a summary. A longer answer is a failed
 * call rather than a cut one: a cut would end mid-sentence, and an answer that long has stopped
 * improving the student's text (docs/api/ai.md).
 */
export function enhancedTextMax(text: string): number {
  return Math.min(LIMITS.SUMMARY_MAX, 2 * text.trim().length + 300);
}

function withinBound(text: string, max: number): string {
  if (text.length > max) {
    throw new AiProviderError(`The answer is longer than ${max} characters`, 'invalid_output');
  }
  return text;
}

function answered(availableTokens: number) {
  return {
    success: true as const,
    message: MESSAGES.ai.textSuccess,
    tokens_charged: AI_TEXT_COST,
    available_tokens: availableTokens,
  };
}

export async function enhanceText(
  deps: TAiServiceDeps,
  userId: number,
  input: { text: string; instructions?: string; kind: TTextKind; dailyReportId?: number },
  signal: AbortSignal,
  idempotency: TIdempotency | null = null,
) {
  const { result, availableTokens } = await chargedTextCall(
    deps,
    userId,
    {
      contentType: input.kind,
      enhancementType: input.kind,
      ledgerDescription: TEXT_LEDGER_DESCRIPTION[input.kind],
      usageType: 'FULLFILLED',
      run: async (abort) => {
        const enhanced = await deps.provider.enhanceText(
          { text: input.text, kind: input.kind, instructions: input.instructions },
          abort,
        );
        const text = withinBound(nonEmpty(enhanced), enhancedTextMax(input.text));
        factsChecked(text, keepsFacts(input.text, text) && keepsContent(input.text, text));
        return changesAWord(input.text, text);
      },
    },
    signal,
    idempotency,
  );
  return {
    ...answered(availableTokens),
    content_type: input.kind,
    original_text: input.text,
    enhanced_text: result.trim(),
    daily_report_id: input.dailyReportId ?? null,
  };
}

/** /ai/enhance/daily/: my daily report's text (by id) or a text typed on the daily screen. */
export async function enhanceDaily(
  deps: TAiServiceDeps,
  userId: number,
  input: TAiDailyInput,
  signal: AbortSignal,
  idempotency: TIdempotency | null = null,
) {
  let text = input.text ?? '';
  if (input.daily_report_id !== undefined) {
    const found = await findDailyReport(deps.db, userId, input.daily_report_id);
    if (!found) throw dailyNotFound();
    text = found.row.description.trim();
    if (text === '') throw invalidAiInput('daily_report_id', MESSAGES.ai.textRequired);
  }
  return enhanceText(
    deps,
    userId,
    { text, instructions: input.instructions, kind: 'daily', dailyReportId: input.daily_report_id },
    signal,
    idempotency,
  );
}

/** /ai/generate/summary/: a summary of one of my weeks' entries, or of entries sent as text. */
export async function generateSummary(
  deps: TAiServiceDeps,
  userId: number,
  input: TAiSummaryInput,
  signal: AbortSignal,
  idempotency: TIdempotency | null = null,
) {
  let entries = (input.entries ?? []).filter((entry) => entry !== '');
  let usageType: TTokenUsageType = 'FULLFILLED';
  if (input.week_number !== undefined) {
    const dailies = await dailiesOfWeek(deps.db, userId, input.week_number);
    entries = dailies.map((daily) => daily.description.trim()).filter((entry) => entry !== '');
    usageType = usageTypeOf(weekQuality(dailies));
  }
  if (entries.length === 0) throw invalidAiInput('week_number', MESSAGES.ai.nothingToSummarize);
  const { result, availableTokens } = await chargedTextCall(
    deps,
    userId,
    {
      contentType: 'summary',
      enhancementType: 'summary',
      ledgerDescription: MESSAGES.ledger.aiSummary,
      usageType,
      run: async (abort) => {
        const summary = nonEmpty(await deps.provider.summarize(entries, abort));
        return factsChecked(
          summary,
          addsNoNumber(entries, summary) && drawsOn(entries.join('\n'), summary),
        );
      },
    },
    signal,
    idempotency,
  );
  return { ...answered(availableTokens), summary: result.trim() };
}

export async function suggestImprovements(
  deps: TAiServiceDeps,
  userId: number,
  text: string,
  signal: AbortSignal,
  idempotency: TIdempotency | null = null,
) {
  const { result, availableTokens } = await chargedTextCall(
    deps,
    userId,
    {
      contentType: 'suggestions',
      enhancementType: 'suggestions',
      ledgerDescription: MESSAGES.ledger.aiSuggestions,
      usageType: 'FULLFILLED',
      run: async (abort) => {
        const suggestions = (await deps.provider.suggestImprovements(text, abort))
          .map((entry) => entry.trim())
          .filter((entry) => entry !== '');
        if (suggestions.length === 0) {
          throw new AiProviderError('The answer holds no suggestion', 'invalid_output');
        }
        return suggestions;
      },
    },
    signal,
    idempotency,
  );
  return {
    ...answered(availableTokens),
    suggestions: result,
  };
}
