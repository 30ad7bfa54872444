import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LiveMinute, StoppageStyle } from './live-minute';
import { footballMinute, holdMinute, MINUTE_REFRESH_MS } from './live-minute';

const KICK_OFF = 1_795_000_000;
const SEED = 20_240_611;

/** Steps of a match clock as the worker sees them: status, going time and a non-decreasing now. */
const stepArb = fc.record({
  statusId: fc.nat(13),
  goingTime: fc.oneof(fc.constant(0), fc.integer({ min: KICK_OFF - 600, max: KICK_OFF + 9000 })),
  advanceMs: fc.oneof(fc.constant(0), fc.constant(MINUTE_REFRESH_MS), fc.nat(20 * 60_000)),
});

function shown(steps: readonly { statusId: number; goingTime: number; advanceMs: number }[], style: StoppageStyle): LiveMinute[] {
  let now = KICK_OFF * 1000;
  let previous: LiveMinute | undefined;
  return steps.map((s) => {
    now += s.advanceMs;
    previous = holdMinute(previous, footballMinute({ ...s, matchTime: KICK_OFF }, now, style));
    return previous;
  });
}

describe('monotonic live minute', () => {
  it('[MN-4] the minute refreshes every 15 s', () => {
    expect(MINUTE_REFRESH_MS).toBe(15_000);
  });

  it('[MN-4] a going time corrected later does not pull the minute back', () => {
    const before = footballMinute({ statusId: 4, goingTime: KICK_OFF, matchTime: KICK_OFF }, (KICK_OFF + 20 * 60) * 1000);
    const corrected = footballMinute({ statusId: 4, goingTime: KICK_OFF + 120, matchTime: KICK_OFF }, (KICK_OFF + 20 * 60 + 15) * 1000);
    expect(before.text).toBe("66'");
    expect(holdMinute(before, corrected).text).toBe("66'");
  });

  it('[MN-4] a status flapping back to half-time keeps the second-half minute', () => {
    const secondHalf = footballMinute({ statusId: 4, goingTime: KICK_OFF, matchTime: KICK_OFF }, (KICK_OFF + 60) * 1000);
    const halfTime = footballMinute({ statusId: 3, goingTime: KICK_OFF, matchTime: KICK_OFF }, (KICK_OFF + 75) * 1000);
    expect(holdMinute(secondHalf, halfTime)).toBe(secondHalf);
  });

  it('[MN-4] a reading without a clock is shown as it is', () => {
    const running = footballMinute({ statusId: 2, goingTime: KICK_OFF, matchTime: KICK_OFF }, (KICK_OFF + 600) * 1000);
    const finished = footballMinute({ statusId: 8, goingTime: KICK_OFF, matchTime: KICK_OFF }, (KICK_OFF + 700) * 1000);
    expect(holdMinute(running, finished).text).toBe('');
  });

  it('[MN-4] for any (goingTime, status, now) with non-decreasing now, a shown clock never runs backwards', () => {
    fc.assert(fc.property(fc.array(stepArb, { maxLength: 40 }), fc.constantFrom<StoppageStyle>('counted', 'capped'), (steps, style) => {
      const minutes = shown(steps, style);
      for (let i = 1; i < minutes.length; i++) {
        const [a, b] = [minutes[i - 1], minutes[i]];
        if (a.rank >= 0 && b.rank >= 0) expect(b.rank).toBeGreaterThanOrEqual(a.rank);
      }
    }), { seed: SEED, numRuns: 400 });
  });

  it('[MN-4] with status and going time fixed, the computed minute itself never runs backwards', () => {
    fc.assert(fc.property(stepArb, fc.array(fc.nat(30 * 60_000), { maxLength: 30 }), fc.constantFrom<StoppageStyle>('counted', 'capped'), (step, advances, style) => {
      const minutes = shown(advances.map((advanceMs) => ({ ...step, advanceMs })), style);
      const raw = (i: number) => footballMinute({ ...step, matchTime: KICK_OFF }, KICK_OFF * 1000 + advances.slice(0, i + 1).reduce((x, y) => x + y, 0), style);
      minutes.forEach((m, i) => expect(m).toEqual(raw(i)));
    }), { seed: SEED + 1, numRuns: 200 });
  });
});
