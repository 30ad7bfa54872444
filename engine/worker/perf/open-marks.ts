// Where the engine's part of a page's open goes: the first time each start-up stage is reached, on the wall clock
// (performance.timeOrigin + performance.now(): epoch ms at sub-millisecond resolution, so the page — whose own
// timeOrigin differs from this worker's — can place them on its timeline). Recorded once per stage, never again:
// an array of a dozen numbers per engine. The page asks for them through the engine's API (openMarks) and writes
// them among its own marks (ui/perf/open-marks.ts); `npm run bench -- open` prints the breakdown.
// This is a measuring instrument, not a time the engine acts on: it reads the performance clock directly, not the
// engine's Scheduler.

export type EngineOpenStage =
  /** The worker's module evaluated and its API exposed. */
  | 'booted'
  /** The page's start() came in. */
  | 'start'
  /** IndexedDB open (or its memory fallback chosen). */
  | 'storage-open'
  /** The locally kept items read back. */
  | 'local-read'
  /** The warm start's persisted lists read (detail: warm | cold). */
  | 'warm-read'
  /** A warm start's lists handed to the views as a batch, before the socket answers. */
  | 'warm-batch'
  /** The WebSocket created (its signed URL built). */
  | 'socket-connect'
  | 'socket-open'
  /** The gateway's first binary message on the socket. */
  | 'first-message'
  | 'first-pong'
  /** A packet carrying a list snapshot decoded. */
  | 'first-snapshot'
  /** The first fold of socket frames handed to the views. */
  | 'first-fold'
  /** The first patch with content (a view's, a match centre's or a room's part) given to the page. */
  | 'first-patch'
  /** The first such patch after lists were folded (the warm start's or the socket's): the one with rows. */
  | 'fold-patch';

export interface OpenMark {
  readonly stage: string;
  /** Epoch ms (performance.timeOrigin + performance.now()). */
  readonly at: number;
  readonly detail?: string;
}

export const ENGINE_MARK_PREFIX = 'open:engine:';

const marks: OpenMark[] = [];

/** Notes `stage` the first time it is reached; later calls do nothing. Never throws. */
export function markEngineOpen(stage: EngineOpenStage, detail?: string): void {
  if (marks.some((m) => m.stage === stage)) return;
  try {
    const at = performance.timeOrigin + performance.now();
    marks.push(detail === undefined ? { stage, at } : { stage, at, detail });
    performance.mark(`${ENGINE_MARK_PREFIX}${stage}`); // also in this thread's own timeline, for DevTools traces
  } catch {
    // a runtime without the Performance API: nothing to note
  }
}

/** A patch with content went to the page: 'first-patch', and 'fold-patch' once lists have been folded. */
export function markPatchDelivered(): void {
  markEngineOpen('first-patch');
  if (marks.some((m) => m.stage === 'first-fold' || m.stage === 'warm-batch')) markEngineOpen('fold-patch');
}

/** What was noted so far, in the order reached; with `from` (epoch ms), only what was reached at or after it. */
export const engineOpenMarks = (from = -Infinity): OpenMark[] => marks.filter((m) => m.at >= from).map((m) => ({ ...m }));

/** Now on the marks' clock (epoch ms), or -Infinity without the Performance API: where a later tab's open starts. */
export function openMarkClock(): number {
  try {
    return performance.timeOrigin + performance.now();
  } catch {
    return -Infinity;
  }
}
