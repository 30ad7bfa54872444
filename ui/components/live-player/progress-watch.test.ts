// The progress watch on a ManualScheduler: its samples and its "still for" durations are the same clock's, so
// virtual time alone moves a picture from playing to waiting to dead.
import { describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../../engine/time';
import { DEAD_AFTER_MS, ProgressWatch, START_TIMEOUT_MS, WAITING_AFTER_MS, WATCH_INTERVAL_MS } from './progress-watch';

function watched() {
  const timers = new ManualScheduler(1_700_000_000_000);
  const seen: string[] = [];
  let time = 0;
  const watch = new ProgressWatch(() => time, {
    onPlaying: () => seen.push('playing'),
    onWaiting: () => seen.push('waiting'),
    onDead: (reason) => seen.push(`dead ${reason}`),
  }, timers);
  return { timers, seen, watch, move: () => { time += 0.25; } };
}

describe('progress watch [LR-3]', () => {
  it('frames moving are playing; still for 1 s is waiting; still for 5 s is dead; moving again is playing', () => {
    const { timers, seen, watch, move } = watched();
    watch.start();
    move();
    timers.advance(WATCH_INTERVAL_MS);
    expect(seen).toEqual(['playing']);
    timers.advance(WAITING_AFTER_MS - WATCH_INTERVAL_MS);
    expect(seen).toEqual(['playing']);
    timers.advance(WATCH_INTERVAL_MS);
    expect(seen).toEqual(['playing', 'waiting']);
    move();
    timers.advance(WATCH_INTERVAL_MS);
    expect(seen).toEqual(['playing', 'waiting', 'playing']);
    timers.advance(DEAD_AFTER_MS);
    expect(seen.slice(-2)).toEqual(['waiting', 'dead no-data']);
    watch.stop();
    expect(timers.pending).toBe(0);
  });

  it('a picture that never moves is dead after the start timeout, not before', () => {
    const { timers, seen, watch } = watched();
    watch.start();
    timers.advance(START_TIMEOUT_MS - WATCH_INTERVAL_MS);
    expect(seen).toEqual([]);
    timers.advance(WATCH_INTERVAL_MS);
    expect(seen).toEqual(['dead no-start']);
    watch.stop();
  });
});
