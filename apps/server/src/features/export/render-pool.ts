// Where exports are rendered. A whole log book as PDF takes tens of milliseconds of CPU; on the main
// thread ten of them at once stall every other request (measured: a health check's p99 went from
// 4 ms to over 900 ms, see docs/api/export.md), so rendering runs in a small pool of worker
// threads. Workers start on the first export, each takes one document at a time, a worker that
// dies is replaced, and a worker left idle for a minute is stopped: each holds ~50 MB (its own
// code, pdfkit, docx and the fonts), which a server that exports now and then should not keep.
// EXPORT_WORKERS=0 renders on the main thread instead.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { TExportFormat } from '@ptlog/shared';
import type { TExportDocument } from './export.model';
import type { TRenderer } from './export.service';
import type { TRenderResult, TRenderTask } from './render-worker';

export interface TExportRenderer {
  render: TRenderer;
  /** Worker threads alive now. */
  threads(): number;
  close(): Promise<void>;
}

/** How long a worker with nothing to do lives on, so a run of exports reuses it. */
export const EXPORT_WORKER_IDLE_MS = 60_000;

interface TJob {
  task: TRenderTask;
  resolve(body: Buffer): void;
  reject(error: Error): void;
}

interface TPoolWorker {
  worker: Worker;
  job: TJob | null;
  /** Stops the worker once it has been idle for the pool's idle time. */
  idleTimer?: NodeJS.Timeout;
}

/**
 * From source (tests, `npm run dev`) the .mjs beside this file registers tsx and loads
 * render-worker.ts; in the bundle (`npm start`, docs/adr/0012) it is the worker's own bundled file.
 */
const WORKER_URL = new URL('./render-worker.mjs', import.meta.url);

/**
 * A worker's heap, bounded far above what the largest export needs (a student's whole log book is a
 * few MB). Left unbounded, a worker sizes its heap from the machine's memory and kept ~20 MB more
 * garbage after a run of 50 exports (measured: 182 → 163 MB RSS for the process, 2026-11-28).
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 512 };

/** One thread is left for the event loop and the embedded database. */
export function defaultExportWorkers(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

export function createExportRenderer(
  workers = defaultExportWorkers(),
  idleMs = EXPORT_WORKER_IDLE_MS,
): TExportRenderer {
  if (workers <= 0) {
    // pdfkit, docx and the fonts stay out of the process until the first export asks for them.
    return {
      render: async (...args) => (await import('./render')).renderExport(...args),
      threads: () => 0,
      close: async () => undefined,
    };
  }

  const idle: TPoolWorker[] = [];
  const all = new Set<TPoolWorker>();
  const queue: TJob[] = [];
  let nextId = 1;
  let closed = false;

  function settle(member: TPoolWorker, result: TRenderResult) {
    const job = member.job;
    member.job = null;
    if (job && job.task.id === result.id) {
      if ('body' in result) {
        job.resolve(
          Buffer.from(result.body.buffer, result.body.byteOffset, result.body.byteLength),
        );
      } else {
        job.reject(new Error(`export rendering failed: ${result.error}`));
      }
    }
    idle.push(member);
    dispatch();
    if (member.job === null) {
      member.idleTimer = setTimeout(() => void member.worker.terminate(), idleMs);
      member.idleTimer.unref();
    }
  }

  function retire(member: TPoolWorker, error: Error) {
    clearTimeout(member.idleTimer);
    if (!all.delete(member)) return;
    const index = idle.indexOf(member);
    if (index >= 0) idle.splice(index, 1);
    member.job?.reject(error);
    member.job = null;
    dispatch();
  }

  function spawn(): TPoolWorker {
    const worker = new Worker(WORKER_URL, { resourceLimits: WORKER_LIMITS });
    worker.unref();
    const member: TPoolWorker = { worker, job: null };
    worker.on('message', (result: TRenderResult) => settle(member, result));
    worker.on('error', (error) => retire(member, error));
    worker.on('exit', (code) => retire(member, new Error(`export worker exited (${code})`)));
    all.add(member);
    return member;
  }

  function dispatch() {
    while (queue.length > 0 && !closed) {
      let member = idle.pop();
      if (!member) {
        if (all.size >= workers) return;
        member = spawn();
      }
      const job = queue.shift()!;
      clearTimeout(member.idleTimer);
      member.job = job;
      member.worker.postMessage(job.task);
    }
  }

  return {
    render(document: TExportDocument, format: TExportFormat, now: Date) {
      if (closed) return Promise.reject(new Error('export renderer is closed'));
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ task: { id: nextId++, document, format, now }, resolve, reject });
        dispatch();
      });
    },
    threads: () => all.size,
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('export renderer is closed'));
      await Promise.all([...all].map((member) => member.worker.terminate()));
    },
  };
}
