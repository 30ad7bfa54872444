// The match centre's calls (issue #13) over the /api plugin, on a whole generated day folded from its frames (every
// match played out, odds settled) and the generator's history for the same seed and day. Answers are opened
// envelopes checked against the contract (test-api.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApiPath } from '../../contract';
import { API_CODE, CALLS } from '../../contract';
import type { LiveState, Match, Sport, StandingsResult } from '../../engine/core';
import { EMPTY_STATE, fold, rulesFromNames, SPORTS, standingsOf } from '../../engine/core';
import { generateDay } from '../../fixtures/generator';
import { BASKETBALL_CLUBS, BASKETBALL_COMPETITIONS, FOOTBALL_CLUBS, FOOTBALL_COMPETITIONS } from '../../fixtures/generator/catalog';
import { match } from '../../engine/core/test-support/builders';
import { stubLookup, T0 } from './test-support/test-api';
import { apiPerTest } from './test-support/api-per-test';

const SEED = 'centre';
const DATE = '2025-05-01'; // T0's Shanghai day: the history leads up to it
const day = generateDay({ seed: SEED, date: DATE, football: 40, basketball: 16 }); // the counts matchCentre names too
const folded: LiveState = fold(EMPTY_STATE, day.events).state;
/** A cup tie that went to penalties and is under VAR review at T0 (the day's matches may have neither). */
const SHOOTOUT_ID = 77;
const shootout = match('football', SHOOTOUT_ID, {
  statusId: 8, homeScores: [3, 1, 0, 2, 5, 3, 4, 2], awayScores: [3, 1, 1, 1, 4, 3, 2, 2], varUntil: T0 + 60_000,
  living: [{ customId: 9, roomId: 900, avatar: '/a.png', nickname: '主播' }],
});
const state: LiveState = { ...folded, football: { ...folded.football, matches: { ...folded.football.matches, [SHOOTOUT_ID]: shootout } } };
const suite = apiPerTest({
  options: {
    state: () => state, matchCentre: { seed: SEED, football: 40, basketball: 16 }, feedNow: () => T0,
    lookup: stubLookup(new Map(SPORTS.map((sport) => [sport, Object.values(state[sport].matches)]))),
  },
});

const matches = (sport: Sport) => Object.values(state[sport].matches);
const FINISHED = { football: 8, basketball: 10 } as const;

interface Quote { line: number; homeScore: number; awayScore: number }
interface Line { companyId: number; market: number; result: number; settledLine: number; opening: Quote; current: Quote; previous: Quote | null }
interface PastMatch { matchId: number; matchTime: number; homeTeamId: number; awayTeamId: number; homeScore: number; awayScore: number }
interface Summary { teamId: number; won: number; draw: number; lost: number; goals: number; goalsAgainst: number }
interface HeadToHead { matches: PastMatch[]; summary: Summary }

/** Every call that takes {matchId} (and whose other fields have defaults or are optional), with the extra fields it needs. */
const MATCH_CALLS: readonly [ApiPath, Record<string, unknown>][] = [
  ...(['football', 'basketball'] as const).flatMap((sport) => [
    [`/v1/${sport}/matchInfo`, {}], [`/v1/${sport}/matchTrendData`, {}], [`/v1/${sport}/matchStat`, {}], [`/v1/${sport}/matchOdds`, {}],
    [`/v1/${sport}/currentMatchOdds`, {}], [`/v1/${sport}/matchAllOdds`, { companyId: 1, market: 1 }],
    [`/v1/${sport}/realtimeMatchOddsChange`, {}], [`/v1/${sport}/matchAnalyse`, {}],
  ] as [ApiPath, Record<string, unknown>][]),
  ['/v1/football/matchLineup', {}], ['/v1/football/table', {}], ['/v1/basketball/matchTeamStatistic', {}],
  ['/v1/football/matchTliveAndIncidentsData', {}], ['/v1/basketball/matchStatAndTlive', {}], ['/v1/match/teamDetailHistory', {}],
];

