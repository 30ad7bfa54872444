// The match-card calls over the /api plugin with a hand-folded feed state: the hover card's detail [LS-14], a
// match's streams [LS-13] and the carousel's recommendations and top anchors [AN-1]. Answers are opened envelopes.
import { describe, expect, it } from 'vitest';
import type { FeedEvent, Incident, LiveState, RoomInit, Unstamped } from '../../engine/core';
import { EMPTY_STATE, fold, NO_PREVIOUS_MATCH } from '../../engine/core';
import { match, room, snapshot } from '../../engine/core/test-support/builders';
import { withWire } from '../../engine/wire';
import { DEMO_ANCHORS } from '../db/demo-people';
import { API_CODE } from './errors';
import type { Livings, LivingEntry } from './routes/living-entries';
import type { MatchDetailData } from './routes/match-detail-data';
import { T0 } from './test-support/test-api';
import { apiPerTest } from './test-support/api-per-test';

const incident = (over: Partial<Incident>): Incident => ({
  type: 1, position: 1, time: 10, addTime: 0, homeScore: 0, awayScore: 0, playerName: '', assist1Name: '',
  assist2Name: '', inPlayerName: '', outPlayerName: '', reasonType: 0, ...over,
});
const INCIDENTS = [
  incident({ type: 1, position: 1, time: 23, homeScore: 1, playerName: '张三', assist1Name: '李四' }),
  incident({ type: 3, position: 2, time: 31, playerName: '王五', reasonType: 2 }),
  incident({ type: 9, position: 2, time: 60, inPlayerName: '赵六', outPlayerName: '王五' }),
];
const STATS = [{ type: 2, home: 5, away: 3 }, { type: 25, home: 58, away: 42 }, { type: 21, home: 7, away: 4 }];

const withAnchor = (r: RoomInit, customId: number, name: string, viewCount: number, setCount: number): RoomInit =>
  ({ ...r, viewCount, setCount, anchor: { ...r.anchor, customId, name, level: 5 } });
const bio = DEMO_ANCHORS[0]; // has an account with a bio in the demo seed

function feedState(): LiveState {
  const events: Unstamped[] = [
    withWire({ type: 'incidents', sport: 'football', matchId: 5001, mode: 'replace', items: INCIDENTS }),
    { type: 'stats', sport: 'football', matchId: 5001, mode: 'replace', items: STATS },
    { type: 'stats', sport: 'basketball', matchId: 6001, mode: 'replace', items: [{ type: 1, home: 3, away: 1 }] },
    withWire({ type: 'textLive', sport: 'basketball', matchId: 6001, mode: 'replace', items: [{ main: true, type: 0, position: 1, time: '10:00', data: '比赛开始', index: 0 }] }),
    { type: 'streamStart', room: withAnchor(room(101, 5001), 1101, '主播甲', 500, 10) },
    { type: 'streamStart', room: withAnchor(room(102, 5001), 1102, '主播乙', 900, 20) },
    { type: 'streamStart', room: withAnchor(room(bio.roomId, 6001, 'basketball'), bio.customerId, bio.nickname, 50, 5) },
    { type: 'streamStart', room: withAnchor(room(104, 5003), 1104, '主播丁', 10, 99_000) },
    { type: 'streamClose', sport: 'football', matchId: 5003, roomId: 104 },
    { type: 'previewAdd', sport: 'football', matchId: 5002, prevMatchId: NO_PREVIOUS_MATCH, anchor: { customId: 1201, roomId: 201, avatar: '/a.png', nickname: '预告主播' } },
  ];
  const frames = [
    snapshot('football', [match('football', 5001, { statusId: 2 }), match('football', 5002), match('football', 5003, { statusId: 8 })]),
    { ...snapshot('basketball', [match('basketball', 6001, { statusId: 2 })]), seq: 2 },
    ...events.map((e, i) => ({ ...e, seq: i + 3, ts: T0 + i }) as FeedEvent),
  ];
  return fold(EMPTY_STATE, frames).state;
}

const state = feedState();
const suite = apiPerTest({ seed: true, options: { state: () => state } });

describe('hover card detail [LS-14]', () => {
  it('[LS-14] football: the incidents and statistics of the feed state', async () => {
    const r = await suite.api.call<MatchDetailData>('/v1/football/matchTliveAndIncidentsData', { matchId: 5001 });
    expect(r.envelope.code).toBe(0);
    expect(r.data.incidents).toEqual(INCIDENTS);
    expect(r.data.stats).toEqual([...STATS].sort((a, b) => a.type - b.type)); // the fold keeps stats by type
  });

  it('[LS-14] a listed match without detail frames answers empty lists', async () => {
    const r = await suite.api.call<MatchDetailData>('/v1/football/matchTliveAndIncidentsData', { matchId: 5002 });
    expect(r.data).toEqual({ incidents: [], stats: [], tlive: [] });
  });

  it('[LS-14] basketball: stats and text live; a football id is unknown there', async () => {
    const r = await suite.api.call<{ stats: unknown[]; tlive: { data: string }[] }>('/v1/basketball/matchStatAndTlive', { matchId: 6001 });
    expect(r.data.stats).toEqual([{ type: 1, home: 3, away: 1 }]);
    expect(r.data.tlive.map((t) => t.data)).toEqual(['比赛开始']);
    const wrongSport = await suite.api.call('/v1/basketball/matchStatAndTlive', { matchId: 5001 });
    expect([wrongSport.status, wrongSport.envelope.code, wrongSport.envelope.msg]).toEqual([404, API_CODE.notFound, '比赛不存在']);
  });

  it('[LS-14] unknown match → 40007; bad bodies → 40001 with a plain message', async () => {
    const unknown = await suite.api.call('/v1/football/matchTliveAndIncidentsData', { matchId: 999_999 });
    expect([unknown.status, unknown.envelope.code, unknown.envelope.data]).toEqual([404, API_CODE.notFound, null]);
    const missing = await suite.api.call('/v1/football/matchTliveAndIncidentsData', {});
    expect([missing.status, missing.envelope.code, missing.envelope.msg]).toEqual([400, API_CODE.validation, '请填写比赛']);
    const text = await suite.api.call('/v1/football/matchTliveAndIncidentsData', { matchId: 'abc' });
    expect([text.status, text.envelope.code]).toEqual([400, API_CODE.validation]);
    const negative = await suite.api.call('/v1/basketball/matchStatAndTlive', { matchId: -3 });
    expect(negative.envelope.code).toBe(API_CODE.validation);
  });
});

