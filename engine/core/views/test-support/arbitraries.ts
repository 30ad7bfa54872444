// fast-check arbitraries for the views' property tests: random feeds over a small world (ids collide the way a
// real day does), kick-off times around the day boundaries the sections care about, and view specs/contexts.
import fc from 'fast-check';
import type { FeedEvent, ListSnapshot, RoomInit } from '../../events';
import type { AnchorBrief, Competition, Match, Team } from '../../model';
import type { Sport } from '../../sport';
import { BASKETBALL_TABS, FOOTBALL_TABS } from '../tabs';
import type { DayList, DisplayFlags, ListKind, ViewContext, ViewSpec } from '../view-spec';
import { DAY_START, HOUR } from './builders';

const DAY = 24 * HOUR;
/** Enough matches for a section to pass the focus list's limits [LS-4]; deltas mostly hit the first dozen. */
export const MATCH_IDS = Array.from({ length: 36 }, (_, i) => i + 1);
const HOT_IDS = MATCH_IDS.slice(0, 12);
const DAY_ONLY_IDS = [51, 52, 53];
const COMPETITION_IDS = [1, 2, 3, 4];
const TEAM_IDS = [11, 12, 13, 14];
const ROOM_IDS = [101, 102, 103];
const ANCHOR_IDS = [201, 202, 203];

const sec = (ms: number) => Math.floor(ms / 1000);
/** Kick-offs on and around the edges of yesterday, today, tomorrow and later (ties included), mostly today. */
const matchTimeArb = fc.oneof(
  fc.constantFrom(...[-DAY, -1000, 0, 12 * HOUR, DAY - 1000, DAY, 2 * DAY - 1000, 2 * DAY, 3 * DAY].map((d) => sec(DAY_START + d))),
  { weight: 2, arbitrary: fc.integer({ min: sec(DAY_START), max: sec(DAY_START + DAY) }) },
  fc.integer({ min: sec(DAY_START - DAY), max: sec(DAY_START + 4 * DAY) }),
);
const goingTimeArb = fc.oneof(fc.constant(0), fc.integer({ min: sec(DAY_START), max: sec(DAY_START + DAY) }));
/** Every status, with not started and going common so those sections fill up. */
const statusArb = (sport: Sport) => fc.oneof(
  { weight: 3, arbitrary: fc.nat(sport === 'football' ? 13 : 15) },
  { weight: 2, arbitrary: fc.constant(1) },
  { weight: 1, arbitrary: fc.constant(sport === 'football' ? 2 : 4) },
);
const scoresArb = (sport: Sport) => fc.array(fc.nat(sport === 'football' ? 5 : 40), { minLength: 5, maxLength: 5 });

export const competitionArb = (id: number): fc.Arbitrary<Competition> => fc.record({
  id: fc.constant(id), name: fc.constantFrom(`联赛${id}`, `杯赛${id}`), shortName: fc.constantFrom('', `联${id}`),
  logo: fc.constant(''), color: fc.constantFrom('#1e90ff', '#c0392b'), initial: fc.constant('L'), firstTier: fc.boolean(),
  hot: fc.boolean(),
});
const teamArb = (id: number): fc.Arbitrary<Team> => fc.record({
  id: fc.constant(id), name: fc.constantFrom(`球队${id}`, `新队${id}`), logo: fc.constant(''), position: fc.nat(3),
});
const briefArb: fc.Arbitrary<AnchorBrief> = fc.record({
  customId: fc.constantFrom(...ANCHOR_IDS), roomId: fc.constantFrom(...ROOM_IDS), avatar: fc.constant(''), nickname: fc.constant('主播'),
});

const LOTTERY_IDS: Record<Sport, string[]> = { football: ['101', '301', '404', '401'], basketball: ['201'] };

export function matchArb(sport: Sport, id: number): fc.Arbitrary<Match> {
  return fc.record({
    id: fc.constant(id), sport: fc.constant(sport), competitionId: fc.constantFrom(...COMPETITION_IDS),
    homeTeamId: fc.constantFrom(...TEAM_IDS), awayTeamId: fc.constantFrom(...TEAM_IDS), matchTime: matchTimeArb,
    statusId: statusArb(sport), goingTime: goingTimeArb, peopleNum: fc.nat(12_000), hasLineup: fc.boolean(),
    ncaa: sport === 'basketball' ? fc.boolean() : fc.constant(false), kind: fc.constant(0), stageId: fc.constant(0),
    seasonId: fc.constant(0), homePosition: fc.nat(3), awayPosition: fc.nat(3), note: fc.constant(''), remark: fc.constant(''),
    homeScores: scoresArb(sport), awayScores: scoresArb(sport), homeOverTime: fc.constant([]), awayOverTime: fc.constant([]),
    lotteries: fc.dictionary(fc.constantFrom(...LOTTERY_IDS[sport]), fc.constantFrom('周六001', '北单012')) as fc.Arbitrary<Record<number, string>>,
    living: fc.uniqueArray(briefArb, { maxLength: 2, selector: (a) => a.roomId }),
    preview: fc.uniqueArray(briefArb, { maxLength: 2, selector: (a) => a.customId }),
    varUntil: fc.constant(0),
    clockSeconds: fc.constant(0),
    extraHalf: fc.constant(0),
  });
}

