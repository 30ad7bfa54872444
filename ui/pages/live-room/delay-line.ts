// The spoiler guard's delay line (issue #14 "Spoiler guard"): the match panel and the room's goal pop-ups are the
// live data held back by the stream's latency, so the panel never shows a goal before the video does. Pure: updates
// go in stamped with their arrival time; release(now, delay) lets out, in arrival order, every update that arrived
// at least `delay` ago. The panel shows the latest released state; events (pop-ups) are each released once.
// A shorter delay lets out at once what it no longer holds; a longer one cannot take back what was shown.

export interface DelayLine<T> {
  /** Arrived and not yet released, oldest first (arrival times never decrease). */
  readonly pending: readonly { readonly at: number; readonly value: T }[];
  /** The latest released value; `initial` until the first release. */
  readonly current: T;
}

export const delayLine = <T>(initial: T): DelayLine<T> => ({ pending: [], current: initial });

/** One update arrived at `at` (ms). An arrival earlier than the last is taken as at the last (order is kept). */
export function push<T>(line: DelayLine<T>, at: number, value: T): DelayLine<T> {
  const last = line.pending.at(-1)?.at ?? -Infinity;
  return { ...line, pending: [...line.pending, { at: Math.max(at, last), value }] };
}

/** Lets out, in order, what arrived at or before now − delay; `current` becomes the last of them. */
export function release<T>(line: DelayLine<T>, now: number, delayMs: number): { readonly line: DelayLine<T>; readonly released: readonly T[] } {
  const cut = now - Math.max(0, delayMs);
  let n = 0;
  while (n < line.pending.length && line.pending[n].at <= cut) n++;
  if (n === 0) return { line, released: [] };
  const released = line.pending.slice(0, n).map((p) => p.value);
  return { line: { pending: line.pending.slice(n), current: released[n - 1] }, released };
}

/** When the next held update is due (ms, on the same clock), undefined when nothing is held. */
export function nextDue<T>(line: DelayLine<T>, delayMs: number): number | undefined {
  const first = line.pending[0];
  return first === undefined ? undefined : first.at + Math.max(0, delayMs);
}