describe('streams of one match [LS-13]', () => {
  it('[LS-13] getMatchLiving: live rooms with room and anchor info, then previews', async () => {
    const r = await suite.api.call<Livings>('/v1/match/getMatchLiving', { matchId: 5001, sportType: 1 });
    expect(r.data.livings.map((e) => [e.roomId, e.roomName, e.anchorName, e.living, e.anchorLevel])).toEqual([
      [101, '房间101', '主播甲', true, 5], [102, '房间102', '主播乙', true, 5],
    ]);
    expect(r.data.livings[0].match).toMatchObject({ matchId: 5001, sportType: 1, homeTeamName: '球队11', awayTeamName: '球队14' });
    expect(r.data.previews).toEqual([]);
    const previewed = await suite.api.call<Livings>('/v1/match/getMatchLiving', { matchId: 5002, sportType: 1 });
    expect(previewed.data.livings).toEqual([]);
    expect(previewed.data.previews).toMatchObject([{ roomId: 201, anchorCustomId: 1201, anchorName: '预告主播', anchorAvatar: '/a.png', living: false, roomName: '' }]);
  });

  it('[LS-13] a match without streams answers empty lists; unknown match 40007; sportType required', async () => {
    const none = await suite.api.call<Livings>('/v1/match/getMatchLiving', { matchId: 5003, sportType: 1 });
    expect(none.data).toEqual({ livings: [], previews: [] });
    const unknown = await suite.api.call('/v1/match/getMatchLiving', { matchId: 5001, sportType: 2 });
    expect(unknown.envelope.code).toBe(API_CODE.notFound);
    const bad = await suite.api.call('/v1/match/getMatchLiving', { matchId: 5001 });
    expect([bad.status, bad.envelope.code, bad.envelope.msg]).toEqual([400, API_CODE.validation, '请填写运动类型']);
  });
});

describe('recommendation carousel [AN-1]', () => {
  it('[AN-1] recommend: every live room, most watched first, and the previews; bios from the accounts', async () => {
    const r = await suite.api.call<Livings>('/v1/living/recommend', { showCount: 10 });
    expect(r.data.livings.map((e) => e.roomId)).toEqual([102, 101, bio.roomId]);
    expect(r.data.previews.map((e) => e.anchorCustomId)).toEqual([1201]);
    const demo = r.data.livings.find((e) => e.anchorCustomId === bio.customerId)!;
    expect(demo.description).toMatch(/^二十年看球经验/);
    expect(r.data.livings.find((e) => e.roomId === 101)!.description).toBe('');
  });

  it('[AN-1] recommend: showCount caps each list, sportType keeps one sport, defaults to 10', async () => {
    const capped = await suite.api.call<Livings>('/v1/living/recommend', { showCount: 1 });
    expect(capped.data.livings.map((e) => e.roomId)).toEqual([102]);
    const basketball = await suite.api.call<Livings>('/v1/living/recommend', { showCount: 10, sportType: 2 });
    expect(basketball.data.livings.map((e) => e.roomId)).toEqual([bio.roomId]);
    expect(basketball.data.previews).toEqual([]);
    const defaults = await suite.api.call<Livings>('/v1/living/recommend');
    expect(defaults.data.livings).toHaveLength(3);
  });

  it('[AN-1] recommend: a showCount out of 1–50 or a bad sportType is 40001', async () => {
    for (const body of [{ showCount: 0 }, { showCount: 51 }, { showCount: 'many' }]) {
      const r = await suite.api.call('/v1/living/recommend', body);
      expect([r.status, r.envelope.code, r.envelope.msg]).toEqual([400, API_CODE.validation, '展示数量应为1-50']);
    }
    expect((await suite.api.call('/v1/living/recommend', { showCount: 3, sportType: 3 })).envelope.code).toBe(API_CODE.validation);
  });

  it('[AN-1] anchor/top: anchors of every known room, live or not, by subscribers', async () => {
    const r = await suite.api.call<{ anchors: LivingEntry[] }>('/anchor/top', { showCount: 3 });
    expect(r.data.anchors.map((e) => [e.anchorCustomId, e.living, e.setCount])).toEqual([
      [1104, false, 99_000], [1102, true, 20], [1101, true, 10],
    ]);
    expect(r.data.anchors[0].match).toMatchObject({ matchId: 5003, statusId: 8 });
  });
});