const listOf = <T>(ids: readonly number[], arb: (id: number) => fc.Arbitrary<T>) => fc.tuple(...ids.map(arb));

type Unstamped<E> = E extends FeedEvent ? Omit<E, 'seq' | 'ts'> : never;
export type Delta = Unstamped<FeedEvent>;

export function snapshotArb(sport: Sport): fc.Arbitrary<Unstamped<ListSnapshot>> {
  return fc.record({
    matches: fc.oneof(fc.subarray(MATCH_IDS, { minLength: 24 }), fc.subarray(MATCH_IDS)).chain((ids) => listOf(ids, (id) => matchArb(sport, id))),
    // Now and then a competition is missing: its matches fall out of first-tier tabs (or back on a day list's copy).
    competitions: fc.oneof({ weight: 3, arbitrary: fc.constant(COMPETITION_IDS) }, fc.subarray(COMPETITION_IDS)).chain((ids) => listOf(ids, competitionArb)),
    teams: listOf(TEAM_IDS, teamArb),
  }).map((r) => ({ type: 'listSnapshot' as const, sport, stream: 'views', rooms: [], ...r }));
}

const roomArb = (sport: Sport): fc.Arbitrary<RoomInit> => fc.record({
  roomId: fc.constantFrom(...ROOM_IDS), roomName: fc.constant('直播间'), coverPicture: fc.constant(''), hxRoomId: fc.constant(''),
  notice: fc.constant(''), viewCount: fc.nat(100), setCount: fc.constant(0),
  anchor: fc.record({ customId: fc.constantFrom(...ANCHOR_IDS), name: fc.constant('主播'), avatar: fc.constant(''), level: fc.constant(1), identify: fc.constant(1) }),
  sport: fc.constant(sport), matchId: fc.constantFrom(...MATCH_IDS),
});

export function deltaArb(sport: Sport): fc.Arbitrary<Delta> {
  const idArb = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...HOT_IDS) }, fc.constantFrom(...MATCH_IDS));
  const m = { sport: fc.constant(sport), matchId: idArb };
  const upsert = fc.tuple(idArb.chain((id) => matchArb(sport, id)), fc.constantFrom(...COMPETITION_IDS).chain(competitionArb))
    .chain(([match, c]) => fc.tuple(teamArb(match.homeTeamId), teamArb(match.awayTeamId)).map(([homeTeam, awayTeam]) => ({
      type: 'matchUpsert' as const, sport, match: { ...match, competitionId: c.id }, competition: c, homeTeam, awayTeam,
    })));
  return fc.oneof(
    { weight: 8, arbitrary: fc.record({ type: fc.constant('score' as const), ...m, clockSeconds: sport === 'basketball' ? fc.nat(720) : fc.constant(0), statusId: statusArb(sport), goingTime: goingTimeArb, homeScores: scoresArb(sport), awayScores: scoresArb(sport), homeOverTime: fc.constant([]), awayOverTime: fc.constant([]), note: fc.constant('') }) },
    { weight: 6, arbitrary: fc.record({ type: fc.constant('status' as const), ...m, clockSeconds: sport === 'basketball' ? fc.nat(720) : fc.constant(0), statusId: statusArb(sport), goingTime: goingTimeArb }) },
    { weight: 3, arbitrary: upsert },
    { weight: 1, arbitrary: snapshotArb(sport) },
    { weight: 3, arbitrary: roomArb(sport).map((room) => ({ type: 'streamStart' as const, room })) },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('streamClose' as const), ...m, roomId: fc.constantFrom(...ROOM_IDS) }) },
    { weight: 2, arbitrary: fc.tuple(roomArb(sport), fc.constantFrom(...MATCH_IDS)).map(([room, prevMatchId]) => ({ type: 'matchSwitch' as const, prevMatchId, room })) },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('previewAdd' as const), ...m, prevMatchId: fc.constantFrom(-1, ...MATCH_IDS), anchor: briefArb }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('previewRemove' as const), ...m, anchor: briefArb }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('var' as const), ...m, check: fc.record({ reason: fc.constant(1), result: fc.nat(2), position: fc.nat(2), time: fc.nat(90) }) }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('stats' as const), ...m, mode: fc.constant('merge' as const), items: fc.constant([{ type: 2, home: 3, away: 1 }]) }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('roomInfo' as const), roomId: fc.constantFrom(...ROOM_IDS), patch: fc.record({ viewCount: fc.nat(100) }) }) },
  ) as fc.Arbitrary<Delta>;
}

