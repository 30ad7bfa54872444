import { describe, expect, it } from 'vitest';
import { EMPTY_STATE } from '../model';
import { statusGroup } from '../status';
import { after, match, room } from '../test-support/builders';
import { visible } from '../test-support/log-view';
import { DAY } from '../test-support/world';
import { VAR_FLAG_MS } from '../rules/var-review';
import { fold } from './fold';

const brief = (roomId: number) => ({ customId: roomId + 1000, roomId, avatar: '', nickname: `主播${roomId}` });

describe('real-time events', () => {
  it('[RT-1] a score change updates scores, status and going time, and so the group', () => {
    const { state } = after([match('football', 7)], [{
      type: 'score', clockSeconds: 0, sport: 'football', matchId: 7, statusId: 4, goingTime: DAY + 7000, note: '',
      homeScores: [2, 1, 0, 1, 5], awayScores: [1, 1, 0, 2, 3], homeOverTime: [], awayOverTime: [],
    }]);
    const m = state.football.matches[7];
    expect(m).toMatchObject({ statusId: 4, goingTime: DAY + 7000, homeScores: [2, 1, 0, 1, 5], awayScores: [1, 1, 0, 2, 3] });
    expect(statusGroup('football', m.statusId)).toBe('going');
  });

  it('[RT-2] a status change updates the status and the group', () => {
    const { state } = after([match('football', 7, { statusId: 4 })], [
      { type: 'status', clockSeconds: 0, sport: 'football', matchId: 7, statusId: 8, goingTime: DAY },
    ]);
    expect(statusGroup('football', state.football.matches[7].statusId)).toBe('finish');
  });

  it('[RT-1] a change for a match not in the list is ignored', () => {
    const base = after([match('football', 7)], []);
    const { state } = after([match('football', 7)], [
      { type: 'status', clockSeconds: 0, sport: 'football', matchId: 99, statusId: 2, goingTime: DAY },
    ]);
    expect(state.football.matches).toEqual(base.state.football.matches);
    expect(state.football.matches[99]).toBeUndefined();
  });

  it('[RT-3] a VAR check flags the match for 3 minutes from the frame time', () => {
    const ts = DAY * 1000 + 5000;
    const { state } = after([match('football', 7, { statusId: 2 })], [
      { type: 'var', sport: 'football', matchId: 7, check: { reason: 1, result: 0, position: 1, time: 30 } },
    ], ts);
    expect(state.football.matches[7].varUntil).toBe(ts + VAR_FLAG_MS);
    expect(VAR_FLAG_MS).toBe(180_000);
    expect(state.football.details[7].varChecks).toEqual([{ reason: 1, result: 0, position: 1, time: 30, at: ts }]);
  });

  it('[RT-4] stream start adds the anchor to the match living list and marks the room live', () => {
    const { state } = after([match('football', 7)], [{ type: 'streamStart', room: room(5, 7) }]);
    expect(state.football.matches[7].living).toEqual([brief(5)]);
    expect(state.rooms[5].living).toBe(true);
  });

  it('[RT-5] stream close removes the anchor and marks the room closed', () => {
    const { state } = after([match('football', 7)], [
      { type: 'streamStart', room: room(5, 7) },
      { type: 'streamClose', sport: 'football', matchId: 7, roomId: 5 },
    ]);
    expect(state.football.matches[7].living).toEqual([]);
    expect(state.rooms[5].living).toBe(false);
  });

  it('[RT-6] a match switch moves the anchor from the previous match to the new one', () => {
    const { state } = after([match('football', 7), match('football', 8)], [
      { type: 'streamStart', room: room(5, 7) },
      { type: 'matchSwitch', prevMatchId: 7, room: room(5, 8) },
    ]);
    expect(state.football.matches[7].living).toEqual([]);
    expect(state.football.matches[8].living).toEqual([brief(5)]);
    expect(state.rooms[5].matchId).toBe(8);
  });

  it('[RT-6] a switch to the same match refreshes the room data', () => {
    const { state } = after([match('football', 7)], [
      { type: 'streamStart', room: room(5, 7) },
      { type: 'matchSwitch', prevMatchId: 7, room: { ...room(5, 7), roomName: '新房间名' } },
    ]);
    expect(state.football.matches[7].living).toEqual([brief(5)]);
    expect(state.rooms[5].roomName).toBe('新房间名');
  });

  it('[RT-7] a preview with previous match −1 just adds; otherwise it moves from the previous match', () => {
    const a = brief(5);
    const { state } = after([match('football', 7), match('football', 8)], [
      { type: 'previewAdd', sport: 'football', matchId: 7, prevMatchId: -1, anchor: a },
      { type: 'previewAdd', sport: 'football', matchId: 8, prevMatchId: -1, anchor: brief(6) },
    ]);
    expect(state.football.matches[7].preview).toEqual([a]);
    const moved = fold(state, [{ type: 'previewAdd', seq: state.seq + 1, ts: 0, sport: 'football', matchId: 8, prevMatchId: 7, anchor: a }]).state;
    expect(moved.football.matches[7].preview).toEqual([]);
    expect(moved.football.matches[8].preview).toEqual([brief(6), a]);
  });

  it('[RT-8] preview remove deletes it', () => {
    const { state } = after([match('football', 7)], [
      { type: 'previewAdd', sport: 'football', matchId: 7, prevMatchId: -1, anchor: brief(5) },
      { type: 'previewRemove', sport: 'football', matchId: 7, anchor: brief(5) },
    ]);
    expect(state.football.matches[7].preview).toEqual([]);
  });

  it('[RT-9] room info change updates only the fields it carries', () => {
    const { state } = after([match('football', 7)], [
      { type: 'streamStart', room: room(5, 7) },
      { type: 'roomInfo', roomId: 5, patch: { viewCount: 999, notice: '今晚8点' } },
    ]);
    expect(state.rooms[5]).toMatchObject({ viewCount: 999, notice: '今晚8点', roomName: '房间5' });
  });

  it('[RT-9] a room notice survives the next stream start or switch that does not carry one', () => {
    const { state } = after([match('football', 7), match('football', 8)], [
      { type: 'streamStart', room: room(5, 7) },
      { type: 'roomInfo', roomId: 5, patch: { notice: '关注主播' } },
      { type: 'matchSwitch', prevMatchId: 7, room: room(5, 8) },
    ]);
    expect(state.rooms[5].notice).toBe('关注主播');
  });

  it('[RT-10] stats and seats update the match detail; incidents, text live and player stats are kept as their opaque bytes', () => {
    // The core never reads a list's bytes (engine/wire does): any bytes do, and each event's are kept as they are.
    const bytes = Uint8Array.of(7, 1, 2, 3, 4, 5, 6, 7, 8, 7);
    const wire = (start: number, end: number) => ({ bytes, start, end });
    const { state } = after([match('football', 7)], [
      { type: 'incidents', sport: 'football', matchId: 7, mode: 'append', items: [], wire: wire(1, 4) },
      { type: 'stats', sport: 'football', matchId: 7, mode: 'replace', items: [{ type: 25, home: 60, away: 40 }, { type: 2, home: 3, away: 1 }] },
      { type: 'stats', sport: 'football', matchId: 7, mode: 'merge', items: [{ type: 2, home: 4, away: 1 }] },
      { type: 'textLive', sport: 'football', matchId: 7, mode: 'append', items: [], wire: wire(4, 6) },
      { type: 'textLive', sport: 'football', matchId: 7, mode: 'edit', items: [], wire: wire(6, 9) },
      { type: 'playerStats', sport: 'football', matchId: 7, items: [], wire: wire(2, 3) },
      { type: 'seats', sport: 'football', matchId: 7, mode: 'take', anchors: [brief(5)] },
    ]);
    const d = state.football.details[7];
    // Entries: [mode (0 items, 1 text-live edit)][length][the bytes].
    expect(visible(d.incidentLog)).toEqual({ entries: [0, 3, 1, 2, 3] });
    expect(visible(d.textLiveLog)).toEqual({ entries: [0, 2, 4, 5, 1, 3, 6, 7, 8] });
    expect(visible(d.playerStatLog)).toEqual({ entries: [0, 1, 2] });
    expect(d.stats).toEqual([{ type: 2, home: 4, away: 1 }, { type: 25, home: 60, away: 40 }]);
    expect(d.seats).toEqual([brief(5)]);
    const cleared = fold(state, [
      { type: 'stats', seq: state.seq + 1, ts: 0, sport: 'football', matchId: 7, mode: 'clear', items: [] },
      { type: 'seats', seq: state.seq + 2, ts: 0, sport: 'football', matchId: 7, mode: 'release', anchors: [brief(5)] },
    ]).state;
    expect(cleared.football.details[7].stats).toEqual([]);
    expect(cleared.football.details[7].seats).toEqual([]);
  });

  it('an older snapshot of the same stream is stale; a new stream starts over', () => {
    const { state } = after([match('football', 7)], [{ type: 'status', clockSeconds: 0, sport: 'football', matchId: 7, statusId: 2, goingTime: DAY }]);
    const stale = fold(state, [{ type: 'listSnapshot', seq: 1, ts: 0, sport: 'football', stream: 's', competitions: [], teams: [], matches: [], rooms: [] }]);
    expect(stale.stale).toBe(1);
    expect(stale.state).toBe(state);
    const restarted = fold(state, [{ type: 'listSnapshot', seq: 1, ts: 0, sport: 'football', stream: 'other', competitions: [], teams: [], matches: [], rooms: [] }]);
    expect(restarted.state.seq).toBe(1);
    expect(restarted.state.stream).toBe('other');
    expect(restarted.state.football.matches).toEqual({});
  });

  it('a new stream clears the room records of the old one', () => {
    const { state } = after([match('football', 7)], [{ type: 'streamStart', room: room(5, 7) }]);
    const restarted = fold(state, [{ type: 'listSnapshot', seq: 1, ts: 0, sport: 'football', stream: 'other', competitions: [], teams: [], matches: [], rooms: [] }]);
    expect(restarted.state.rooms).toEqual({});
    expect(restarted.changes.streamChanged).toBe(true);
    expect([...restarted.changes.rooms]).toEqual([5]);
  });

  it('changes name the competitions and teams an upsert really changed', () => {
    const base = after([match('football', 7)], []).state;
    const m = match('football', 8);
    const same = fold(base, [{ type: 'matchUpsert', seq: base.seq + 1, ts: 0, sport: 'football', match: m, competition: base.football.competitions[1], homeTeam: base.football.teams[11], awayTeam: base.football.teams[14] }]);
    expect(same.changes.competitions.football.size + same.changes.teams.football.size).toBe(0);
    expect(same.state.football.competitions).toBe(base.football.competitions);
    const renamed = fold(base, [{ type: 'matchUpsert', seq: base.seq + 1, ts: 0, sport: 'football', match: m, competition: { ...base.football.competitions[1], firstTier: true }, homeTeam: base.football.teams[11], awayTeam: { ...base.football.teams[14], name: '新名字' } }]);
    expect([...renamed.changes.competitions.football]).toEqual([1]);
    expect([...renamed.changes.teams.football]).toEqual([14]);
  });

  it('folding nothing returns the very same state', () => {
    expect(fold(EMPTY_STATE, []).state).toBe(EMPTY_STATE);
  });
});
