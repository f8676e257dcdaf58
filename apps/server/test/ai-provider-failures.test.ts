// Every way a provider call can fail is a 502 that charges nothing, and its log line holds no
// secret: a network failure names its code, never the URL (which may carry a user and password),
// a failure of the offline writing assistant is a provider error, and so is one nobody foresaw.
import { createServer } from 'node:net';
import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { timedProviderCall } from '../src/features/ai/ai.charge';
import { createLocalProvider } from '../src/features/ai/local';
import { createOpenAiProvider } from '../src/features/ai/openai-provider';
import {
  AiProviderError,
  type TAiProvider,
  type TWeeklyEnhanceInput,
} from '../src/features/ai/provider';
import { AppError } from '../src/lib/app-error';

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('the call did not fail');
    },
    (thrown: unknown) => thrown,
  );
}

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function openAi(baseUrl: string) {
  return createOpenAiProvider({ baseUrl, model: 'm-1', timeoutMs: 1000 });
}

describe('a network failure of the openai provider', () => {
  it('never repeats the URL, nor a user and password in it', async () => {
    const port = await closedPort();
    const withPassword = openAi(`http://proxyuser:S3cretProxyPass@127.0.0.1:${port}/v1`);
    const refused = await failureOf(withPassword.summarize(['a'], new AbortController().signal));
    expect(refused).toBeInstanceOf(AiProviderError);
    expect(refused).toMatchObject({ reason: 'network', message: 'AI service unreachable' });

    const closed = await failureOf(
      openAi(`http://127.0.0.1:${port}/v1`).summarize(['a'], new AbortController().signal),
    );
    expect(closed).toMatchObject({
      reason: 'network',
      message: 'AI service unreachable (ECONNREFUSED)',
    });
  });
});

describe('a failure of the local writing assistant', () => {
  it('is a provider error (502, nothing charged), not an error of the server', async () => {
    const provider = createLocalProvider();
    try {
      // A week the worker cannot read: it throws, as a worker that exits makes the call fail.
      const broken = { days: null } as unknown as TWeeklyEnhanceInput;
      const failure = await failureOf(provider.enhanceWeekly(broken, new AbortController().signal));
      expect(failure).toBeInstanceOf(AiProviderError);
      expect(failure).toMatchObject({ reason: 'network' });
    } finally {
      await provider.close?.();
    }
  });
});

describe('timedProviderCall', () => {
  const logged: Array<{ level: string; fields: object }> = [];
  const log = {
    warn: (fields: object) => logged.push({ level: 'warn', fields }),
    error: (fields: object) => logged.push({ level: 'error', fields }),
  } as unknown as FastifyBaseLogger;
  const provider = { name: 'openai', model: 'm-1' } as TAiProvider;

  it('answers 502 for any failure of the call, and logs one nobody foresaw as an error', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'days')");
    const failure = await failureOf(
      timedProviderCall({ provider, log }, MESSAGES.ai.providerFailed, async () => {
        throw bug;
      }),
    );
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      code: ERROR_CODES.AI_PROVIDER_ERROR,
      message: MESSAGES.ai.providerFailed,
    });
    expect(logged).toEqual([{ level: 'error', fields: expect.objectContaining({ err: bug }) }]);
  });

  it('passes a refusal of ours through', async () => {
    const refusal = new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.ai.textRequired);
    const failure = await failureOf(
      timedProviderCall({ provider, log }, MESSAGES.ai.providerFailed, async () => {
        throw refusal;
      }),
    );
    expect(failure).toBe(refusal);
  });
});
