// Where the page's open goes: one performance mark (`open:<stage>`) the first time each start-up stage is reached,
// and the engine's own stages (engine/worker/perf/open-marks.ts) written among them at the instant they happened on
// the engine's thread, so the page's one timeline reads navigation → HTML → script → worker → IndexedDB → socket →
// snapshot → patch → render in order. A mark is a few hundred nanoseconds, once per stage per page load; nothing
// here changes what the page does. `npm run bench -- open` reads them through window.qiusaiOpenMarks once the
// page's content is painted and prints the breakdown.
import { useLayoutEffect } from 'react';
import type { OpenMark } from '../../engine/worker/perf/open-marks';

export type PageOpenStage =
  /** ui/main.tsx began to run: the HTML parsed, the entry module fetched and evaluated. */
  | 'entry'
  /** Start-up stage 1 (React's runtime) evaluated. */
  | 'react-runtime'
  /** Start-up stage 2 (the app's modules) evaluated. */
  | 'app-start'
  /** The opened page's chunk loaded (ui/app/preload-route.ts), the first render asked for. */
  | 'route-ready'
  /** React's first commit of the shell (header and page). */
  | 'shell-committed'
  /** The engine's worker constructed. */
  | 'worker-created'
  /** The worker's first answer (its API registered the page's patch port). */
  | 'engine-answered'
  /** A match centre's matchInfo answer (its header is drawn from it before the engine's). */
  | 'match-info'
  /** A live room's liveInfo answer (its playback: the stream URL and kind). */
  | 'room-info'
  /** A live room's player module (the FLV or Agora provider's chunk) loaded. */
  | 'player-loaded'
  /** A live room's stream answered: the FLV stream's media info parsed (the first bytes of the stream). */
  | 'stream-response'
  /** The first patch with content for this page applied to its stores. */
  | 'first-patch'
  /** A list view's rows written to its store (a big first patch is written in slices, a task each). */
  | 'rows-patch'
  /** The first content (list rows, a match header) committed to the DOM. */
  | 'content-committed';

export const OPEN_MARK_PREFIX = 'open:';

export interface OpenMarkEntry {
  readonly name: string;
  /** ms on this page's timeline (performance.now()'s). */
  readonly startTime: number;
  readonly detail?: string;
}

declare global {
  interface Window {
    /** The open's marks, the engine's included (asked for once per call): read by `npm run bench -- open`. */
    qiusaiOpenMarks?: () => Promise<OpenMarkEntry[]>;
  }
}

const reached = new Set<string>();
let engineMarks: (() => Promise<OpenMark[]>) | undefined;

function mark(name: string, startTime?: number, detail?: string): void {
  if (reached.has(name)) return;
  reached.add(name);
  try {
    performance.mark(name, { ...(startTime !== undefined && { startTime }), ...(detail !== undefined && { detail }) });
  } catch {
    // a browser without User Timing Level 3: the open is simply not broken down
  }
}

/** Notes `stage` the first time it is reached; later calls do nothing. */
export function markOpen(stage: PageOpenStage): void {
  mark(`${OPEN_MARK_PREFIX}${stage}`);
}

/** In a component: notes `stage` at its first commit with `when` true. */
export function useOpenMark(stage: PageOpenStage, when = true): void {
  useLayoutEffect(() => { if (when) markOpen(stage); }, [stage, when]);
}

/** Where the engine's marks come from: the page's engine client, once it has one. */
export function engineOpenMarksFrom(read: () => Promise<OpenMark[]>): void {
  engineMarks = read;
}

export async function readOpenMarks(): Promise<OpenMarkEntry[]> {
  // The engine's clock is the same wall clock from another origin: an epoch instant less this page's origin is
  // the instant on this page's timeline.
  for (const m of (await engineMarks?.().catch(() => [])) ?? []) mark(`open:engine:${m.stage}`, m.at - performance.timeOrigin, m.detail);
  return performance.getEntriesByType('mark')
    .filter((e) => e.name.startsWith(OPEN_MARK_PREFIX))
    .map((e) => ({ name: e.name, startTime: e.startTime, ...(typeof (e as PerformanceMark).detail === 'string' && { detail: (e as PerformanceMark).detail as string }) }));
}

if (typeof window !== 'undefined') window.qiusaiOpenMarks = readOpenMarks;
