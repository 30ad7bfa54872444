import { describe, expect, it } from 'vitest';
import type { LiveState, Match } from '../../engine/core/model';
import { EMPTY_STATE } from '../../engine/core/model';
import { demoCardText } from './demo-card';

const match = {
  id: 1, sport: 'football', competitionId: 3, homeTeamId: 10, awayTeamId: 11, statusId: 4, matchTime: 0,
  goingTime: 1_000, homeScores: [2, 1, 0, 0, 0], awayScores: [1, 0, 0, 0, 0], ncaa: false, clockSeconds: 0,
} as unknown as Match;

const state: LiveState = {
  ...EMPTY_STATE,
  football: {
    ...EMPTY_STATE.football,
    matches: { 1: match },
    teams: { 10: { id: 10, name: '济州SK', logo: '', position: 0 }, 11: { id: 11, name: '全北现代', logo: '', position: 0 } },
    competitions: { 3: { id: 3, name: '韩国K联赛', shortName: '韩K联', logo: '', color: '', initial: 'H' } as never },
  },
  rooms: {
    5: {
      roomId: 5, roomName: '【韩K联】济州SK VS 全北现代 高清解说（下半场精彩不断）', coverPicture: '', hxRoomId: '', notice: '',
      viewCount: 0, setCount: 0, anchor: { customId: 1, name: '球圣帅懂球', avatar: '', level: 1, identify: 0 },
      sport: 'football', matchId: 1, living: true,
    },
  },
};

describe('demo test card text', () => {
  it('shows the room, the anchor, the match with its running score and clock, cutting lines too long for the card', () => {
    const text = demoCardText(state, 5, (1_000 + 7 * 60) * 1000)!;
    const lines = text.split('\n');
    expect(lines[0]!.endsWith('…')).toBe(true);
    expect(lines.slice(1)).toEqual(['主播 球圣帅懂球', '韩K联', '济州SK  2 - 1  全北现代', expect.stringMatching(/^下半场 5\d'$/), '演示视频 · 测试信号']);
  });

  it('nothing for a room the feed does not have', () => {
    expect(demoCardText(state, 6, 0)).toBeUndefined();
  });
});
