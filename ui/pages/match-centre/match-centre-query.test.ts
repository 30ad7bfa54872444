import { describe, expect, it } from 'vitest';
import { lineupUrl, parseLiveRoomQuery } from './match-centre-query';

describe('parseLiveRoomQuery (SPEC.md §2 /liveRoom)', () => {
  it('reads the detail variant with its sport, on 赛况 by default', () => {
    expect(parseLiveRoomQuery('?detail=123&SportType=football')).toEqual({ kind: 'detail', matchId: 123, sport: 'football', tab: 'overview' });
    expect(parseLiveRoomQuery('?detail=9&SportType=basketball')).toEqual({ kind: 'detail', matchId: 9, sport: 'basketball', tab: 'overview' });
  });

  it('the lineup variant opens 阵容', () => {
    expect(parseLiveRoomQuery(lineupUrl(77).slice('/liveRoom'.length))).toMatchObject({ kind: 'detail', matchId: 77, tab: 'lineup' });
  });

  it('a tab the sport lacks falls back to 赛况', () => {
    expect(parseLiveRoomQuery('?detail=5&SportType=basketball&tab=lineup')).toMatchObject({ tab: 'overview' });
  });

  it('a room URL, a bad id or sport is not the match centre', () => {
    expect(parseLiveRoomQuery('?roomId=12')).toEqual({ kind: 'other' });
    expect(parseLiveRoomQuery('?detail=abc&SportType=football')).toEqual({ kind: 'other' });
    expect(parseLiveRoomQuery('?detail=12&SportType=tennis')).toEqual({ kind: 'other' });
    expect(parseLiveRoomQuery('?detail=12')).toEqual({ kind: 'other' });
  });
});
