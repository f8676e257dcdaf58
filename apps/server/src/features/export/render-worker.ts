// A worker thread of the export pool (render-pool.ts): renders one document per message. Fonts are
// parsed once when this thread loads fonts.ts.
import { parentPort } from 'node:worker_threads';
import type { TExportFormat } from '@ptlog/shared';
import type { TExportDocument } from './export.model';
import { renderExport } from './render';

export interface TRenderTask {
  id: number;
  document: TExportDocument;
  format: TExportFormat;
  now: Date;
}

export type TRenderResult = { id: number; body: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread only');

port.on('message', async (task: TRenderTask) => {
  try {
    const body = await renderExport(task.document, task.format, task.now);
    port.postMessage({ id: task.id, body } satisfies TRenderResult);
  } catch (error) {
    port.postMessage({ id: task.id, error: (error as Error).stack ?? String(error) });
  }
});
