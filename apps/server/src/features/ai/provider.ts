// The AI provider interface (DESIGN §1): `local` (offline, deterministic writing assistant) and
// `openai` (any OpenAI-compatible chat-completions endpoint) both implement it. Providers never
// see ids or touch the database; they take a week's texts and answer polished texts. Hours and
// dates are not part of the output, so a provider cannot change or invent them.

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];

export interface TWeeklyEnhanceInput {
  /** Program code (e.g. 'ELECTRICAL') and its display name, for context. */
  program: string | null;
  programName: string | null;
  company: string | null;
  weekNumber: number;
  /** Always the five weekdays in order; a day without a daily report has description '' and hours null. */
  days: Array<{ day: TWeekday; date: string; hours: number | null; description: string }>;
  summary: string;
  mainJobTitle: string;
  mainJobDescription: string;
  /** By step number. */
  operations: Array<{ description: string; tools: string }>;
  /** The student's extra instructions or, for an empty week, their description of the work. */
  additionalInstructions: string;
}

export interface TWeeklyEnhanceOutput {
  summary: string;
  mainJobTitle: string;
  mainJobDescription: string;
  /** Polished description per weekday; a day that had no description stays ''. */
  days: Record<TWeekday, string>;
  /** Polished operations in order; suggested when the input had none. */
  operations: Array<{ description: string; tools: string }>;
}

export type TTextKind = 'text' | 'daily' | 'general';

export interface TTextEnhanceInput {
  text: string;
  kind: TTextKind;
  instructions?: string;
}

export interface TAiProvider {
  readonly name: 'local' | 'openai';
  readonly model: string;
  /** Loads what the first call would otherwise wait for (the local dictionary: about 1 s). */
  warmUp?(): Promise<void>;
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
