import { describe, expect, it } from 'vitest';
import type { Incident } from '../../../engine/core';
import { FOOTBALL_INCIDENT } from '../../../engine/core';
import { centreTimeline } from './timeline';

const inc = (over: Partial<Incident>): Incident => ({
  type: FOOTBALL_INCIDENT.goal, position: 1, time: 10, addTime: 0, homeScore: 1, awayScore: 0, playerName: '张三',
  assist1Name: '', assist2Name: '', inPlayerName: '', outPlayerName: '', reasonType: 0, ...over,
});

describe('centreTimeline', () => {
  it('lists goals and cards newest first', () => {
    const items = centreTimeline([inc({ time: 10 }), inc({ type: FOOTBALL_INCIDENT.yellow, time: 30, position: 2, playerName: '李四' })]);
    expect(items.map((i) => [i.minute, i.label])).toEqual([["30'", '黄牌'], ["10'", '进球']]);
  });

  it('RT-3: a goal taken back by VAR stays in the timeline, marked as taken back', () => {
    const items = centreTimeline([], [{ time: 55, position: 2, reason: 1, result: 0 }, { time: 55, position: 2, reason: 1, result: 2 }]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ takenBack: true, side: 'away', text: 'VAR：进球取消' });
  });

  it('a confirmed VAR check is not a taken-back goal', () => {
    expect(centreTimeline([], [{ time: 20, position: 1, reason: 1, result: 1 }])[0]).toMatchObject({ takenBack: false, text: 'VAR：进球有效' });
  });
});
