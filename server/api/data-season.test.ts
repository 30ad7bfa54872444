// 资料库's season calls over the /api plugin — comp/recent, comp/datas, football's team/hot, basketball's
// comp/futureMatches and team/futureMatches — on a generated day folded to 22:00 Beijing (some matches finished,
// some going, some to come) with the seasons of the same seed, day and counts: each agrees with the feed's state
// and with the calls the pages already make (comp/tables, comp/matches, team/matches, team/info).
import fc from 'fast-check';
import type { Static } from 'typebox';
import { describe, expect, it } from 'vitest';
import type { CompDatas, CompInfo, CompMatches, CompTables, DataMatch, HotTeam, RecentCompetition, TeamInfo, TeamMatches } from '../../contract';
import { API_CODE } from '../../contract';
import type { Sport } from '../../engine/core';
import { SPORTS, statusGroup } from '../../engine/core';
import { demoCatalog } from '../db/demo-catalog';
import { dataDaySuite } from './test-support/data-day';

const { state, call, data } = dataDaySuite();
const EPL = 1001;
const NBA = 2001;
type Datas = Static<typeof CompDatas>;
type Match = Static<typeof DataMatch>;

const todayOf = (sport: Sport) => Object.values(state[sport].matches);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('资料库: comp/recent', () => {
  it('the competitions playing today, each with its matches of the day and those going and finished in the feed\'s state; going first (both sports)', async () => {
    for (const sport of SPORTS) {
      const recent = await data<Static<typeof RecentCompetition>[]>(`/v1/${sport}/comp/recent`, { size: 50 });
      const playing = new Set(todayOf(sport).map((m) => m.competitionId));
      expect(recent.length).toBeGreaterThan(0);
      expect(new Set(recent.map((r) => r.competition.competitionId))).toEqual(playing);
      for (const r of recent) {
        const ms = todayOf(sport).filter((m) => m.competitionId === r.competition.competitionId);
        expect(r).toMatchObject({
          matches: ms.length,
          going: ms.filter((m) => statusGroup(sport, m.statusId) === 'going').length,
          finished: ms.filter((m) => statusGroup(sport, m.statusId) === 'finish').length,
        });
      }
      for (let i = 1; i < recent.length; i += 1) {
        const [a, b] = [recent[i - 1], recent[i]];
        expect(a.going > b.going || (a.going === b.going && a.matches >= b.matches)).toBe(true);
      }
      expect((await data<unknown[]>(`/v1/${sport}/comp/recent`, { size: 2 })).length).toBeLessThanOrEqual(2);
    }
  });
});

describe('资料库: comp/datas', () => {
  it('property: a season\'s figures are its table\'s — played is half the rows\' matches, goals their goals, wins and draws add up to played, best attack and defence the table\'s (every league season, both sports)', async () => {
    const cases: { sport: Sport; competitionId: number; seasonId: number }[] = [];
    for (const [sport, competitionId] of [['football', EPL], ['football', 1002], ['football', 1003], ['basketball', NBA]] as const) {
      const info = await data<Static<typeof CompInfo>>(`/v1/${sport}/comp/info`, { competitionId });
      for (const s of info.seasons) cases.push({ sport, competitionId, seasonId: s.seasonId });
    }
    await fc.assert(fc.asyncProperty(fc.constantFrom(...cases), async ({ sport, competitionId, seasonId }) => {
      const body = { competitionId, seasonId };
      const [d, t] = [await data<Datas>(`/v1/${sport}/comp/datas`, body), await data<Static<typeof CompTables>>(`/v1/${sport}/comp/tables`, body)];
      const rows = t.tables.flatMap((x) => x.rows);
      expect(d.seasonId).toBe(seasonId);
      expect(d.played * 2).toBe(sum(rows.map((r) => r.played)));
      expect(d.goals).toBe(sum(rows.map((r) => r.goals)));
      expect(d.goals).toBe(d.homeGoals + d.awayGoals);
      expect(d.homeWins + d.draws + d.awayWins).toBe(d.played);
      expect(d.homeWins + d.awayWins).toBe(sum(rows.map((r) => r.won)));
      if (sport === 'basketball') expect(d.draws).toBe(0);
      expect(d.played).toBeLessThanOrEqual(d.matches);
      expect(d.average).toBeCloseTo(d.played ? d.goals / d.played : 0, 2);
      expect(d.bestAttack?.value).toBe(Math.max(...rows.map((r) => r.goals)));
      expect(d.bestDefence?.value).toBe(Math.min(...rows.map((r) => r.goalsAgainst)));
      const total = (m: Match | null) => (m ? m.homeScore + m.awayScore : -1);
      const margin = (m: Match | null) => (m ? Math.abs(m.homeScore - m.awayScore) : -1);
      // No result of the season scores more, or wins by more, than the ones named (its rounds' matches).
      const info = await data<Static<typeof CompInfo>>(`/v1/${sport}/comp/info`, body);
      const round = await data<Static<typeof CompMatches>>(`/v1/${sport}/comp/matches`, { ...body, round: 1 + (seasonId % Math.max(1, info.roundCount)) });
      for (const m of round.matches.filter((x) => statusGroup(sport, x.statusId) === 'finish')) {
        expect(m.homeScore + m.awayScore).toBeLessThanOrEqual(total(d.highestScoring));
        expect(Math.abs(m.homeScore - m.awayScore)).toBeLessThanOrEqual(margin(d.widestMargin));
      }
    }), { numRuns: 8 });
  });

  it('a past season is played out (every match a result), a knockout cup\'s without a best attack or defence; an unknown competition is 40007 赛事不存在, a season it has not 40007 赛季不存在', async () => {
    const info = await data<Static<typeof CompInfo>>('/v1/football/comp/info', { competitionId: EPL });
    const past = await data<Datas>('/v1/football/comp/datas', { competitionId: EPL, seasonId: info.seasons[1].seasonId });
    expect([past.played, past.matches]).toEqual([380, 380]);
    const unknown = await call('/v1/football/comp/datas', { competitionId: 999 });
    expect([unknown.envelope.code, unknown.envelope.msg]).toEqual([API_CODE.notFound, '赛事不存在']);
    const season = await call('/v1/basketball/comp/datas', { competitionId: NBA, seasonId: 1 });
    expect([season.envelope.code, season.envelope.msg]).toEqual([API_CODE.notFound, '赛季不存在']);
    // A knockout cup has no table, so no best attack or defence; its past season's 15 ties are all played.
    const cupInfo = await data<Static<typeof CompInfo>>('/v1/football/comp/info', { competitionId: 1042 });
    const cup = await data<Datas>('/v1/football/comp/datas', { competitionId: 1042, seasonId: cupInfo.seasons[1].seasonId });
    expect([cup.bestAttack, cup.bestDefence, cup.played]).toEqual([null, null, cup.matches]);
    expect(cup.played).toBeGreaterThanOrEqual(15);
    const missing = await call('/v1/football/comp/datas', {});
    expect([missing.envelope.code, missing.envelope.msg]).toEqual([API_CODE.validation, '请选择赛事']);
  });
});

