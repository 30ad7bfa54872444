import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Incident } from '../../../engine/core';
import { FOOTBALL_INCIDENT } from '../../../engine/core';
import { basketballTimeline, footballTimeline, minuteOf } from './timeline-items';

const incident = (over: Partial<Incident>): Incident => ({
  type: 1, position: 1, time: 10, addTime: 0, homeScore: 0, awayScore: 0, playerName: '', assist1Name: '',
  assist2Name: '', inPlayerName: '', outPlayerName: '', reasonType: 0, ...over,
});

describe('hover card timeline', () => {
  it('[LS-14] goals, cards and substitutions with minute, side, who and the score after a goal', () => {
    const items = footballTimeline([
      incident({ type: FOOTBALL_INCIDENT.start, time: 0 }),
      incident({ type: FOOTBALL_INCIDENT.substitution, position: 2, time: 60, inPlayerName: '赵六', outPlayerName: '王五' }),
      incident({ type: FOOTBALL_INCIDENT.goal, position: 1, time: 23, homeScore: 1, playerName: '张三', assist1Name: '李四' }),
      incident({ type: FOOTBALL_INCIDENT.yellow, position: 2, time: 45, addTime: 2, playerName: '王五' }),
      incident({ type: FOOTBALL_INCIDENT.corner, position: 1, time: 50 }),
      incident({ type: FOOTBALL_INCIDENT.ownGoal, position: 2, time: 70, homeScore: 2, playerName: '孙七' }),
    ]);
    expect(items.map((i) => [i.kind, i.minute, i.side, i.text, i.score])).toEqual([
      ['goal', "23'", 'home', '张三（助攻：李四）', '1-0'],
      ['yellow', "45+2'", 'away', '王五', ''],
      ['sub', "60'", 'away', '赵六 ↑ 王五 ↓', ''],
      ['own-goal', "70'", 'away', '孙七', '2-0'],
    ]);
  });

  it('[LS-14] the timeline is in match order whatever order the incidents came in', () => {
    const arb = fc.array(fc.record({
      type: fc.constantFrom(...Object.values(FOOTBALL_INCIDENT)), time: fc.nat(120), addTime: fc.nat(9), position: fc.constantFrom(0, 1, 2),
    }), { maxLength: 30 });
    fc.assert(fc.property(arb, (raw) => {
      const items = footballTimeline(raw.map((r) => incident(r)));
      const orders = items.map((i) => { const [t, a = '0'] = i.minute.replace("'", '').split('+'); return Number(t) * 100 + Number(a); });
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(items.every((i) => i.kind !== 'text' && ['home', 'away', 'none'].includes(i.side))).toBe(true);
    }));
  });

  it('[LS-14] minutes show the added time', () => {
    expect(minuteOf({ time: 90, addTime: 4 })).toBe("90+4'");
    expect(minuteOf({ time: 12, addTime: 0 })).toBe("12'");
  });

  it('[LS-14] basketball: the latest text-live lines first, at most the limit', () => {
    const tlive = Array.from({ length: 12 }, (_, i) => ({ main: true, type: 0, position: 1 + (i % 2), time: `${i}:00`, data: `第${i}条`, index: i }));
    const items = basketballTimeline(tlive, 3);
    expect(items.map((i) => [i.text, i.side])).toEqual([['第11条', 'away'], ['第10条', 'home'], ['第9条', 'away']]);
  });
});
