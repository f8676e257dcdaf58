// A small OpenAI-compatible chat-completions server on 127.0.0.1 for the `openai` provider tests
// (DESIGN §6: no test reaches the internet). It records every request and answers according to
// `mode`: a valid JSON answer, HTTP 500, content that is not JSON, JSON of the wrong shape, a body
// too large to read, or no answer at all (to exceed AI_TIMEOUT_MS). While `hold` is true its
// answers wait for `release()`: a model still working, while the test changes the week.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type TFakeMode =
  | 'ok'
  | 'http_500'
  | 'http_401'
  | 'invalid_json'
  | 'bad_shape'
  | 'hang'
  | 'huge';

/** What OpenAI answers a wrong key (HTTP 401), the key shown masked. */
export const UNAUTHORIZED_ANSWER = {
  error: {
    message:
      'Incorrect API key provided: sk-tes***-key. You can find your API key at https://platform.openai.com/account/api-keys.',
    type: 'invalid_request_error',
    param: null,
    code: 'invalid_api_key',
  },
};

export interface TReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format: {
      type: string;
      json_schema: { name: string; strict: boolean; schema: object };
    };
  };
}

export interface TFakeWeeklyAnswer {
  summary: string;
  main_job_title: string;
  main_job_description: string;
  days: Record<'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday', string>;
  operations: { description: string; tools: string }[];
}

export const DEFAULT_WEEKLY_ANSWER: TFakeWeeklyAnswer = {
  summary: 'This week I tested and repaired power supplies in the maintenance workshop.',
  main_job_title: 'Power supply maintenance',
  main_job_description: 'I diagnosed and repaired faulty power supply units.',
  days: {
    monday: 'I checked the power supplies in the workshop.',
    tuesday: 'I replaced the damaged capacitors on two units.',
    wednesday: 'I tested the repaired units under load.',
    thursday: 'I calibrated the output voltages.',
    friday: 'I wrote the maintenance report.',
  },
  // The student's one step (helpers/ai.ts writtenWeek), worded better: an answer may not add
  // steps to the student's (weekly-operations.ts).
  operations: [{ description: 'Opened the unit.', tools: 'Screwdriver' }],
};

/**
 * Another honest enhancement of the same week (as the default answer's texts once written): it
 * changes words, keeps the facts and stays about the week, so enhancing again is charged again.
 */
export const SECOND_WEEKLY_ANSWER: TFakeWeeklyAnswer = {
  ...DEFAULT_WEEKLY_ANSWER,
  summary: 'This week I repaired and tested the power supplies in the workshop.',
  days: {
    ...DEFAULT_WEEKLY_ANSWER.days,
    monday: 'I checked the workshop power supplies.',
  },
};

export interface TFakeOpenAi {
  /** Base URL for AI_BASE_URL, e.g. http://127.0.0.1:41234/v1. */
  baseUrl: string;
  mode: TFakeMode;
  weeklyAnswer: TFakeWeeklyAnswer;
  /** Answers by schema name (improved_text, summary, suggestions) in place of the usual ones. */
  answers: Partial<Record<string, unknown>>;
  requests: TReceivedRequest[];
  /** The body of the 'http_401' answer in place of UNAUTHORIZED_ANSWER. */
  errorAnswer?: unknown;
  /** While true, each answer waits for release() (the answer is chosen when it is sent). */
  hold: boolean;
  /** Sends the answers held so far. */
  release(): void;
  /** Resolves once `count` requests have arrived (at most 20 s). */
  waitForRequests(count: number): Promise<void>;
  close(): Promise<void>;
}

const WAIT_FOR_REQUEST_MS = 20_000;

function answerFor(fake: TFakeOpenAi, body: TReceivedRequest['body']): unknown {
  const prompt = body.messages.at(-1)?.content ?? '';
  const schema = body.response_format?.json_schema?.name ?? '';
  if (fake.answers[schema] !== undefined) return fake.answers[schema];
  switch (schema) {
    case 'weekly_log_book':
      return fake.weeklyAnswer;
    case 'improved_text':
      // A polish the fact guard accepts: one joining word, every word of the text kept.
      return { text: `Also, ${/^Text: (.*)$/m.exec(prompt)?.[1] ?? ''}` };
    case 'summary':
      return { summary: `Summary of ${prompt.split('\n').length - 1} entries.` };
    case 'suggestions':
      return { suggestions: ['Name the tools you used.', ' Say what the result was. ', ''] };
    default:
      return {};
  }
}

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}

export async function startFakeOpenAi(): Promise<TFakeOpenAi> {
  const sockets = new Set<Socket>();
  let held: Array<() => void> = [];
  const fake: TFakeOpenAi = {
    baseUrl: '',
    mode: 'ok',
    weeklyAnswer: DEFAULT_WEEKLY_ANSWER,
    answers: {},
    requests: [],
    hold: false,
    release() {
      const answers = held;
      held = [];
      for (const answer of answers) answer();
    },
    async waitForRequests(count) {
      const deadline = Date.now() + WAIT_FOR_REQUEST_MS;
      while (fake.requests.length < count) {
        if (Date.now() > deadline) throw new Error(`the fake AI service got no request ${count}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: async () => undefined,
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as TReceivedRequest['body'];
      fake.requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.url !== '/v1/chat/completions') return send(404, { error: 'not found' });
      if (fake.hold) held.push(() => answer(body, send));
      else answer(body, send);
    });
  });
  /** Answers one request as `mode` says. */
  function answer(
    body: TReceivedRequest['body'],
    send: (status: number, payload: unknown) => void,
  ) {
    switch (fake.mode) {
      case 'hang':
        return; // never answers; the socket is destroyed on close()
      case 'http_500':
        return send(500, { error: { message: 'internal error' } });
      case 'http_401':
        return send(401, fake.errorAnswer ?? UNAUTHORIZED_ANSWER);
      case 'invalid_json':
        return send(200, completion('Sure! Here is your report: {not json'));
      case 'bad_shape':
        return send(200, completion(JSON.stringify({ summary: 42, days: 'none' })));
      case 'huge': // a valid answer padded past the provider's byte limit (1 MB)
        return send(200, {
          ...completion(JSON.stringify(answerFor(fake, body))),
          pad: 'x'.repeat(1 << 20),
        });
      default:
        return send(200, completion(JSON.stringify(answerFor(fake, body))));
    }
  }
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}
