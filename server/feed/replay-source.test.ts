import { describe, expect, it } from 'vitest';
import { DAY_MS, shanghaiMidnight } from '../../engine/core/time/beijing-day';
import { ManualScheduler } from '../../engine/time';
import { sampleFixture } from '../test-support/sample-day';
import { EventLog } from './event-log';
import { createReplaySource } from './replay-source';

const START = Date.UTC(2025, 2, 15, 7); // 15:00 in Asia/Shanghai
const SPEED = 600;

function replay(loop: boolean) {
  const timers = new ManualScheduler(START);
  const log = new EventLog('srv-test');
  createReplaySource({ fixture: sampleFixture('2024-06-01'), timers, speed: SPEED, loop }).start(log);
  /** Runs the feed until the virtual time `minutes` after tomorrow's local midnight. */
  const untilTomorrow = (minutes: number) => timers.advance((shanghaiMidnight(START) + DAY_MS + minutes * 60_000 - START) / SPEED);
  return { log, untilTomorrow };
}

describe('fixture replay', () => {
  it("looping: a match still going at midnight does not write into the next day's copy of itself", () => {
    const { log, untilTomorrow } = replay(true);
    untilTomorrow(15); // the recorded day's match 1004 ends at 00:20; the next day's 1004 kicks off at 22:30
    const m = log.state.football.matches[1004];
    expect(m.statusId).toBe(1);
    expect(m.matchTime * 1000).toBe(shanghaiMidnight(START) + DAY_MS + (22 * 60 + 30) * 60_000);
  });

  it('without loop: the recorded day plays to its end, past midnight, then stops', () => {
    const { log, untilTomorrow } = replay(false);
    untilTomorrow(60);
    expect(log.state.football.matches[1004].statusId).toBe(8);
  });
});
