import { describe, expect, it } from 'vitest';
import { BASKETBALL_STATUS, FOOTBALL_STATUS, isValidStatus, statusGroup, statusText } from './status';

describe('status', () => {
  it('[ST-1] football status ids, 6 unnamed and treated as going', () => {
    expect(FOOTBALL_STATUS).toMatchObject({ abnormal: 0, notStarted: 1, firstHalf: 2, halfTime: 3, secondHalf: 4, overtime: 5, penalties: 7, finished: 8, postponed: 9, interrupted: 10, abandoned: 11, cancelled: 12, tbd: 13 });
    expect(statusGroup('football', 6)).toBe('going');
  });

  it('[ST-2] football groups: going 2–7, no_start 1, finish 8, other 9–13 and 0', () => {
    const groups = Array.from({ length: 14 }, (_, id) => statusGroup('football', id));
    expect(groups).toEqual(['other', 'no_start', 'going', 'going', 'going', 'going', 'going', 'going', 'finish', 'other', 'other', 'other', 'other', 'other']);
  });

  it('[ST-3] basketball status ids (the default reading)', () => {
    expect(BASKETBALL_STATUS).toMatchObject({ notStarted: 1, q1: 2, q1Ended: 3, q2: 4, q2Ended: 5, q3: 6, q3Ended: 7, q4: 8, overtime: 9, finished: 10, interrupted: 11, cancelled: 12, postponed: 13, abandoned: 14, tbd: 15 });
  });

  it('[ST-4] basketball groups: going 2–9, no_start 1, finish 10, other 11–15 and 0', () => {
    const groups = Array.from({ length: 16 }, (_, id) => statusGroup('basketball', id));
    expect(groups).toEqual(['other', 'no_start', ...Array(8).fill('going'), 'finish', ...Array(5).fill('other')]);
  });

  it('[ST-5] NCAA matches play halves: 2 first half, 3 half-time, 4 second half', () => {
    expect([2, 3, 4].map((id) => statusText('basketball', id, true))).toEqual(['上半场', '中场', '下半场']);
    expect(statusText('basketball', 2, false)).toBe('第一节');
  });

  it('[ST-6] status text is Chinese', () => {
    expect([1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13].map((id) => statusText('football', id)))
      .toEqual(['未开赛', '上半场', '中场', '下半场', '加时', '点球', '完场', '推迟', '中断', '腰斩', '取消', '待定']);
    expect([2, 4, 6, 8, 9, 10].map((id) => statusText('basketball', id))).toEqual(['第一节', '第二节', '第三节', '第四节', '加时', '完场']);
  });

  it('status ranges per sport', () => {
    expect(isValidStatus('football', 13)).toBe(true);
    expect(isValidStatus('football', 14)).toBe(false);
    expect(isValidStatus('basketball', 15)).toBe(true);
    expect(isValidStatus('basketball', -1)).toBe(false);
  });
});
