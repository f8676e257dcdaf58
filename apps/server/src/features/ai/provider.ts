// The AI provider interface (DESIGN §1): `local` (offline, deterministic writing assistant) and
// `openai` (any OpenAI-compatible chat-completions endpoint) both implement it. Providers never
// see ids or touch the database; they take a week's texts and answer polished texts. Hours and
// dates are not part of the output, so a provider cannot change or invent them.

export {
  type TTextEnhanceInput,
  type TTextKind,
  type TWeekday,
  type TWeeklyEnhanceInput,
  type TWeeklyEnhanceOutput,
  WEEKDAYS,
} from '@ptlog/writing-assistant';

import { LIMITS } from '@ptlog/shared';
import type {
  TTextEnhanceInput,
  TWeeklyEnhanceInput,
  TWeeklyEnhanceOutput,
} from '@ptlog/writing-assistant';

/**
 * Most operations an enhancement writes, as many as the form allows a main job; a model answering
 * more fails (openai-prompts.ts).
 */
export const OPERATIONS_MAX = LIMITS.MAIN_JOB_MAX_OPERATIONS;

export interface TAiProvider {
  readonly name: 'local' | 'openai';
  readonly model: string;
  /** Releases what the provider holds (the local assistant's worker thread). */
  close?(): Promise<void>;
  enhanceWeekly(input: TWeeklyEnhanceInput, signal: AbortSignal): Promise<TWeeklyEnhanceOutput>;
  enhanceText(input: TTextEnhanceInput, signal: AbortSignal): Promise<string>;
  /** A short summary of several entries (e.g. a week's daily descriptions). */
  summarize(entries: string[], signal: AbortSignal): Promise<string>;
  /** Concrete suggestions to improve a text (each one sentence). */
  suggestImprovements(text: string, signal: AbortSignal): Promise<string[]>;
}

/** Thrown by a provider that failed or timed out; the caller charges nothing and changes nothing. */
export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'http' | 'invalid_output' | 'network',
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}
