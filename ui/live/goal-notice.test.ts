import { describe, expect, it } from 'vitest';
import type { Trigger } from '../../engine/core';
import { NOTICE_GAP, NOTICE_HEIGHT, NOTICE_STACK_TOP, noticeHref, noticeOf, noticeTop } from './goal-notice';
import { basketballRow, footballRow } from './test-support/rows';

const goal = (over: Partial<Trigger> = {}): Trigger => ({ kind: 'goal', sport: 'football', matchId: 1, sides: ['home'], at: 1000, room: null, ...over });

describe('noticeOf', () => {
  it('[GN-1] a goal told late says so; a match that went on carries its final line', () => {
    const notice = noticeOf(goal({ sides: ['home'], late: true }), footballRow(1, { score: '3-3', finalLine: '120分钟[3-3]，点球[4-2]' }));
    expect(notice).toMatchObject({ headline: '进球（补报）', late: true, extra: '120分钟[3-3]，点球[4-2]' });
    expect(notice.announcement).toContain('（补报），120分钟[3-3]，点球[4-2]');
    expect(noticeOf(goal({ sides: ['home'] }), footballRow(1, { shootout: '点球 3-2' }))).toMatchObject({ headline: '进球', late: false, extra: '点球 3-2' });
  });

  it('[GN-4] a goal: competition, teams, the new score with the scoring side, the minute, and what is read out', () => {
    const notice = noticeOf(goal({ sides: ['away'] }), footballRow(1, { score: '1-2' }));
    expect(notice).toMatchObject({
      kind: 'goal', headline: '进球', competition: '英超', home: '曼联', away: '切尔西', homeScore: '1', awayScore: '2',
      sides: ['away'], minute: "23'",
    });
    expect(notice.announcement).toBe("英超 曼联 1-2 切尔西，切尔西进球（23'）");
  });

  it('a basketball score names the period and says 得分', () => {
    const notice = noticeOf(goal({ sport: 'basketball' }), basketballRow(1));
    expect(notice).toMatchObject({ headline: '得分', minute: '第二节', homeScore: '52', awayScore: '48' });
  });

  it('a retraction says which side lost its goal and the score now', () => {
    const notice = noticeOf(goal({ kind: 'retraction' }), footballRow(1, { score: '1-0' }));
    expect(notice).toMatchObject({ kind: 'retraction', headline: '进球取消 · 主队 1-0', sides: ['home'] });
    expect(notice.announcement).toBe('英超 曼联 1-0 切尔西，主队进球取消');
  });

  it('one key per trigger, so the same goal twice is one pop-up', () => {
    expect(noticeOf(goal(), footballRow(1)).key).toBe(noticeOf(goal(), footballRow(1, { score: '2-0' })).key);
    expect(noticeOf(goal(), footballRow(1)).key).not.toBe(noticeOf(goal({ at: 2000 }), footballRow(1)).key);
  });
});

describe('noticeHref and noticeTop', () => {
  it('[GN-7] the live room when the match has a live stream, else the detail page', () => {
    expect(noticeHref('football', 7, 3001)).toBe('/liveRoom?roomId=3001');
    expect(noticeHref('basketball', 7, null)).toBe('/liveRoom?detail=7&SportType=basketball');
  });

  it('[GN-4] stacked from 145 px, 60 high, 10 apart', () => {
    expect([NOTICE_STACK_TOP, NOTICE_HEIGHT, NOTICE_GAP]).toEqual([145, 60, 10]);
    expect([0, 1, 2].map(noticeTop)).toEqual([145, 215, 285]);
  });
});
