// A recorded day (fixture file, engine/wire/fixture-file.ts) as frames on a time line: each envelope's bytes,
// untouched, with the server timestamp it was recorded at.
import { decodeEnvelope, readFixture } from '../../wire';

export interface TimedFrame {
  /** Recorded server time, ms; never decreasing along the timeline. */
  readonly ts: number;
  /** The envelope exactly as recorded. */
  readonly bytes: Uint8Array;
}

export type TimelineResult =
  | { readonly ok: true; readonly frames: readonly TimedFrame[] }
  | { readonly ok: false; readonly reason: string };

export function timelineOf(fixture: Uint8Array): TimelineResult {
  let file;
  try {
    file = readFixture(fixture);
  } catch (error) {
    return { ok: false, reason: `not a recording: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (file.frames.length === 0) return { ok: false, reason: 'the recording has no frames' };
  let ts = file.header.startTs;
  let seen = false;
  const frames = file.frames.map((bytes) => {
    try {
      const at = decodeEnvelope(bytes).ts;
      ts = seen ? Math.max(ts, at) : at;
      seen = true;
    } catch {
      // An envelope whose header does not decode keeps its neighbour's time: it is still sent as recorded,
      // and the ingest reports it as a bad frame [RT-11].
    }
    return { ts, bytes };
  });
  return { ok: true, frames };
}

/** Index of the first frame recorded after `ts` (binary search; frames are in time order). */
export function indexAfter(frames: readonly TimedFrame[], ts: number): number {
  let lo = 0;
  let hi = frames.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (frames[mid].ts <= ts) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