describe('资料库: football team/hot', () => {
  it('the follow menu\'s hot teams (the demo catalogue\'s), each with its league and its place in team/info\'s table', async () => {
    const hot = await data<Static<typeof HotTeam>[]>('/v1/football/team/hot', { size: 50 });
    const followMenu = demoCatalog().filter((c) => c.scope === 1 && c.type === 2 && c.hot).map((c) => c.id);
    expect(hot.map((h) => h.team.teamId).sort((a, b) => a - b)).toEqual([...followMenu].sort((a, b) => a - b));
    for (const h of hot.slice(0, 4)) {
      const info = await data<Static<typeof TeamInfo>>('/v1/football/team/info', { teamId: h.team.teamId });
      expect(h.league?.competitionId).toBe(info.league?.competitionId);
      expect(h.position).toBe(info.standing?.position ?? 0);
    }
    expect((await data<unknown[]>('/v1/football/team/hot', {})).length).toBe(Math.min(20, followMenu.length));
    expect((await call('/v1/basketball/team/hot', {})).status).toBe(404);
  });
});

describe('资料库: basketball comp/futureMatches and team/futureMatches', () => {
  it('the matches to come, soonest first: a competition\'s are its rounds\' not-started ones, a team\'s are team/matches\' upcoming; unknown ids 40007', async () => {
    const future = await data<Match[]>('/v1/basketball/comp/futureMatches', { competitionId: NBA, size: 50 });
    expect(future.length).toBe(50);
    for (const m of future) expect(statusGroup('basketball', m.statusId)).toBe('no_start');
    for (let i = 1; i < future.length; i += 1) expect(future[i].matchTime).toBeGreaterThanOrEqual(future[i - 1].matchTime);
    const round = await data<Static<typeof CompMatches>>('/v1/basketball/comp/matches', { competitionId: NBA, round: future[0].round });
    expect(round.matches).toContainEqual(future[0]);
    expect((await data<Match[]>('/v1/basketball/comp/futureMatches', { competitionId: NBA })).length).toBe(10);
    const info = await data<Static<typeof CompInfo>>('/v1/basketball/comp/info', { competitionId: NBA });
    expect(await data<Match[]>('/v1/basketball/comp/futureMatches', { competitionId: NBA, seasonId: info.seasons[1].seasonId })).toEqual([]);

    const teamId = future[0].homeTeam.teamId;
    const team = await data<Match[]>('/v1/basketball/team/futureMatches', { teamId });
    const matches = await data<Static<typeof TeamMatches>>('/v1/basketball/team/matches', { teamId });
    expect(team).toEqual(matches.upcoming.slice(0, 10));
    expect(team[0]).toEqual(future.find((m) => m.homeTeam.teamId === teamId || m.awayTeam.teamId === teamId));

    const unknownTeam = await call('/v1/basketball/team/futureMatches', { teamId: 1 });
    expect([unknownTeam.envelope.code, unknownTeam.envelope.msg]).toEqual([API_CODE.notFound, '球队不存在']);
    const unknownComp = await call('/v1/basketball/comp/futureMatches', { competitionId: 999 });
    expect([unknownComp.envelope.code, unknownComp.envelope.msg]).toEqual([API_CODE.notFound, '赛事不存在']);
  });
});
