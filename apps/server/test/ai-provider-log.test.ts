// An AI provider's failure in the operator's log (operator audit): one warning per failed call,
// no stack and no second error line, with the provider's own message ("Incorrect API key
// provided") cut to a log line, never the API key or the student's text.
import { Writable } from 'node:stream';
import { MESSAGES } from '@ptlog/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROVIDER_MESSAGE_MAX } from '../src/features/ai/provider-error-message';
import { AI_TEST_KEY, buildAiApp, enhance, studentWithTokens, writtenWeek } from './helpers/ai';
import { perSuite } from './helpers/per-suite';

interface TLogLine {
  level: number;
  msg?: string;
  err?: unknown;
  reason?: string;
  provider?: string;
}

const raw: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, callback) {
    raw.push(chunk.toString());
    callback();
  },
});
const logLines = () =>
  raw
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TLogLine);

const testApp = perSuite(() => buildAiApp({ LOG_LEVEL: 'info' }, { logStream }));
beforeEach(() => {
  testApp.fake.mode = 'http_401';
  testApp.fake.errorAnswer = undefined;
  raw.length = 0;
});

const TEXT = 'i fixd the pump at the booster station';

async function failedTextCall(): Promise<TLogLine[]> {
  const student = await studentWithTokens(testApp, 100);
  raw.length = 0;
  const response = await student.call('POST', '/api/ai/enhance/text/', { text: TEXT });
  expect(response.statusCode).toBe(502);
  expect(response.json()).toEqual({
    detail: MESSAGES.ai.textProviderFailed,
    code: 'ai_provider_error',
  });
  return logLines();
}

/** The one line about the failure: a warning, no stack; nothing at error level. */
function theFailure(lines: TLogLine[]): string {
  const failures = lines.filter((line) => line.level >= 40);
  expect(failures).toHaveLength(1);
  const [line] = failures;
  expect(line).toMatchObject({ level: 40, provider: 'openai', reason: 'http' });
  expect(JSON.stringify(line)).not.toMatch(/stack|\bat \S+ \(/);
  return String(line?.err);
}

describe('a provider failure in the log', () => {
  it('a wrong key (401): one warning with the provider’s message, no stack, no key', async () => {
    const lines = await failedTextCall();
    expect(theFailure(lines)).toBe(
      'AI service answered HTTP 401: Incorrect API key provided: sk-tes***-key. You can find your API key at https://platform.openai.com/account/api-keys.',
    );
    const all = raw.join('');
    expect(all).not.toContain(AI_TEST_KEY);
    expect(all).not.toContain('fixd the pump');
  });

  it('the weekly enhancement’s failure is logged once too', async () => {
    const student = await studentWithTokens(testApp, 1000);
    await writtenWeek(student);
    raw.length = 0;
    expect((await enhance(student, 2)).statusCode).toBe(502);
    expect(theFailure(logLines())).toMatch(/^AI service answered HTTP 401: Incorrect API key/);
  });

  it('masks the key and cuts a long message to one short line', async () => {
    testApp.fake.errorAnswer = {
      error: { message: `Key ${AI_TEST_KEY} is not allowed.\n${'Contact support. '.repeat(40)}` },
    };
    const logged = theFailure(await failedTextCall());
    expect(logged).toMatch(
      /^AI service answered HTTP 401: Key \[API key\] is not allowed\. Contact/,
    );
    expect(logged).not.toContain(AI_TEST_KEY);
    expect(logged).not.toContain('\n');
    expect(logged.length).toBeLessThanOrEqual(
      'AI service answered HTTP 401: '.length + PROVIDER_MESSAGE_MAX,
    );
  });

  it('withholds a message that quotes the student’s text, and reads other shapes', async () => {
    testApp.fake.errorAnswer = { error: `Could not process "${TEXT}"` };
    expect(theFailure(await failedTextCall())).toBe(
      'AI service answered HTTP 401: (withheld: it quotes the request)',
    );
    expect(raw.join('')).not.toContain('booster station');
    testApp.fake.errorAnswer = { error: "model 'llama9' not found" }; // Ollama's shape
    expect(theFailure(await failedTextCall())).toBe(
      "AI service answered HTTP 401: model 'llama9' not found",
    );
    testApp.fake.errorAnswer = '<html>Bad gateway</html>';
    expect(theFailure(await failedTextCall())).toBe('AI service answered HTTP 401');
  });
});
