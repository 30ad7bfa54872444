// The worker thread that builds other days' lists (other-day-lists.ts) off the server's event loop: a full
// generated day is ~1 s of CPU, which would stall every socket and request meanwhile. One request at a time,
// answered by its id; a failure is an answer too, never a dead thread.
import { parentPort } from 'node:worker_threads';
import type { OtherDayLists, OtherDayRequest } from './other-day-lists';
import { buildOtherDayLists } from './other-day-lists';

export interface DayWorkerCall {
  readonly id: number;
  readonly request: OtherDayRequest;
}

export type DayWorkerAnswer =
  | { readonly id: number; readonly ok: true; readonly lists: OtherDayLists }
  | { readonly id: number; readonly ok: false; readonly error: string };

parentPort?.on('message', (call: DayWorkerCall) => {
  let answer: DayWorkerAnswer;
  try {
    answer = { id: call.id, ok: true, lists: buildOtherDayLists(call.request) };
  } catch (err) {
    answer = { id: call.id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort?.postMessage(answer);
});
