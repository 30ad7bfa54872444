// Runs other-day-lists.ts in a worker thread (day-worker.ts), started on the first request and kept while the
// server runs (unref'd: it never holds the process open). The server runs TypeScript through tsx, which a new
// thread does not inherit, so the thread registers tsx's loader before it imports the worker module. A thread
// that dies fails its pending requests and is started afresh on the next one. A thread that cannot load rejects
// unhandled, which ends it with an 'error' event carrying the reason: the pending requests fail with it, and the
// list route logs it with the request's id (no console output of its own).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DayWorkerAnswer, DayWorkerCall } from './day-worker';
import type { OtherDayLists, OtherDayRequest } from './other-day-lists';

const BOOT = `
const { workerData } = require('node:worker_threads');
import(workerData.tsxApi).then(({ register }) => register({ namespace: 'day-worker' }).import(workerData.entry, workerData.parentURL));
`;

/** tsx's ESM register API as a file URL (its package exports give the CommonJS twin to require.resolve). */
function tsxEsmApi(): string {
  const cjs = createRequire(import.meta.url).resolve('tsx/esm/api');
  return pathToFileURL(join(dirname(cjs), 'index.mjs')).href;
}

interface Pending {
  resolve(lists: OtherDayLists): void;
  reject(err: Error): void;
}

export class DayWorkerClient {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  lists(request: OtherDayRequest): Promise<OtherDayLists> {
    if (this.closed) return Promise.reject(new Error('day worker closed'));
    const id = this.nextId++;
    const call: DayWorkerCall = { id, request };
    return new Promise<OtherDayLists>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.thread().postMessage(call);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new Error('day worker closed'));
    await worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(BOOT, {
      eval: true,
      workerData: {
        tsxApi: tsxEsmApi(),
        entry: './day-worker.ts',
        parentURL: import.meta.url,
      },
    });
    worker.unref();
    worker.on('message', (answer: DayWorkerAnswer) => this.settle(answer));
    const died = (why: string) => {
      if (this.worker === worker) this.worker = undefined;
      this.failAll(new Error(`day worker ${why}`));
    };
    worker.on('error', (err) => died(`error: ${err.message}`));
    worker.on('exit', (code) => died(`exited with ${code}`));
    this.worker = worker;
    return worker;
  }

  private settle(answer: DayWorkerAnswer): void {
    const waiting = this.pending.get(answer.id);
    if (!waiting) return;
    this.pending.delete(answer.id);
    if (answer.ok) waiting.resolve(answer.lists);
    else waiting.reject(new Error(answer.error));
  }

  private failAll(err: Error): void {
    const all = [...this.pending.values()];
    this.pending.clear();
    for (const p of all) p.reject(err);
  }
}
