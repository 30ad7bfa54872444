// The detail logs read back [RT-10]: a match's incidents append, text-live corrections replace the entry with
// their index, player stats replace the player with their id — the lists the frames' items make, from the bytes
// the core kept (engine/core/detail-log) and this layer decodes.
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../core/events';
import { fold } from '../../core/fold/fold';
import { EMPTY_STATE } from '../../core/model';
import { match, snapshot } from '../../core/test-support/builders';
import type { UnwiredListEvent } from './detail-lists';
import { withWire } from './detail-lists';
import { matchDetail } from './materialise';

const stamped = (events: readonly UnwiredListEvent[]): FeedEvent[] => events.map((e, i) => ({ ...withWire(e), seq: i + 2, ts: 1_000 + i }));

describe('matchDetail', () => {
  it('[RT-10] incidents, text live and player stats read back as the frames made them', () => {
    const inc = { type: 1, position: 1, time: 23, addTime: 0, homeScore: 1, awayScore: 0, playerName: '哈兰德', assist1Name: '德布劳内', assist2Name: '', inPlayerName: '', outPlayerName: '', reasonType: 0 };
    const { state } = fold(EMPTY_STATE, [snapshot('football', [match('football', 7)]), ...stamped([
      { type: 'incidents', sport: 'football', matchId: 7, mode: 'append', items: [inc] },
      { type: 'textLive', sport: 'football', matchId: 7, mode: 'append', items: [{ main: true, type: 1, position: 1, time: "23'", data: '球进了！', index: 0 }] },
      { type: 'textLive', sport: 'football', matchId: 7, mode: 'edit', items: [{ main: true, type: 1, position: 1, time: "23'", data: '哈兰德破门！', index: 0 }] },
      { type: 'playerStats', sport: 'football', matchId: 7, items: [{ playerId: 9, playerName: '哈兰德', position: 1, items: [{ type: 1, home: 1, away: 0 }] }] },
      { type: 'playerStats', sport: 'football', matchId: 7, items: [{ playerId: 9, playerName: '哈兰德', position: 1, items: [{ type: 1, home: 2, away: 0 }] }] },
    ])]);
    const d = matchDetail(state.football.details[7]);
    expect(d.incidents).toEqual([inc]);
    expect(d.textLive.map((t) => t.data)).toEqual(['哈兰德破门！']);
    expect(d.playerStats).toEqual([{ playerId: 9, playerName: '哈兰德', position: 1, items: [{ type: 1, home: 2, away: 0 }] }]);
    expect(matchDetail(undefined)).toMatchObject({ incidents: [], textLive: [], playerStats: [] });
  });
});