/** Consecutive seqs from 1 and non-decreasing ts from the day start. */
export function stamp(events: readonly Delta[], startTs = DAY_START): FeedEvent[] {
  return events.map((e, i) => ({ ...e, seq: i + 1, ts: startTs + i * 1000 }) as FeedEvent);
}

/** A day's feed: both snapshots, then random deltas of both sports. */
export const feedArb: fc.Arbitrary<FeedEvent[]> = fc
  .tuple(snapshotArb('football'), snapshotArb('basketball'),
    fc.array(fc.constantFrom<Sport>('football', 'basketball').chain(deltaArb), { minLength: 5, maxLength: 60, size: 'medium' }))
  .map(([f, b, deltas]) => stamp([f, b, ...deltas]));

/** Cut points splitting a feed into batches. */
export const cutsArb = fc.array(fc.nat(80), { maxLength: 8 });

const displayArb: fc.Arbitrary<DisplayFlags> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ allDisplayed: true, completed: true, inProgress: true, noStart: true }) },
  fc.record({ allDisplayed: fc.boolean(), completed: fc.boolean(), inProgress: fc.boolean(), noStart: fc.boolean() }),
);

export const viewSpecArb: fc.Arbitrary<ViewSpec> = fc.record({
  sport: fc.constantFrom<Sport>('football', 'basketball'),
  list: fc.constantFrom<ListKind>('today', 'focus', 'followed', 'day'),
  competitions: fc.option(fc.subarray(COMPETITION_IDS, { minLength: 1 }).map((ids) => new Set(ids)), { nil: undefined, freq: 2 }),
  display: displayArb,
  sortDirection: fc.constantFrom('order' as const, 'reverse' as const),
}).chain((base) => (base.sport === 'football'
  ? fc.constantFrom(...FOOTBALL_TABS).map((tab): ViewSpec => ({ ...base, sport: 'football', tab }))
  : fc.constantFrom(...BASKETBALL_TABS).map((tab): ViewSpec => ({ ...base, sport: 'basketball', tab }))));

export function dayListArb(sport: Sport): fc.Arbitrary<DayList> {
  return fc.tuple(fc.subarray([...MATCH_IDS, ...DAY_ONLY_IDS], { minLength: 4 }).chain((ids) => listOf(ids, (id) => matchArb(sport, id))), listOf([...COMPETITION_IDS, 5], competitionArb))
    .map(([matches, competitions]) => ({
      matches: Object.fromEntries(matches.map((x) => [x.id, x])),
      competitions: Object.fromEntries(competitions.map((c) => [c.id, c])),
    }));
}

/** Pins and follows, long enough to pass the 10 rows the focus list keeps before its first divider [LS-4]. */
const idsArb = fc.oneof(
  fc.array(fc.constantFrom(...HOT_IDS, ...DAY_ONLY_IDS, 99), { maxLength: 6 }),
  fc.array(fc.constantFrom(...MATCH_IDS, ...DAY_ONLY_IDS), { minLength: 8, maxLength: 30 }),
);

/** Contexts the batches cycle through: pins, follows and day boundary change now and then; the day list mostly stays. */
export function contextsArb(sport: Sport): fc.Arbitrary<ViewContext[]> {
  const dayStartArb = fc.oneof({ weight: 4, arbitrary: fc.constant(DAY_START) }, { weight: 1, arbitrary: fc.constantFrom(DAY_START - DAY, DAY_START + DAY, DAY_START + 6 * HOUR) });
  const ctxArb = fc.record({ dayStart: dayStartArb, pinned: idsArb, followed: idsArb.map((ids) => new Set(ids)), other: fc.boolean(), reorder: fc.boolean() });
  return fc.tuple(dayListArb(sport), fc.option(dayListArb(sport), { nil: undefined }), fc.array(ctxArb, { minLength: 1, maxLength: 4 }))
    .map(([day, otherDay, ctxs]) => ctxs.map(({ other, reorder, ...c }, i) => ({
      ...c,
      // Re-pinning the same matches in another order moves rows without touching any match.
      pinned: reorder && i > 0 ? [...ctxs[i - 1].pinned].reverse() : c.pinned,
      day: other && otherDay ? otherDay : day,
    })));
}

/** Unfiltered today/focus lists, so sections and the pinned block grow past the focus limits [LS-4]. */
export const bigViewSpecArb: fc.Arbitrary<ViewSpec> = fc.record({
  sport: fc.constantFrom<Sport>('football', 'basketball'),
  list: fc.constantFrom<ListKind>('focus', 'today'),
  display: fc.constant({ allDisplayed: true, completed: true, inProgress: true, noStart: true }),
  sortDirection: fc.constantFrom('order' as const, 'reverse' as const),
}).map((base): ViewSpec => (base.sport === 'football' ? { ...base, sport: 'football', tab: 'all' } : { ...base, sport: 'basketball', tab: 'allBasketball' }));