describe('match centre: unknown ids and bad bodies', () => {
  it('an unknown matchId is 40007 比赛不存在 on every match call, never 500', async () => {
    for (const [path, extra] of MATCH_CALLS) {
      const r = await suite.api.call(path, { matchId: 987_654_321, ...extra });
      expect([path, r.envelope.code, r.envelope.msg]).toEqual([path, API_CODE.notFound, '比赛不存在']);
    }
  });

  it('a bad body is 40001 on every match-centre call, never 500', async () => {
    const bad = [{}, { matchId: 'x' }, { matchId: -1 }, { matchId: 1.5 }, { matchId: 2 ** 60 }, { homeTeamId: 'a', awayTeamId: 1 }];
    const paths = [...MATCH_CALLS.map(([p]) => p), '/v1/headToHead/football', '/v1/headToHead/basketball'] as const;
    for (const path of paths) {
      for (const body of bad) {
        const r = await suite.api.call(path, body);
        expect([path, body, r.status < 500, r.envelope.code]).toEqual([path, body, true, API_CODE.validation]);
      }
    }
    // Fields past matchId: a company id that is not a number, a market outside 1–3, a sample above 20.
    for (const [path, body] of [
      ['/v1/football/matchAllOdds', { matchId: 1, companyId: 'a', market: 1 }], ['/v1/basketball/matchAllOdds', { matchId: 1, companyId: 1, market: 9 }],
      ['/v1/football/currentMatchOdds', { matchId: 1, market: 4 }], ['/v1/basketball/matchAnalyse', { matchId: 1, halfFullSample: 21 }],
      ['/v1/headToHead/football', { homeTeamId: 1, awayTeamId: 2, size: 0 }], ['/v1/football/realtimeMatchOddsChange', { matchId: 1, since: -5 }],
    ] as const) {
      expect([path, (await suite.api.call(path, body)).envelope.code]).toEqual([path, API_CODE.validation]);
    }
  });

  it('allCompany lists the odds companies to a guest', async () => {
    const r = await suite.api.call<{ id: number; name: string }[]>('/v1/common/nm/allCompany', undefined, { method: 'GET' });
    expect(r.data.map((c) => c.name)).toEqual(['澳门', '皇冠', '易胜博', '立博', '韦德', 'bet365']);
  });

  it('every match-centre call in the contract is reachable without login', () => {
    const centre = CALLS.filter((c) => /matchInfo|Odds|matchTrendData|matchLineup|matchAnalyse|headToHead|allCompany|teamDetailHistory|\/table$|matchStat$|matchTeamStatistic/.test(c.path));
    expect(centre.length).toBe(23); // football 11, basketball 10, allCompany, teamDetailHistory
    expect(centre.filter((c) => c.auth === 'required').map((c) => c.path)).toEqual([]);
  });
});

// An oracle of its own (not engine/core's settle): a quarter line is two half stakes on its neighbours.
function halfStake(margin: number): 'win' | 'lose' | 'push' {
  return margin > 0 ? 'win' : margin < 0 ? 'lose' : 'push';
}
function expectedResult(sport: Sport, market: number, line: number, home: number, away: number): number {
  if (market === 1) return home > away ? 10 : home < away ? 20 : sport === 'football' ? 30 : -1;
  const margin = market === 2 ? (home - away) * 100 - line : (home + away) * 100 - line;
  const halves = Math.abs(line) % 50 === 25 ? [halfStake(margin + 25), halfStake(margin - 25)] : [halfStake(margin)];
  if (halves.every((h) => h === 'push')) return 40;
  return halves.includes('win') ? 10 : 20;
}
/** Football settles on 90 minutes (index 7 once extra time was played, else the score), basketball on the total. */
function settledScore(sport: Sport, m: Match): [number, number] {
  if (sport === 'football') {
    const i = m.homeScores.length > 7 ? 7 : 0;
    return [m.homeScores[i], m.awayScores[i]];
  }
  const total = (xs: readonly number[]) => xs.slice(0, 5).reduce((s, x) => s + Math.max(0, x), 0);
  return [total(m.homeScores), total(m.awayScores)];
}

