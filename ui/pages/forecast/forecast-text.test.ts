import { describe, expect, it } from 'vitest';
import { closingText, itemResultText, lineText, marketLabel, pickLabel, rateWithBase, statusText, windowText } from './forecast-text';
import { listBody, queryOf, withQuery } from './forecast-query';

const day = (d: number) => Date.UTC(2026, 8, d, 4); // noon in Beijing

describe('forecast copy', () => {
  it('[AN-5] a rate says rate% with the graded count and window behind it, or that none is graded', () => {
    expect(rateWithBase({ rate: 70, baseCount: 10, hitCount: 7, window: { from: day(1), to: day(30) } })).toBe('70% · 10场中7 · 9月1日–9月30日');
    expect(rateWithBase({ rate: 100, baseCount: 3, hitCount: 3, window: { from: day(2), to: day(2) } })).toBe('100% · 3场中3 · 9月2日');
    expect(rateWithBase({ rate: 0, baseCount: 0, hitCount: 0, window: null })).toBe('暂无已开奖方案');
    expect(windowText(null)).toBe('');
  });

  it('markets, picks and lines read as the match centre does', () => {
    expect(marketLabel(1, 1)).toBe('胜平负');
    expect(marketLabel(2, 1)).toBe('胜负');
    expect(marketLabel(2, 3)).toBe('大小分');
    expect(pickLabel(1, 10, '阿森纳', '切尔西')).toBe('阿森纳胜');
    expect(pickLabel(1, 30, '阿森纳', '切尔西')).toBe('平局');
    expect(pickLabel(2, 20, '阿森纳', '切尔西')).toBe('切尔西');
    expect(pickLabel(3, 10, '阿森纳', '切尔西')).toBe('大');
    expect(lineText(2, 25)).toBe('0/0.5');
    expect(lineText(2, -50)).toBe('受0.5');
    expect(lineText(2, 0)).toBe('平手');
    expect(lineText(1, 0)).toBe('');
  });

  it('status, pick results and the closing price', () => {
    expect(statusText({ status: 'open', outcome: null }).text).toBe('未开赛');
    expect(statusText({ status: 'locked', outcome: null }).tone).toBe('locked');
    expect(statusText({ status: 'graded', outcome: 'hit' }).text).toBe('红');
    expect(itemResultText({ isFinish: 1, isHit: 0, result: 40 })).toBe('走水');
    expect(itemResultText({ isFinish: 0, isHit: 0, result: 0 })).toBe('待开奖');
    expect(closingText({ odds: 2, closingOdds: 1.9 })).toBe('收盘 1.90（优于收盘价）');
    expect(closingText({ odds: 2, closingOdds: null })).toBe('');
  });
});

describe('/forecast query', () => {
  it('filters round-trip through the URL; unreadable values fall back to all', () => {
    const q = queryOf(new URLSearchParams('sport=2&market=3&scope=hot&anchorId=10001'));
    expect(q).toEqual({ sport: '2', market: '3', scope: 'hot', anchorId: 10001 });
    expect(queryOf(withQuery(q, {}))).toEqual(q);
    expect(queryOf(new URLSearchParams('sport=9&market=x&scope=nope&anchorId=-1'))).toEqual({ sport: 'all', market: 'all', scope: 'all', anchorId: undefined });
    expect(listBody(q, 2)).toEqual({ sportType: 2, market: 3, scope: 'hot', anchorId: 10001, pageNum: 1, pageSize: 40 });
    expect(withQuery(q, { anchorId: undefined, scope: 'all' }).toString()).toBe('sport=2&market=3');
  });
});
