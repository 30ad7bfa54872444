import { describe, expect, it } from 'vitest';
import { footballMinute } from './live-minute';

const KICK_OFF = 1_795_000_000; // unix s
/** `now` (ms) that many whole minutes and seconds after `from` (unix s). */
const at = (from: number, minutes: number, seconds = 0) => (from + minutes * 60 + seconds) * 1000;
const first = (now: number, goingTime = KICK_OFF) => footballMinute({ statusId: 2, goingTime, matchTime: KICK_OFF }, now).text;
const second = (now: number, style: 'counted' | 'capped' = 'counted') =>
  footballMinute({ statusId: 4, goingTime: KICK_OFF + 3600, matchTime: KICK_OFF }, now, style).text;

describe('football live minute', () => {
  it('[MN-1] first half shows elapsed minutes + 1', () => {
    expect(first(at(KICK_OFF, 0))).toBe("1'");
    expect(first(at(KICK_OFF, 0, 59))).toBe("1'");
    expect(first(at(KICK_OFF, 22, 30))).toBe("23'");
    expect(first(at(KICK_OFF, 44, 59))).toBe("45'");
  });

  it("[MN-1] first half shows 45'+n up to 5, then 45+", () => {
    expect(first(at(KICK_OFF, 45))).toBe("45'+1");
    expect(first(at(KICK_OFF, 49, 59))).toBe("45'+5");
    expect(first(at(KICK_OFF, 50))).toBe('45+');
    expect(first(at(KICK_OFF, 80))).toBe('45+');
  });

  it('[MN-1] a clock behind the going time reads the first minute; no going time counts from kick-off', () => {
    expect(first(at(KICK_OFF, -2))).toBe("1'");
    expect(first(at(KICK_OFF, 10), 0)).toBe("11'");
  });

  it('[MN-2] second half starts at 46', () => {
    const start = KICK_OFF + 3600;
    expect(second(at(start, 0))).toBe("46'");
    expect(second(at(start, 44, 59))).toBe("90'");
  });

  it("[MN-2] second half shows 90'+n up to 15, then 90+", () => {
    const start = KICK_OFF + 3600;
    expect(second(at(start, 45))).toBe("90'+1");
    expect(second(at(start, 59, 59))).toBe("90'+15");
    expect(second(at(start, 60))).toBe('90+');
  });

  it('[MN-2] the other reading (capped) stops at 45 and 90 with a plus mark', () => {
    const start = KICK_OFF + 3600;
    expect(second(at(start, 44), 'capped')).toBe("90'");
    expect(second(at(start, 45), 'capped')).toBe('90+');
    expect(footballMinute({ statusId: 2, goingTime: KICK_OFF, matchTime: KICK_OFF }, at(KICK_OFF, 46), 'capped').text).toBe('45+');
  });

  it("[MN-3] status 1 shows 'vs'; half-time shows 中场", () => {
    expect(footballMinute({ statusId: 1, goingTime: 0, matchTime: KICK_OFF }, at(KICK_OFF, 5)).text).toBe('vs');
    expect(footballMinute({ statusId: 3, goingTime: KICK_OFF, matchTime: KICK_OFF }, at(KICK_OFF, 50)).text).toBe('中场');
  });

  it("[ST-1] [MN-1] extra time: 91'–105', 105'+n, 加时中场, 106'–120', 120'+n; 加时 before it, 点球 after", () => {
    const et1 = KICK_OFF + 7000;
    const et2 = et1 + 20 * 60;
    const m = (statusId: number, goingTime: number, extraHalf: number, now: number) =>
      footballMinute({ statusId, goingTime, matchTime: KICK_OFF, extraHalf }, now).text;
    expect(m(5, 0, 0, at(et1, -3))).toBe('加时');
    expect(m(5, et1, 1, at(et1, 0))).toBe("91'");
    expect(m(5, et1, 1, at(et1, 14, 59))).toBe("105'");
    expect(m(5, et1, 1, at(et1, 15))).toBe("105'+1");
    expect(m(5, et1, 1, at(et1, 19, 59))).toBe("105'+5");
    expect(m(5, et1, 1, at(et1, 20))).toBe('105+');
    expect(m(5, 0, 1, at(et1, 17))).toBe('加时中场');
    expect(m(5, et2, 2, at(et2, 0))).toBe("106'");
    expect(m(5, et2, 2, at(et2, 14, 59))).toBe("120'");
    expect(m(5, et2, 2, at(et2, 17))).toBe("120'+3");
    expect(m(5, et2, 2, at(et2, 25))).toBe('120+');
    // A feed that never names the half counts from 91.
    expect(footballMinute({ statusId: 5, goingTime: et1, matchTime: KICK_OFF }, at(et1, 3)).text).toBe("94'");
    expect(m(7, et2, 2, at(et2, 40))).toBe('点球');
    expect([0, 6, 8, 9, 10, 11, 12, 13].map((s) => m(s, et1, 1, at(et1, 1)))).toEqual(Array(8).fill(''));
  });

  it('[MN-2] the capped reading stops at 105 and 120 with a plus mark', () => {
    const et = KICK_OFF + 7000;
    const m = (extraHalf: number, now: number) =>
      footballMinute({ statusId: 5, goingTime: et, matchTime: KICK_OFF, extraHalf }, now, 'capped').text;
    expect(m(1, at(et, 16))).toBe('105+');
    expect(m(2, at(et, 16))).toBe('120+');
  });

  it('[MN-4] ranks order the phases: first half < half-time < second half < extra time < penalties', () => {
    const r = (statusId: number, minutes: number) =>
      footballMinute({ statusId, goingTime: KICK_OFF, matchTime: KICK_OFF }, at(KICK_OFF, minutes)).rank;
    expect(r(2, 500)).toBeLessThan(r(3, 0));
    expect(r(3, 0)).toBeLessThan(r(4, 0));
    expect(r(4, 500)).toBeLessThan(r(5, 0));
    const x = (goingTime: number, extraHalf: number, minutes: number) =>
      footballMinute({ statusId: 5, goingTime, matchTime: KICK_OFF, extraHalf }, at(KICK_OFF, minutes)).rank;
    // the wait for extra time < its first half < 加时中场 < its second half < penalties
    expect(r(4, 500)).toBeLessThan(x(0, 0, 0));
    expect(x(0, 0, 0)).toBeLessThan(x(KICK_OFF, 1, 0));
    expect(x(KICK_OFF, 1, 500)).toBeLessThan(x(0, 1, 0));
    expect(x(0, 1, 0)).toBeLessThan(x(KICK_OFF, 2, 0));
    expect(x(KICK_OFF, 2, 500)).toBeLessThan(r(7, 0));
  });
});
