// The `openai` provider on its own, against the fake OpenAI-compatible server: every kind of
// failure is an AiProviderError with its reason, and the answers are mapped and validated.
import { createServer } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiProvider } from '../src/features/ai/openai-provider';
import { AiProviderError, type TWeeklyEnhanceInput, WEEKDAYS } from '../src/features/ai/provider';
import { DEFAULT_WEEKLY_ANSWER, startFakeOpenAi } from './helpers/fake-openai';
import { perSuite } from './helpers/per-suite';

const fake = perSuite(startFakeOpenAi);
beforeEach(() => {
  fake.mode = 'ok';
});

const week: TWeeklyEnhanceInput = {
  program: 'ELECTRICAL',
  programName: 'Electrical Engineering',
  company: 'TANESCO',
  weekNumber: 3,
  days: WEEKDAYS.map((day, index) => ({
    day,
    date: `2026-03-${16 + index}`,
    hours: index < 2 ? 8 : null,
    description: index < 2 ? `work of ${day}` : '',
  })),
  summary: '',
  mainJobTitle: '',
  mainJobDescription: '',
  operations: [],
  additionalInstructions: '',
};

function provider(overrides: { baseUrl?: string; apiKey?: string; timeoutMs?: number } = {}) {
  return createOpenAiProvider({
    baseUrl: fake.baseUrl,
    model: 'm-1',
    timeoutMs: 1000,
    ...overrides,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<AiProviderError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AiProviderError);
  return error as AiProviderError;
}

describe('openai provider', () => {
  it('maps a valid weekly answer and sends no Authorization header without a key', async () => {
    const output = await provider().enhanceWeekly(week, new AbortController().signal);
    expect(output).toEqual({
      summary: DEFAULT_WEEKLY_ANSWER.summary,
      mainJobTitle: DEFAULT_WEEKLY_ANSWER.main_job_title,
      mainJobDescription: DEFAULT_WEEKLY_ANSWER.main_job_description,
      days: DEFAULT_WEEKLY_ANSWER.days,
      operations: DEFAULT_WEEKLY_ANSWER.operations,
    });
    const received = fake.requests.at(-1)!;
    expect(received.headers.authorization).toBeUndefined();
    expect(received.body.messages[1]!.content).toContain(
      'Program: ELECTRICAL (Electrical Engineering)',
    );
    expect(received.body.messages[1]!.content).toContain('Company: TANESCO');
    expect(received.body.messages[1]!.content).toContain('(none: suggest the steps');
    const schema = received.body.response_format.json_schema.schema as {
      required: string[];
      additionalProperties: boolean;
    };
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual([
      'summary',
      'main_job_title',
      'main_job_description',
      'days',
      'operations',
    ]);
  });

  it('answers the text, summary and suggestion calls', async () => {
    const signal = new AbortController().signal;
    const ai = provider({ apiKey: 'k' });
    expect(await ai.enhanceText({ text: 'abc', kind: 'daily' }, signal)).toBe('Also, abc');
    expect(await ai.summarize(['a', 'b'], signal)).toBe('Summary of 2 entries.');
    expect(await ai.suggestImprovements('abc', signal)).toHaveLength(3);
    expect(fake.requests.at(-1)!.headers.authorization).toBe('Bearer k');
  });

  it.each([
    ['http_500', 'http'],
    ['invalid_json', 'invalid_output'],
    ['bad_shape', 'invalid_output'],
    ['hang', 'timeout'],
  ] as const)('%s → AiProviderError(%s)', async (mode, reason) => {
    fake.mode = mode;
    const error = await failureOf(provider().enhanceWeekly(week, new AbortController().signal));
    expect(error.reason).toBe(reason);
  });

  it('a closed port is a network error; a cancelled call stops at once', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const closed = provider({ baseUrl: `http://127.0.0.1:${port}/v1` });
    const network = await failureOf(closed.summarize(['a'], new AbortController().signal));
    expect(network.reason).toBe('network');

    fake.mode = 'hang';
    const controller = new AbortController();
    const started = Date.now();
    const call = provider({ timeoutMs: 60_000 }).summarize(['a'], controller.signal);
    setTimeout(() => controller.abort(), 50);
    expect((await failureOf(call)).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
