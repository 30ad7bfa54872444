// fast-check arbitraries for feed events over a small world of matches, rooms and anchors, so random streams
// hit the same ids often (score changes, stream switches and previews collide the way a real day does).
import fc from 'fast-check';
import type {
  FeedEvent, ListSnapshot, RoomInit, Unstamped,
} from '../events';
import type { AnchorBrief, Competition, Match, Team } from '../model';
import type { Sport } from '../sport';
import { withListBytes } from './list-bytes';

const MATCH_IDS = [1, 2, 3, 4, 5, 6];
const ROOM_IDS = [101, 102, 103];
const ANCHOR_IDS = [201, 202, 203];
const DAY = 1_795_000_000; // unix s

export const sportArb: fc.Arbitrary<Sport> = fc.constantFrom('football', 'basketball');

export function competition(id: number): Competition {
  return { id, name: `联赛${id}`, shortName: `L${id}`, logo: '', color: '#336699', initial: 'L', firstTier: id % 2 === 0, hot: id === 2 };
}

export function team(id: number): Team {
  return { id, name: `球队${id}`, logo: '', position: id % 20 };
}

function scoresArb(sport: Sport): fc.Arbitrary<number[]> {
  return sport === 'football'
    ? fc.oneof(fc.array(fc.nat(9), { minLength: 5, maxLength: 5 }), fc.array(fc.nat(9), { minLength: 7, maxLength: 7 }))
    : fc.array(fc.nat(60), { minLength: 5, maxLength: 5 });
}

const statusArb = (sport: Sport) => fc.nat(sport === 'football' ? 13 : 15);

const briefArb: fc.Arbitrary<AnchorBrief> = fc.record({
  customId: fc.constantFrom(...ANCHOR_IDS),
  roomId: fc.constantFrom(...ROOM_IDS),
  avatar: fc.constantFrom('', '/a/1.png'),
  nickname: fc.constantFrom('小明', '老王'),
});

export function matchArb(sport: Sport, id: number): fc.Arbitrary<Match> {
  return fc.record({
    id: fc.constant(id),
    sport: fc.constant(sport),
    competitionId: fc.constantFrom(1, 2, 3),
    homeTeamId: fc.constantFrom(11, 12, 13),
    awayTeamId: fc.constantFrom(14, 15, 16),
    matchTime: fc.integer({ min: DAY, max: DAY + 86_400 }),
    statusId: statusArb(sport),
    goingTime: fc.integer({ min: DAY, max: DAY + 86_400 }),
    peopleNum: fc.nat(20_000),
    hasLineup: fc.boolean(),
    ncaa: sport === 'basketball' ? fc.boolean() : fc.constant(false),
    kind: fc.nat(3),
    stageId: fc.nat(5),
    seasonId: fc.nat(5),
    homePosition: fc.nat(20),
    awayPosition: fc.nat(20),
    note: fc.constantFrom('', '加时'),
    remark: fc.constantFrom('', '中立场'),
    homeScores: scoresArb(sport),
    awayScores: scoresArb(sport),
    homeOverTime: sport === 'basketball' ? fc.array(fc.nat(20), { maxLength: 2 }) : fc.constant([]),
    awayOverTime: sport === 'basketball' ? fc.array(fc.nat(20), { maxLength: 2 }) : fc.constant([]),
    lotteries: sport === 'football'
      ? fc.dictionary(fc.constantFrom('101', '301', '401'), fc.constantFrom('周六001', '北单012')).map((d) => d as unknown as Record<number, string>)
      : fc.constantFrom({}, { 201: '周六301' } as Record<number, string>),
    living: fc.uniqueArray(briefArb, { maxLength: 2, selector: (a) => a.roomId }),
    preview: fc.uniqueArray(briefArb, { maxLength: 2, selector: (a) => a.customId }),
    varUntil: fc.constant(0),
    clockSeconds: sport === 'basketball' ? fc.nat(720) : fc.constant(0),
    extraHalf: fc.constant(0),
  });
}

export function snapshotArb(sport: Sport, stream = 'st'): fc.Arbitrary<Omit<ListSnapshot, 'seq' | 'ts'>> {
  return fc.subarray(MATCH_IDS, { minLength: 1 })
    .chain((ids) => fc.tuple(...ids.map((id) => matchArb(sport, id))))
    .map((matches) => ({
      type: 'listSnapshot' as const, sport, stream,
      competitions: [1, 2, 3].map(competition),
      teams: [11, 12, 13, 14, 15, 16].map(team),
      matches, rooms: [],
    }));
}

const roomInitArb: fc.Arbitrary<RoomInit> = fc.record({
  roomId: fc.constantFrom(...ROOM_IDS),
  roomName: fc.constantFrom('精彩直播', '带你看球'),
  coverPicture: fc.constant(''),
  hxRoomId: fc.constant('hx1'),
  notice: fc.constant(''),
  viewCount: fc.nat(10_000),
  setCount: fc.nat(10),
  anchor: fc.record({
    customId: fc.constantFrom(...ANCHOR_IDS), name: fc.constantFrom('小明', '老王'), avatar: fc.constant(''),
    level: fc.nat(30), identify: fc.nat(2),
  }),
  sport: sportArb,
  matchId: fc.constantFrom(...MATCH_IDS),
});

type Delta = Unstamped;

