// The writing assistant's worker thread (worker-client.ts): one call per message. The dictionary
// and tagger load here, so their ~1 s of parsing never blocks the server's event loop.
import { parentPort } from 'node:worker_threads';
import { createWritingAssistant } from './index';
import type { TWorkerCall, TWorkerResult } from './worker-client';

const port = parentPort;
if (!port) throw new Error('worker.ts runs as a worker thread only');

const assistant = createWritingAssistant();
const signal = new AbortController().signal;

async function run(call: TWorkerCall): Promise<unknown> {
  switch (call.method) {
    case 'warmUp':
      return assistant.warmUp();
    case 'enhanceWeekly':
      return assistant.enhanceWeekly(call.input, signal);
    case 'enhanceText':
      return assistant.enhanceText(call.input, signal);
    case 'summarize':
      return assistant.summarize(call.entries, signal);
    case 'suggestImprovements':
      return assistant.suggestImprovements(call.text, signal);
  }
}

port.on('message', async (call: TWorkerCall) => {
  try {
    port.postMessage({ id: call.id, value: await run(call) } satisfies TWorkerResult);
  } catch (error) {
    port.postMessage({ id: call.id, error: (error as Error).stack ?? String(error) });
  }
});
