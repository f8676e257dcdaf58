// The `openai` provider (DESIGN §1): any OpenAI-compatible chat-completions endpoint (OpenAI,
// Ollama, vLLM, LM Studio, Groq…). Every answer is requested as strict JSON schema output and
// validated with zod; a failed, slow, oversized or malformed answer becomes an AiProviderError, so
// the caller charges nothing and changes nothing. Every text of an answer is made plain text
// (plain-text.ts) before anyone stores it.
import type { z } from 'zod';
import {
  SUGGESTIONS_JSON_SCHEMA,
  SUMMARY_JSON_SCHEMA,
  SYSTEM_PROMPT,
  suggestionsPrompt,
  summaryPrompt,
  TEXT_JSON_SCHEMA,
  textPrompt,
  WEEKLY_JSON_SCHEMA,
  weeklyPrompt,
  ZSuggestionsModelAnswer,
  ZSummaryModelAnswer,
  ZTextModelAnswer,
  ZWeeklyModelAnswer,
} from './openai-prompts';
import { plainOrEmpty, plainTextOf } from './plain-text';
import { AiProviderError, type TAiProvider } from './provider';
import { ERROR_BODY_MAX_BYTES, providerMessage } from './provider-error-message';

/**
 * The most an answer's HTTP body may hold. The largest valid weekly answer (a 5000-character
 * summary, 5 days, the main job and 30 operations at their form limits) is about 75 KB of JSON,
 * escaped once more inside the chat completion; anything past this is not an answer we can use.
 */
export const RESPONSE_MAX_BYTES = 256 * 1024;

/** The body as text, refused once it passes `max` bytes (read no further, memory stays bounded). */
async function boundedText(response: Response, max: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > max || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    if (declared > max) throw tooLarge(max);
    return '';
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(max);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function tooLarge(max: number): AiProviderError {
  return new AiProviderError(`AI answer is larger than ${max} bytes`, 'invalid_output');
}

/**
 * A failed request for the log: the system error's code (ECONNREFUSED, ENOTFOUND, ETIMEDOUT), never
 * fetch's message, which may quote the whole URL and so whatever it carries.
 */
function unreachable(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const code = typeof cause?.code === 'string' && /^[A-Z0-9_]+$/.test(cause.code) ? cause.code : '';
  return code ? `AI service unreachable (${code})` : 'AI service unreachable';
}

export interface TOpenAiProviderOptions {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (no trailing slash). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

interface TChatRequest<T> {
  schemaName: string;
  jsonSchema: object;
  answer: z.ZodType<T>;
  prompt: string;
}

/** The text of the first choice, or an AiProviderError naming what was wrong. */
function messageContent(body: unknown): string {
  const choice = (body as { choices?: { message?: { content?: unknown; refusal?: unknown } }[] })
    ?.choices?.[0];
  const content = choice?.message?.content;
  if (typeof content !== 'string' || content === '') {
    const refusal = typeof choice?.message?.refusal === 'string' ? ' (refused)' : '';
    throw new AiProviderError(`AI answer has no message content${refusal}`, 'invalid_output');
  }
  return content;
}

function parseAnswer<T>(content: string, answer: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new AiProviderError('AI answer is not valid JSON', 'invalid_output');
  }
  const parsed = answer.safeParse(json);
  if (!parsed.success) {
    throw new AiProviderError('AI answer does not match the expected shape', 'invalid_output');
  }
  return parsed.data;
}

export function createOpenAiProvider(options: TOpenAiProviderOptions): TAiProvider {
  const url = `${options.baseUrl}/chat/completions`;

  async function chat<T>(request: TChatRequest<T>, signal: AbortSignal): Promise<T> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        signal: AbortSignal.any([signal, timeout]),
        body: JSON.stringify({
          model: options.model,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: request.prompt },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: request.schemaName, strict: true, schema: request.jsonSchema },
          },
          temperature: 0.2,
        }),
      });
      if (!response.ok) {
        // The provider's own message is what the operator needs ("Incorrect API key provided");
        // it is read with a byte cap and never passed on to the student (provider-error-message.ts).
        const body = await boundedText(response, ERROR_BODY_MAX_BYTES).catch(() => '');
        const said = providerMessage(body, {
          apiKey: options.apiKey,
          prompts: [SYSTEM_PROMPT, request.prompt],
        });
        const status = `AI service answered HTTP ${response.status}`;
        throw new AiProviderError(said ? `${status}: ${said}` : status, 'http');
      }
      const text = await boundedText(response, RESPONSE_MAX_BYTES);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new AiProviderError('AI service answered a body that is not JSON', 'invalid_output');
      }
      return parseAnswer(messageContent(body), request.answer);
    } catch (error) {
      if (error instanceof AiProviderError) throw error;
      if (timeout.aborted) {
        throw new AiProviderError(
          `AI service did not answer within ${options.timeoutMs} ms`,
          'timeout',
        );
      }
      if (signal.aborted) throw new AiProviderError('AI request was cancelled', 'timeout');
      throw new AiProviderError(unreachable(error), 'network');
    }
  }

  return {
    name: 'openai',
    model: options.model,
    async enhanceWeekly(input, signal) {
      const answer = await chat(
        {
          schemaName: 'weekly_log_book',
          jsonSchema: WEEKLY_JSON_SCHEMA,
          answer: ZWeeklyModelAnswer,
          prompt: weeklyPrompt(input),
        },
        signal,
      );
      // A field that is mostly markup is '' here: the server keeps the student's text for it.
      return {
        summary: plainOrEmpty(answer.summary),
        mainJobTitle: plainOrEmpty(answer.main_job_title),
        mainJobDescription: plainOrEmpty(answer.main_job_description),
        days: {
          monday: plainOrEmpty(answer.days.monday),
          tuesday: plainOrEmpty(answer.days.tuesday),
          wednesday: plainOrEmpty(answer.days.wednesday),
          thursday: plainOrEmpty(answer.days.thursday),
          friday: plainOrEmpty(answer.days.friday),
        },
        operations: answer.operations.map((op) => ({
          description: plainOrEmpty(op.description),
          tools: plainOrEmpty(op.tools),
        })),
      };
    },
    async enhanceText(input, signal) {
      const answer = await chat(
        {
          schemaName: 'improved_text',
          jsonSchema: TEXT_JSON_SCHEMA,
          answer: ZTextModelAnswer,
          prompt: textPrompt(input),
        },
        signal,
      );
      // Mostly markup: no usable answer ('' is a provider failure for the caller).
      return plainOrEmpty(answer.text);
    },
    async summarize(entries, signal) {
      const answer = await chat(
        {
          schemaName: 'summary',
          jsonSchema: SUMMARY_JSON_SCHEMA,
          answer: ZSummaryModelAnswer,
          prompt: summaryPrompt(entries),
        },
        signal,
      );
      return plainOrEmpty(answer.summary);
    },
    async suggestImprovements(text, signal) {
      const answer = await chat(
        {
          schemaName: 'suggestions',
          jsonSchema: SUGGESTIONS_JSON_SCHEMA,
          answer: ZSuggestionsModelAnswer,
          prompt: suggestionsPrompt(text),
        },
        signal,
      );
      return answer.suggestions
        .map(plainTextOf)
        .filter((suggestion): suggestion is string => suggestion !== null);
    },
  };
}