const matchIdArb = fc.constantFrom(...MATCH_IDS, 99);

/** One random frame of the sport (list, detail and room events) on the world's matches. */
export function deltaArb(sport: Sport): fc.Arbitrary<Delta> {
  const m = { sport: fc.constant(sport), matchId: matchIdArb };
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ type: fc.constant('score' as const), ...m, clockSeconds: sport === 'basketball' ? fc.nat(720) : fc.constant(0), statusId: statusArb(sport), goingTime: fc.integer({ min: DAY, max: DAY + 86_400 }), homeScores: scoresArb(sport), awayScores: scoresArb(sport), homeOverTime: fc.constant([]), awayOverTime: fc.constant([]), note: fc.constant('') }) },
    { weight: 3, arbitrary: fc.record({ type: fc.constant('status' as const), ...m, clockSeconds: sport === 'basketball' ? fc.nat(720) : fc.constant(0), statusId: statusArb(sport), goingTime: fc.integer({ min: DAY, max: DAY + 86_400 }) }) },
    { weight: 1, arbitrary: matchIdArb.chain((id) => matchArb(sport, id)).map((match) => ({ type: 'matchUpsert' as const, sport, match, competition: competition(match.competitionId), homeTeam: team(match.homeTeamId), awayTeam: team(match.awayTeamId) })) },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('incidents' as const), ...m, mode: fc.constantFrom('replace' as const, 'append' as const), items: fc.array(fc.record({ type: fc.nat(30), position: fc.nat(2), time: fc.nat(120), addTime: fc.nat(5), homeScore: fc.nat(5), awayScore: fc.nat(5), playerName: fc.constant('梅西'), assist1Name: fc.constant(''), assist2Name: fc.constant(''), inPlayerName: fc.constant(''), outPlayerName: fc.constant(''), reasonType: fc.nat(3) }), { maxLength: 3 }) }).map(withListBytes) },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('stats' as const), ...m, mode: fc.constantFrom('replace' as const, 'merge' as const, 'clear' as const), items: fc.uniqueArray(fc.record({ type: fc.constantFrom(2, 3, 4, 21, 22, 25), home: fc.nat(20), away: fc.nat(20) }), { maxLength: 4, selector: (s) => s.type }) }) },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('textLive' as const), ...m, mode: fc.constantFrom('replace' as const, 'append' as const, 'edit' as const), items: fc.array(fc.record({ main: fc.boolean(), type: fc.nat(30), position: fc.nat(2), time: fc.constantFrom("12'", "45'+2"), data: fc.constantFrom('角球', '进球！'), index: fc.nat(5) }), { maxLength: 3 }) }).map(withListBytes) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('var' as const), ...m, check: fc.record({ reason: fc.integer({ min: 1, max: 4 }), result: fc.nat(2), position: fc.nat(2), time: fc.nat(90) }) }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('playerStats' as const), ...m, items: fc.array(fc.record({ playerId: fc.integer({ min: 1, max: 5 }), playerName: fc.constant('C罗'), position: fc.integer({ min: 1, max: 2 }), items: fc.array(fc.record({ type: fc.nat(10), home: fc.nat(10), away: fc.constant(0) }), { maxLength: 2 }) }), { maxLength: 2 }) }).map(withListBytes) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('seats' as const), ...m, mode: fc.constantFrom('replace' as const, 'take' as const, 'release' as const), anchors: fc.uniqueArray(briefArb, { maxLength: 2, selector: (a) => a.customId }) }) },
    { weight: 2, arbitrary: roomInitArb.map((room) => ({ type: 'streamStart' as const, room: { ...room, sport } })) },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('streamClose' as const), ...m, roomId: fc.constantFrom(...ROOM_IDS) }) },
    { weight: 2, arbitrary: fc.tuple(roomInitArb, fc.constantFrom(...MATCH_IDS)).map(([room, prevMatchId]) => ({ type: 'matchSwitch' as const, prevMatchId, room: { ...room, sport } })) },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('previewAdd' as const), ...m, prevMatchId: fc.constantFrom(-1, ...MATCH_IDS), anchor: briefArb }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('previewRemove' as const), ...m, anchor: briefArb }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('roomInfo' as const), roomId: fc.constantFrom(...ROOM_IDS), patch: fc.record({ roomName: fc.constantFrom('新名字', ''), viewCount: fc.nat(50_000), coverPicture: fc.constant('/c.png'), notice: fc.constant('公告') }, { requiredKeys: [] }) }) },
  ) as fc.Arbitrary<Delta>;
}

/** Stamps consecutive seqs (from 1) and non-decreasing ts. */
export function stamp(events: readonly (Delta | Omit<ListSnapshot, 'seq' | 'ts'>)[], startTs = DAY * 1000): FeedEvent[] {
  return events.map((e, i) => ({ ...e, seq: i + 1, ts: startTs + i * 1000 }) as FeedEvent);
}

/** A day's feed: both list snapshots, then random deltas, stamped with consecutive seqs. */
export const feedArb: fc.Arbitrary<FeedEvent[]> = fc
  .tuple(snapshotArb('football'), snapshotArb('basketball'), fc.array(sportArb.chain(deltaArb), { minLength: 1, maxLength: 80 }))
  .map(([f, b, deltas]) => stamp([f, b, ...deltas]));

export { DAY };