describe('match centre: odds [FM-5]', () => {
  it('[FM-5] after full time every market of every company has the result code its final score gives', async () => {
    let settled = 0;
    for (const sport of ['football', 'basketball'] as const) {
      for (const m of matches(sport).filter((x) => x.statusId === FINISHED[sport])) {
        const r = await suite.api.call<{ lines: Line[] }>(`/v1/${sport}/currentMatchOdds`, { matchId: m.id });
        const [home, away] = settledScore(sport, m);
        for (const l of r.data.lines) {
          expect(l.result, `${sport} ${m.id} company ${l.companyId} market ${l.market}`).toBe(expectedResult(sport, l.market, l.settledLine, home, away));
          settled++;
        }
      }
    }
    expect(settled).toBeGreaterThan(100);
  });

  it('the four odds calls agree: matchOdds is one company, currentMatchOdds all, matchAllOdds the history, changes since a time', async () => {
    const m = matches('football').find((x) => state.football.details[x.id]?.odds.length && x.statusId === 8)!;
    const all = (await suite.api.call<{ lines: Line[] }>('/v1/football/currentMatchOdds', { matchId: m.id })).data.lines;
    expect(new Set(all.map((l) => l.companyId)).size).toBeGreaterThan(1);
    const one = (await suite.api.call<{ lines: Line[] }>('/v1/football/matchOdds', { matchId: m.id, companyId: 2 })).data.lines;
    expect(one).toEqual(all.filter((l) => l.companyId === 2));
    const handicap = (await suite.api.call<{ lines: Line[] }>('/v1/football/currentMatchOdds', { matchId: m.id, market: 2 })).data.lines;
    expect(handicap).toEqual(all.filter((l) => l.market === 2));
    const h = (await suite.api.call<{ line: Line; history: (Quote & { at: number })[] }>('/v1/football/matchAllOdds', { matchId: m.id, companyId: 1, market: 2 })).data;
    expect(h.line).toEqual(all.find((l) => l.companyId === 1 && l.market === 2));
    expect(h.history[0]).toEqual(h.line.opening);
    expect(h.history.at(-1)).toEqual(h.line.current);
    const since = h.history[0].at;
    const changes = (await suite.api.call<{ changes: { companyId: number; market: number; quote: { at: number } }[]; until: number }>('/v1/football/realtimeMatchOddsChange', { matchId: m.id, since })).data;
    expect(changes.changes.every((c) => c.quote.at > since)).toBe(true);
    expect(changes.changes.filter((c) => c.companyId === 1 && c.market === 2).length).toBe(h.history.filter((q) => q.at > since).length);
  });
});

