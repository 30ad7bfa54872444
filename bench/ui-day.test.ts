import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { midnightOfShanghaiDate, shanghaiMidnight } from '../engine/core/time/beijing-day';
import { BENCH_DATE } from './full-day';
import { parseConfig } from '../server/config';
import { serverEnvOf } from '../tests/e2e/server-process';
import { shiftToPlayAt, uiDayServerEnv } from './ui-day';

describe('the UI bench day', () => {
  it('plays the recorded moment asked for whatever the time of day the bench starts', () => {
    const recordedMidnight = midnightOfShanghaiDate(BENCH_DATE)!;
    fc.assert(fc.property(fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }), fc.integer({ min: 0, max: 1439 }), (now, at) => {
      // What the replay plays at `now` (server/feed/replay-source.ts): the recorded date, at the wall clock's time of day.
      const played = recordedMidnight + (now - shanghaiMidnight(now));
      const shift = shiftToPlayAt(at, now);
      // The recorded moment `at`, once moved, is what plays now (to the minute the shift is counted in).
      expect(Math.abs(recordedMidnight + at * 60_000 + shift - played)).toBeLessThan(60_000);
    }));
  });
});

describe('the UI bench servers', () => {
  it('run the day on the real clock, as it was moved for, not at the e2e suite\'s instant', () => {
    const day = { file: '/bench/days/pages.lsfx', frames: 0, shiftMs: 0 };
    const env = serverEnvOf({ distDir: 'dist', env: uiDayServerEnv(day, 30) }, 'data');
    const config = parseConfig(env);
    expect(config.ok && config.config).toMatchObject({ feedStart: undefined, speed: 30, loop: false, fixture: day.file });
  });
});
