// The texts the writing assistant works on. The server's AI provider interface
// (apps/server/src/features/ai/provider.ts) re-exports these, so the local assistant and the
// OpenAI-compatible provider answer the same shapes. There are no ids here: hours and dates are
// read for context but are never part of an answer, so no provider can change or invent them.

/** The model name the usage log records for the local assistant. */
export const LOCAL_MODEL = 'local-writing-assistant-1';

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

/** The writing assistant's methods; the server wraps them as its `local` AI provider. */
export interface TWritingAssistant {
  readonly model: string;
  /** Loads the dictionary and tagger (about 1 s) so that the first call does not wait. */
  warmUp(): Promise<void>;
  enhanceWeekly(input: TWeeklyEnhanceInput, signal: AbortSignal): Promise<TWeeklyEnhanceOutput>;
  enhanceText(input: TTextEnhanceInput, signal: AbortSignal): Promise<string>;
  summarize(entries: string[], signal: AbortSignal): Promise<string>;
  suggestImprovements(text: string, signal: AbortSignal): Promise<string[]>;
  /** Stops the worker thread, if any. */
  close?(): Promise<void>;
}
