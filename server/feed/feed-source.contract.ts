// The one contract every FeedSource passes (STYLE.md item 6), in virtual time with a fake clock. A source under
// test plays a day whose list snapshots come first at local midnight and whose frames flow all day.
import { describe, expect, it } from 'vitest';
import type { FeedEvent, ListSnapshot } from '../../engine/core';
import { DAY_MS, shanghaiDate, shanghaiMidnight } from '../../engine/core/time/beijing-day';
import { ManualScheduler } from '../../engine/time';
import type { Scheduler } from '../../engine/core/time/scheduler';
import type { FeedSource } from './feed-source';

/** `start`: FEED_START, the virtual instant the feed begins at (undefined = the scheduler's now). */
export type MakeSource = (timers: Scheduler, speed: number, start?: number) => FeedSource;

interface Push {
  readonly events: readonly FeedEvent[];
  readonly live: boolean;
  /** The source's virtual time when it pushed. */
  readonly at: number;
}

/** 2025-03-15 15:00 in Asia/Shanghai. */
const START = Date.UTC(2025, 2, 15, 7);
const MINUTE = 60_000;

function run(make: MakeSource, speed = 1, start?: number) {
  const timers = new ManualScheduler(START);
  const source = make(timers, speed, start);
  const pushes: Push[] = [];
  source.start({ push: (events, live) => pushes.push({ events, live, at: source.now() }) });
  return { timers, source, pushes, events: () => pushes.flatMap((p) => p.events) };
}

const snapshots = (events: readonly FeedEvent[]) => events.filter((e): e is ListSnapshot => e.type === 'listSnapshot');

