// The writing assistant in a worker thread of its own. The thread starts on the first call (or
// warmUp), loads the dictionary there and answers one call at a time; requests that do not use the
// assistant never wait on it. A thread that dies is replaced on the next call, and a thread left
// without calls for `idleMs` (5 minutes by default) is stopped: it holds ~100 MB (the dictionary
// and the tagger's lexicon) that a server between AI requests should give back.
import { Worker } from 'node:worker_threads';
import { checkAborted } from './cancel';
import {
  LOCAL_MODEL,
  type TTextEnhanceInput,
  type TWeeklyEnhanceInput,
  type TWeeklyEnhanceOutput,
  type TWritingAssistant,
} from './types';

export type TWorkerCall = { id: number } & (
  | { method: 'warmUp' }
  | { method: 'enhanceWeekly'; input: TWeeklyEnhanceInput }
  | { method: 'enhanceText'; input: TTextEnhanceInput }
  | { method: 'summarize'; entries: string[] }
  | { method: 'suggestImprovements'; text: string }
);

export type TWorkerResult = { id: number; value: unknown } | { id: number; error: string };

/** Distributes Omit over the union of calls. */
type TRequest = TWorkerCall extends infer C
  ? C extends TWorkerCall
    ? Omit<C, 'id'>
    : never
  : never;

interface TPending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

const WORKER_URL = new URL('./worker-entry.mjs', import.meta.url);

/** How long the worker thread lives on without a call before it is stopped. */
export const WRITING_WORKER_IDLE_MS = 5 * 60_000;

export interface TWritingAssistantInWorker extends TWritingAssistant {
  /** Whether the worker thread is running now. */
  running(): boolean;
}

export function createWritingAssistantInWorker(
  options: { idleMs?: number } = {},
): TWritingAssistantInWorker {
  const idleMs = options.idleMs ?? WRITING_WORKER_IDLE_MS;
  let worker: Worker | null = null;
  const pending = new Map<number, TPending>();
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;

  /** Once the last call in flight has settled, the thread is stopped after `idleMs` without one. */
  function stopWhenIdle() {
    clearTimeout(idleTimer);
    if (pending.size > 0 || !worker) return;
    const thread = worker;
    idleTimer = setTimeout(() => {
      if (worker === thread && pending.size === 0) {
        worker = null;
        // Its exit must not fail the calls a new thread may already be answering.
        thread.removeAllListeners();
        void thread.terminate();
      }
    }, idleMs);
    idleTimer.unref();
  }

  function failAll(error: Error) {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  }

  function start(): Worker {
    if (worker) return worker;
    const thread = new Worker(WORKER_URL);
    thread.unref();
    thread.on('message', (result: TWorkerResult) => {
      const call = pending.get(result.id);
      if (!call) return;
      pending.delete(result.id);
      if ('error' in result) call.reject(new Error(`writing assistant failed: ${result.error}`));
      else call.resolve(result.value);
      stopWhenIdle();
    });
    const retire = (error: Error) => {
      if (worker === thread) worker = null;
      failAll(error);
    };
    thread.on('error', retire);
    thread.on('exit', (code) => retire(new Error(`writing assistant worker exited (${code})`)));
    worker = thread;
    return thread;
  }

  async function call<T>(request: TRequest, signal?: AbortSignal): Promise<T> {
    if (signal) checkAborted(signal);
    clearTimeout(idleTimer);
    const thread = start();
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      thread.postMessage({ ...request, id });
    });
  }

  return {
    model: LOCAL_MODEL,
    running: () => worker !== null,
    warmUp: () => call<void>({ method: 'warmUp' }),
    enhanceWeekly: (input, signal) =>
      call<TWeeklyEnhanceOutput>({ method: 'enhanceWeekly', input }, signal),
    enhanceText: (input, signal) => call<string>({ method: 'enhanceText', input }, signal),
    summarize: (entries, signal) => call<string>({ method: 'summarize', entries }, signal),
    suggestImprovements: (text, signal) =>
      call<string[]>({ method: 'suggestImprovements', text }, signal),
    async close() {
      clearTimeout(idleTimer);
      const thread = worker;
      worker = null;
      failAll(new Error('writing assistant is closed'));
      await thread?.terminate();
    },
  };
}
