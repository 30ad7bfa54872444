import { describe, expect, it } from 'vitest';
import { livingEntry, livingMatch } from '../test-support/living-entries';
import { livingsOf, roomTitle } from './living-entry';
import { matchDetailUrl, roomUrl } from './stream-links';

const e = livingEntry(5, { roomName: '', living: false, anchorCustomId: 1, anchorName: '老王', anchorLevel: 0 });

describe('streams popup entries', () => {
  it('[LS-13] entries without the needed fields are dropped; a missing list is empty', () => {
    expect(livingsOf({ livings: [e, { roomId: 'x' }, null], previews: 'no' })).toEqual({ livings: [e], previews: [] });
    expect(livingsOf(null)).toEqual({ livings: [], previews: [] });
  });

  it('[LS-13] a room without a name shows its match, else the anchor\'s room', () => {
    const match = livingMatch({ matchId: 1, sportType: 1, competitionShortName: '英超', homeTeamName: '阿森纳', awayTeamName: '切尔西' });
    expect(roomTitle({ ...e, match })).toBe('阿森纳 VS 切尔西');
    expect(roomTitle({ ...e, match: null })).toBe('老王的直播间');
    expect(roomTitle({ ...e, roomName: '今晚英超', match })).toBe('今晚英超');
  });

  it('[LS-13] links: the room, and the match detail with its sport', () => {
    expect(roomUrl(880001)).toBe('/liveRoom?roomId=880001');
    expect(matchDetailUrl(42, 'basketball')).toBe('/liveRoom?detail=42&SportType=basketball');
  });
});