export function feedSourceContract(name: string, make: MakeSource): void {
  describe(`FeedSource contract: ${name}`, () => {
    it('[SK-4] catches up silently on start: both list snapshots of today first, nothing later than now', () => {
      const { pushes } = run(make);
      expect(pushes).toHaveLength(1);
      const [catchUp] = pushes;
      expect(catchUp.live).toBe(false);
      expect(catchUp.events.slice(0, 2).map((e) => e.type)).toEqual(['listSnapshot', 'listSnapshot']);
      expect(new Set(snapshots(catchUp.events).map((s) => s.sport))).toEqual(new Set(['football', 'basketball']));
      expect(catchUp.events.every((e) => e.ts <= START)).toBe(true);
    });

    it('moves the day onto today (Asia/Shanghai): the snapshot matches kick off today', () => {
      const { pushes } = run(make);
      const today = shanghaiDate(START);
      const kickOffs = snapshots(pushes[0].events).flatMap((s) => s.matches.map((m) => shanghaiDate(m.matchTime * 1000)));
      expect(kickOffs.length).toBeGreaterThan(0);
      expect(kickOffs.every((d) => d === today)).toBe(true);
      expect(shanghaiMidnight(pushes[0].events[0].ts)).toBe(shanghaiMidnight(START));
    });

    it('pushes the rest live as virtual time reaches each ts, never early, ts non-decreasing', () => {
      const { timers, pushes, events } = run(make);
      for (let i = 0; i < 120; i++) timers.advance(MINUTE);
      const live = pushes.slice(1);
      expect(live.length).toBeGreaterThan(0);
      for (const p of live) {
        expect(p.live).toBe(true);
        expect(p.events.every((e) => e.ts <= p.at && e.ts > START)).toBe(true);
      }
      const ts = events().map((e) => e.ts);
      expect(ts).toEqual([...ts].sort((a, b) => a - b));
      // Nothing due is held back.
      expect(live.at(-1)!.events.at(-1)!.ts).toBeGreaterThan(START + 118 * MINUTE);
    });

    it('runs virtual time speed× faster than the clock', () => {
      const { timers, source, pushes } = run(make, 60);
      timers.advance(MINUTE);
      expect(source.now()).toBe(START + 60 * MINUTE);
      const last = pushes.at(-1)!.events.at(-1)!;
      expect(last.ts).toBeLessThanOrEqual(START + 60 * MINUTE);
      expect(last.ts).toBeGreaterThan(START + 55 * MINUTE);
    });

    it('skip (FEED_CONTROL) jumps the virtual time ahead: what falls in between is pushed live at once, the schedule goes on', () => {
      const { timers, source, pushes, events } = run(make);
      expect(source.skip, 'both our sources have the test control').toBeTypeOf('function');
      timers.advance(MINUTE);
      const before = pushes.length;
      source.skip!(90 * MINUTE);
      expect(source.now()).toBe(START + 91 * MINUTE);
      const jumped = pushes.slice(before);
      expect(jumped.length).toBe(1); // at once, before any timer fires
      expect(jumped[0].live).toBe(true);
      expect(jumped[0].events.length).toBeGreaterThan(0);
      expect(jumped[0].events.every((e) => e.ts > START + MINUTE && e.ts <= START + 91 * MINUTE)).toBe(true);
      // Nothing due by the new time is held back, and the schedule carries on from there at the same speed.
      expect(jumped[0].events.at(-1)!.ts).toBeGreaterThan(START + 80 * MINUTE);
      timers.advance(30 * MINUTE);
      expect(source.now()).toBe(START + 121 * MINUTE);
      const ts = events().map((e) => e.ts);
      expect(ts).toEqual([...ts].sort((a, b) => a - b));
      expect(ts.at(-1)!).toBeGreaterThan(START + 110 * MINUTE);
      expect(ts.at(-1)!).toBeLessThanOrEqual(START + 121 * MINUTE);
    });

    it('FEED_START: the virtual clock starts at the chosen instant whatever the real clock says, and plays that day', () => {
      // Ten minutes before Beijing midnight, two days after the scheduler's day.
      const start = shanghaiMidnight(START) + 3 * DAY_MS - 10 * MINUTE;
      const { timers, source, pushes } = run(make, 2, start);
      expect(source.now()).toBe(start);
      const [catchUp] = pushes;
      expect(catchUp.live).toBe(false);
      expect(catchUp.events.every((e) => e.ts <= start)).toBe(true);
      const kickOffs = snapshots(catchUp.events).flatMap((s) => s.matches.map((m) => shanghaiDate(m.matchTime * 1000)));
      expect(kickOffs.length).toBeGreaterThan(0);
      expect(kickOffs.every((d) => d === shanghaiDate(start))).toBe(true);
      // At 2× the Beijing day turns after five real minutes: the next day's snapshots come live.
      timers.advance(6 * MINUTE);
      expect(source.now()).toBe(start + 12 * MINUTE);
      const nextDay = snapshots(pushes.slice(1).flatMap((p) => p.events));
      expect(new Set(nextDay.map((s) => s.sport))).toEqual(new Set(['football', 'basketball']));
      expect(nextDay.every((s) => shanghaiMidnight(s.ts) === shanghaiMidnight(start) + DAY_MS)).toBe(true);
    });

    it('goes on into the next day, which starts with both of its list snapshots', () => {
      const { timers, pushes } = run(make, 60);
      const nextMidnight = shanghaiMidnight(START) + DAY_MS;
      timers.advance((nextMidnight - START) / 60 + MINUTE);
      const all = pushes.flatMap((p) => p.events);
      expect(all.map((e) => e.ts)).toEqual(all.map((e) => e.ts).sort((a, b) => a - b));
      const tomorrow = all.filter((e) => e.ts >= nextMidnight);
      const lists = snapshots(tomorrow);
      expect(new Set(lists.map((s) => s.sport))).toEqual(new Set(['football', 'basketball']));
      expect(lists.every((s) => s.ts === nextMidnight)).toBe(true);
      const nextDate = shanghaiDate(nextMidnight);
      expect(lists.flatMap((s) => s.matches).every((m) => shanghaiDate(m.matchTime * 1000) === nextDate)).toBe(true);
    });

    it('pushes nothing after stop', () => {
      const { timers, source, pushes } = run(make, 60);
      timers.advance(MINUTE);
      const count = pushes.length;
      source.stop();
      timers.advance(60 * MINUTE);
      expect(pushes).toHaveLength(count);
      expect(timers.pending).toBe(0);
    });
  });
}