describe('match centre: head-to-head and analysis', () => {
  const leagues = FOOTBALL_COMPETITIONS.filter((c) => c.format === 'league' && c.teams.length > 3);
  /** Two different clubs of one league whose table is theirs (Club.leagueId; history keeps one league per club). */
  const pairOf = (competitions: typeof FOOTBALL_COMPETITIONS | typeof BASKETBALL_COMPETITIONS, clubs: typeof FOOTBALL_CLUBS) => {
    const homeClubs = competitions.map((c) => c.teams.map((name) => clubs.get(name)!).filter((club) => club.leagueId === c.id)).filter((ids) => ids.length > 3);
    return fc.constantFrom(...homeClubs).chain((league) =>
      fc.tuple(fc.constantFrom(...league), fc.constantFrom(...league)).filter(([a, b]) => a !== b).map(([a, b]) => [a.id, b.id] as const));
  };
  const sportPair = fc.oneof(
    pairOf(FOOTBALL_COMPETITIONS, FOOTBALL_CLUBS).map((p) => ['football', p] as const),
    pairOf(BASKETBALL_COMPETITIONS, BASKETBALL_CLUBS).map((p) => ['basketball', p] as const),
  );

  it('head-to-head is symmetric: A vs B and B vs A list the same meetings, with the summary mirrored (both sports)', async () => {
    await fc.assert(fc.asyncProperty(sportPair, fc.integer({ min: 1, max: 12 }), async ([sport, [a, b]], size) => {
      const ab = (await suite.api.call<HeadToHead>(`/v1/headToHead/${sport}`, { homeTeamId: a, awayTeamId: b, size })).data;
      const ba = (await suite.api.call<HeadToHead>(`/v1/headToHead/${sport}`, { homeTeamId: b, awayTeamId: a, size })).data;
      expect(ab.matches.length).toBeGreaterThan(0);
      expect(ab.matches.length).toBeLessThanOrEqual(size);
      expect(ba.matches).toEqual(ab.matches);
      for (const x of ab.matches) expect([x.homeTeamId, x.awayTeamId].sort()).toEqual([a, b].sort());
      expect(ba.summary).toEqual({ teamId: b, won: ab.summary.lost, draw: ab.summary.draw, lost: ab.summary.won, goals: ab.summary.goalsAgainst, goalsAgainst: ab.summary.goals });
    }), { numRuns: 40 });
  });

  it("a match's analysis: its head-to-head is the pair's, each recent form is the team's and holds their meetings", async () => {
    const m = matches('football').find((x) => state.football.competitions[x.competitionId] && leagues.some((c) => c.id === x.competitionId))!;
    type Team = { teamId: number; recent: PastMatch[]; summary: Summary };
    const a = (await suite.api.call<{ headToHead: HeadToHead; home: Team; away: Team }>('/v1/football/matchAnalyse', { matchId: m.id, size: 20 })).data;
    const h2h = (await suite.api.call<HeadToHead>('/v1/headToHead/football', { homeTeamId: m.homeTeamId, awayTeamId: m.awayTeamId })).data;
    expect(a.headToHead).toEqual(h2h);
    expect(a.home.recent.length).toBe(20);
    expect(a.home.recent.every((r) => r.homeTeamId === m.homeTeamId || r.awayTeamId === m.homeTeamId)).toBe(true);
    // Every meeting no older than the home side's oldest recent match is in its recent form.
    const oldest = a.home.recent.at(-1)!;
    const newer = h2h.matches.filter((x) => x.matchTime >= oldest.matchTime);
    expect(newer.every((x) => a.home.recent.some((r) => r.matchId === x.matchId))).toBe(true);
    expect(a.home.summary.won + a.home.summary.draw + a.home.summary.lost).toBe(20);
  });

  it('[FM-5] basketball analysis: the difference ranges count at most 20 matches, the half/full combos at most the sample', async () => {
    const m = matches('basketball')[0];
    type Team = { differenceRanges: Record<string, number>; differenceSample: number; halfFull: Record<string, number>; halfFullSample: number };
    const a = (await suite.api.call<{ home: Team; away: Team }>('/v1/basketball/matchAnalyse', { matchId: m.id, halfFullSample: 7 })).data;
    for (const t of [a.home, a.away]) {
      const sum = (r: Record<string, number>) => Object.values(r).reduce((s, x) => s + x, 0);
      expect(sum(t.differenceRanges)).toBe(t.differenceSample);
      expect(t.differenceSample).toBeLessThanOrEqual(20);
      expect(t.halfFullSample).toBeLessThanOrEqual(7);
      expect(sum(t.halfFull)).toBeLessThanOrEqual(t.halfFullSample);
    }
  });

  it('the table of a league match holds both teams once, positions 1…n in points order', async () => {
    const m = matches('football').find((x) => leagues.some((c) => c.id === x.competitionId))!;
    const t = (await suite.api.call<{ rows: { teamId: number; position: number; points: number; played: number }[] }>('/v1/football/table', { matchId: m.id })).data;
    expect(t.rows.filter((r) => r.teamId === m.homeTeamId || r.teamId === m.awayTeamId).length).toBe(2);
    expect(t.rows.map((r) => r.position)).toEqual(t.rows.map((_, i) => i + 1));
    for (let i = 1; i < t.rows.length; i++) expect(t.rows[i].points).toBeLessThanOrEqual(t.rows[i - 1].points);
    // A double round-robin: every club played the same rounds before the day, and today's round counts once finished.
    const played = t.rows.map((r) => r.played);
    expect(Math.max(...played) - Math.min(...played)).toBeLessThanOrEqual(1);
    expect(t.rows[0].played).toBeGreaterThan(0);
    // The competition page's table of the same day, row for row.
    const page = (await suite.api.call<{ tables: { rows: ({ form: string[] } & Record<string, unknown>)[] }[] }>('/v1/football/comp/tables', { competitionId: m.competitionId })).data;
    expect(t.rows).toEqual(page.tables[0].rows.map(({ form: _form, ...row }) => row));
  });
  it("the header's ranking of each team is its league position before the day: the competition page's table of the results before today (one decision)", async () => {
    let checked = 0;
    for (const m of matches('football').filter((x) => leagues.some((c) => c.id === x.competitionId))) {
      type Side = { id: number; position: number };
      const info = (await suite.api.call<{ homeTeam: Side; awayTeam: Side }>('/v1/football/matchInfo', { matchId: m.id })).data;
      const names = (await suite.api.call<{ tieBreaks: string[] }>('/v1/football/comp/info', { competitionId: m.competitionId })).data.tieBreaks;
      const page = (await suite.api.call<{ results: StandingsResult[]; tables: { rows: { teamId: number }[] }[] }>('/v1/football/comp/tables', { competitionId: m.competitionId })).data;
      const before = standingsOf(page.results, rulesFromNames('football', names)!, page.tables[0].rows.map((r) => r.teamId));
      for (const side of [info.homeTeam, info.awayTeam]) {
        // The header carries the club's own league's position; a club visiting another league's table is not compared.
        if ([...FOOTBALL_CLUBS.values()].find((c) => c.id === side.id)?.leagueId !== m.competitionId) continue;
        expect(side.position, `match ${m.id} team ${side.id}`).toBe(before.find((r) => r.teamId === side.id)?.position);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('match centre: the live parts are the fold', () => {
  it("the header says whether the caller follows the match: 2 for a guest, 1 once followed", async () => {
    const m = matches('football')[0];
    const info = async (token?: string) =>
      (await suite.api.call<{ hasFollow: number }>('/v1/football/matchInfo', { matchId: m.id }, { token })).data.hasFollow;
    expect(await info()).toBe(2);
    const { accessToken } = await suite.api.login('13800003333');
    expect(await info(accessToken)).toBe(2);
    expect((await suite.api.call('/v1/match/follow/action', { matchId: m.id, sportType: 1, status: 1 }, { token: accessToken })).envelope.code).toBe(0);
    expect(await info(accessToken)).toBe(1);
    expect(await info()).toBe(2);
  });

  it('header, lineup and momentum of a covered football match equal its state', async () => {
    const m = matches('football').find((x) => state.football.details[x.id]?.lineup)!;
    const info = (await suite.api.call<{ homeScores: number[]; statusId: number; hasLineup: number; homeTeam: { id: number; name: string } }>('/v1/football/matchInfo', { matchId: m.id })).data;
    expect(info.homeScores).toEqual(m.homeScores);
    expect(info.statusId).toBe(m.statusId);
    expect(info.hasLineup).toBe(1);
    expect(info.homeTeam).toMatchObject({ id: m.homeTeamId, name: state.football.teams[m.homeTeamId].name });
    const lineup = (await suite.api.call<{ lineup: { home: { starters: unknown[] } } | null }>('/v1/football/matchLineup', { matchId: m.id })).data;
    expect(lineup.lineup?.home.starters.length).toBe(11);
    const trend = (await suite.api.call<{ points: { minute: number }[] }>('/v1/football/matchTrendData', { matchId: m.id })).data;
    expect(trend.points.length).toBeGreaterThanOrEqual(90);
  });

  it('[RT-3] the header carries extra time, the shoot-out, the VAR flag and the live rooms', async () => {
    const info = (await suite.api.call<Record<string, unknown>>('/v1/football/matchInfo', { matchId: SHOOTOUT_ID })).data;
    expect(info).toMatchObject({
      finalLine: '120分钟[3-3]，点球[4-2]', shootout: '点球 4-2', regularTimeScore: '2-2', homeHalfScore: 1, awayHalfScore: 1,
      var: true, varUntil: T0 + 60_000, living: [{ customId: 9, roomId: 900, avatar: '/a.png', nickname: '主播' }], preview: [],
    });
    // A match settled on 90 minutes would read the 2-2 of index 7, not the 3-3 after extra time.
    expect(settledScore('football', shootout)).toEqual([2, 2]);
  });

  it('a basketball trend ends on the final score', async () => {
    const m = matches('basketball').find((x) => x.statusId === 10)!;
    const trend = (await suite.api.call<{ points: { homeScore: number; awayScore: number; ended: boolean }[] }>('/v1/basketball/matchTrendData', { matchId: m.id })).data;
    const [home, away] = settledScore('basketball', m);
    expect(trend.points.at(-1)).toEqual(expect.objectContaining({ homeScore: home, awayScore: away, ended: true }));
  });

  it("a finished basketball match's minute trail ends on its final score and climbs in game order", async () => {
    type Trend = { scores: { period: number; left: number; homeScore: number; awayScore: number }[] };
    const m = matches('basketball').find((x) => x.statusId === 10 && x.homeOverTime.length === 0)!;
    const { scores } = (await suite.api.call<Trend>('/v1/basketball/matchTrendData', { matchId: m.id })).data;
    const [home, away] = settledScore('basketball', m);
    expect(scores.length).toBeGreaterThan(10);
    expect(scores.at(-1)).toEqual(expect.objectContaining({ homeScore: home, awayScore: away }));
    for (let i = 1; i < scores.length; i++) {
      expect(scores[i].period * 100 - scores[i].left).toBeGreaterThan(scores[i - 1].period * 100 - scores[i - 1].left);
      expect(scores[i].homeScore + scores[i].awayScore).toBeGreaterThanOrEqual(scores[i - 1].homeScore + scores[i - 1].awayScore);
    }
  });
});
