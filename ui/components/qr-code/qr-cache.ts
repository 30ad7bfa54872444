// The QR codes' images made off the start-up path: a code costs the main thread ~50 ms cold (4 codes were a third
// of /football's first render — issue #4 §4 long tasks). Each text is made once per page (the footer and the side
// panel show the same two), starting START_DELAY_MS after it is asked for (past the page's start-up, where the first
// step's cold compile had met the first render's garbage in one 50 ms task), in idle time (or after IDLE_TIMEOUT_MS
// on a page that never goes idle), in steps of one mask of the library's mask search (QrMaskSearch: the same code,
// in 8 short steps) — as many per idle callback as its deadline leaves room for, then one per task: a few ms each,
// so no step is a long task, and the code is there well within a second even on a saturated machine (idle
// callbacks alone took ~3 s there).
import type { Scheduler } from '../../../engine/core/time/scheduler';
import { PAGE_SCHEDULER } from '../../time/page-scheduler';
import { QrMaskSearch } from './qr-svg';

/** Both codes are out of sight at start-up (the page's foot, a hover pop-over), so they can wait this long (ms). */
export const START_DELAY_MS = 2_000;
export const IDLE_TIMEOUT_MS = 500;
/** Idle time a mask step is given (ms): a step takes ~2–6 ms warm on the bench machine. */
const STEP_ROOM_MS = 8;

/** Runs `run` later (the first step of a code: in idle time); `room()` says whether another step fits now. */
export type Schedule = (run: (room: () => boolean) => void, first: boolean) => void;

const made = new Map<string, string>();
const waiting = new Map<string, Set<(src: string) => void>>();

/** The image for `text` if it is made already. */
export function cachedQr(text: string): string | undefined {
  return made.get(text);
}

/** The image for `text`: now when made, else once its idle steps are done. Returns a cancel. */
export function whenQrReady(text: string, ready: (src: string) => void, schedule: Schedule = idleSchedule(PAGE_SCHEDULER)): () => void {
  const cached = made.get(text);
  if (cached !== undefined) {
    ready(cached);
    return () => {};
  }
  let listeners = waiting.get(text);
  if (!listeners) {
    const created = new Set<(src: string) => void>();
    listeners = created;
    waiting.set(text, created);
    const search = new QrMaskSearch(text);
    const next = (room: () => boolean) => {
      if (waiting.get(text) !== created) return; // cleared meanwhile
      if (created.size === 0) { waiting.delete(text); return; } // every viewer left: made when one comes back
      if (!search.done) {
        do search.step(); while (!search.done && room());
        schedule(next, false);
        return;
      }
      const src = search.dataUrl();
      waiting.delete(text);
      made.set(text, src);
      for (const listener of created) listener(src);
    };
    schedule(next, true);
  }
  listeners.add(ready);
  const own = listeners;
  return () => { own.delete(ready); };
}

/** The browser's idle callbacks, with the delays and task boundaries on `timers`. */
export const idleSchedule = (timers: Scheduler): Schedule => (run, first) => {
  if (first && typeof requestIdleCallback === 'function') {
    timers.setTimeout(() => {
      requestIdleCallback((deadline) => run(() => !deadline.didTimeout && deadline.timeRemaining() > STEP_ROOM_MS), { timeout: IDLE_TIMEOUT_MS });
    }, START_DELAY_MS);
  } else {
    timers.setTimeout(() => run(() => false), 0);
  }
};

/** Tests: forget every made and pending code. */
export function clearQrCache(): void {
  made.clear();
  waiting.clear();
}
