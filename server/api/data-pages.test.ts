// 资料库's calls over the /api plugin, on a generated day folded to 22:00 Beijing (some matches finished, some going,
// some to come) with the seasons of the same seed, day and counts. Answers are opened envelopes checked against
// the contract (test-api.ts); the tables are checked against a from-scratch standingsOf of the answered results.
import { describe, expect, it } from 'vitest';
import type { CompInfo, CompMatches, CompTables, DataSearchHit, PlayerInfo, TeamInfo, TeamMatches } from '../../contract';
import { API_CODE } from '../../contract';
import type { Sport, StandingsResult } from '../../engine/core';
import { currentScore, rulesFromNames, SPORTS, standingsOf, statusGroup } from '../../engine/core';
import { dataDaySuite } from './test-support/data-day';
import type { Static } from 'typebox';

const { state, call, data } = dataDaySuite();
type Info = Static<typeof CompInfo>;
type Tables = Static<typeof CompTables>;
type Matches = Static<typeof CompMatches>;
const EPL = 1001;
const LA_LIGA = 1002;
const NBA = 2001;

/** The competitions of a sport with a match in the folded state. */
const playingToday = (sport: Sport) => [...new Set(Object.values(state[sport].matches).map((m) => m.competitionId))];

describe('资料库: the index and search', () => {
  it('comp/category: the hot competitions first, then every competition once under its region, 国际 first (both sports)', async () => {
    for (const sport of SPORTS) {
      const c = await data<{ tops: { competitionId: number }[]; categorys: { name: string; competitions: { competitionId: number }[] }[] }>(`/v1/${sport}/comp/category`, {});
      expect(c.tops.length).toBeGreaterThan(2);
      const all = c.categorys.flatMap((g) => g.competitions.map((x) => x.competitionId));
      expect(new Set(all).size).toBe(all.length);
      for (const top of c.tops) expect(all).toContain(top.competitionId);
      expect(c.categorys[0].name).toBe('国际');
    }
  });

  it('data/search finds competitions and clubs by Chinese name and by pinyin initials, and the day\'s players by name', async () => {
    const byName = await data<Static<typeof DataSearchHit>[]>('/v1/football/data/search', { keyword: '皇家马德里' });
    expect(byName[0]).toMatchObject({ kind: 'team', name: '皇家马德里' });
    const byInitials = await data<Static<typeof DataSearchHit>[]>('/v1/football/data/search', { keyword: 'hjmdl' });
    expect(byInitials.map((h) => h.name)).toContain('皇家马德里');
    const competition = await data<Static<typeof DataSearchHit>[]>('/v1/football/data/search', { keyword: '英超' });
    expect(competition[0]).toMatchObject({ kind: 'competition', id: EPL });
    const team = await data<Static<typeof TeamInfo>>('/v1/basketball/team/info', { teamId: 200001 });
    const player = team.squad[3];
    const hits = await data<Static<typeof DataSearchHit>[]>('/v1/basketball/data/search', { keyword: player.name, size: 50 });
    expect(hits).toContainEqual(expect.objectContaining({ kind: 'player', id: player.playerId, context: team.team.name }));
  });

  it('data/search: a keyword of spaces is 40001 请输入关键字, none at all 40001 with the same copy; size caps the hits', async () => {
    const spaces = await call('/v1/football/data/search', { keyword: '   ' });
    expect([spaces.envelope.code, spaces.envelope.msg]).toEqual([API_CODE.validation, '请输入关键字']);
    const none = await call('/v1/football/data/search', {});
    expect([none.envelope.code, none.envelope.msg]).toEqual([API_CODE.validation, '请输入关键字']);
    expect((await data<unknown[]>('/v1/football/data/search', { keyword: 'a', size: 3 })).length).toBeLessThanOrEqual(3);
  });
});

describe('资料库: competitions', () => {
  it('comp/info: the current season first, three seasons, the rounds, and each competition\'s own tie-break order', async () => {
    const epl = await data<Info>('/v1/football/comp/info', { competitionId: EPL });
    expect(epl.seasons[0]).toMatchObject({ isCurrent: true, seasonId: epl.currentSeasonId, name: '2024-2025' });
    expect(epl.seasons.map((s) => s.isCurrent)).toEqual([true, false, false]);
    expect(epl).toMatchObject({ roundCount: 38, competition: { shortName: '英超', name: '英格兰超级联赛', type: 1, region: '英格兰' } });
    expect(epl.tieBreaks).toEqual(['净胜球', '进球数', '相互交锋积分', '相互交锋客场进球数']);
    expect((await data<Info>('/v1/football/comp/info', { competitionId: LA_LIGA })).tieBreaks.slice(0, 2)).toEqual(['相互交锋积分', '相互交锋净胜球']);
    expect((await data<Info>('/v1/basketball/comp/info', { competitionId: NBA })).tieBreaks).toEqual(['相互交锋胜率', '同赛区胜率', '同联盟胜率']);
  });

  it('an unknown competition is 40007 赛事不存在, a season it has not 40007 赛季不存在, a missing id 40001 请选择赛事 (every comp call)', async () => {
    for (const path of ['comp/info', 'comp/tables', 'comp/matches']) {
      const unknown = await call(`/v1/football/${path}`, { competitionId: 4242 });
      expect([unknown.envelope.code, unknown.envelope.msg]).toEqual([API_CODE.notFound, '赛事不存在']);
      const season = await call(`/v1/basketball/${path}`, { competitionId: NBA, seasonId: 12345 });
      expect([season.envelope.code, season.envelope.msg]).toEqual([API_CODE.notFound, '赛季不存在']);
      const missing = await call(`/v1/football/${path}`, {});
      expect([missing.envelope.code, missing.envelope.msg]).toEqual([API_CODE.validation, '请选择赛事']);
    }
  });

  it('comp/tables: every table is standingsOf of the answered results plus today\'s finished matches, under comp/info\'s tie-breaks (the live table the page folds)', async () => {
    let checked = 0;
    for (const sport of SPORTS) {
      for (const competitionId of playingToday(sport)) {
        const info = await data<Info>(`/v1/${sport}/comp/info`, { competitionId });
        if (info.competition.type !== 1) continue;
        const t = await data<Tables>(`/v1/${sport}/comp/tables`, { competitionId });
        const today: StandingsResult[] = t.todayMatchIds.map((id) => state[sport].matches[id])
          .filter((m) => m && statusGroup(sport, m.statusId) === 'finish')
          .map((m) => ({ homeId: m.homeTeamId, awayId: m.awayTeamId, homeScore: currentScore(sport, m.homeScores), awayScore: currentScore(sport, m.awayScores) }));
        const rules = rulesFromNames(sport, info.tieBreaks)!;
        for (const table of t.tables) {
          const teams = table.rows.map((r) => ({ teamId: r.teamId, division: r.group, conference: r.conference }));
          const fresh = standingsOf([...t.results, ...today], rules, teams);
          expect(table.rows.map((r) => [r.teamId, r.position, r.points, r.played, r.goals, r.goalsAgainst])).toEqual(
            fresh.map((r) => [r.teamId, r.position, r.points, r.played, r.goals, r.goalsAgainst]));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('comp/tables: today\'s match ids are the competition\'s matches of the feed\'s day; the zones colour the table (英超 1–4 欧冠, 18–20 降级)', async () => {
    const t = await data<Tables>('/v1/football/comp/tables', { competitionId: EPL });
    const todays = Object.values(state.football.matches).filter((m) => m.competitionId === EPL).map((m) => m.id).sort();
    expect([...t.todayMatchIds].sort()).toEqual(todays);
    const rows = t.tables[0].rows;
    expect(rows.slice(0, 4).map((r) => r.promotionId)).toEqual([1, 1, 1, 1]);
    expect(rows.slice(17).map((r) => r.promotionId)).toEqual([4, 4, 4]);
    expect(t.zones.map((z) => z.name)).toEqual(['欧冠', '欧联', '欧协联', '降级']);
    for (const r of rows) expect(r.form.length).toBeLessThanOrEqual(5);
  });

  it('NBA: two conference tables of 15 (东部, 西部), each row with its division by SPEC §9\'s names and its conference', async () => {
    const t = await data<Tables>('/v1/basketball/comp/tables', { competitionId: NBA });
    expect(t.tables.map((x) => [x.name, x.rows.length])).toEqual([['东部', 15], ['西部', 15]]);
    expect(new Set(t.tables[0].rows.map((r) => r.group))).toEqual(new Set(['大西洋赛区', '中部赛区', '东南赛区']));
    expect(new Set(t.tables[1].rows.map((r) => r.group))).toEqual(new Set(['太平洋赛区', '西北赛区', '西南赛区']));
    for (const x of t.tables) for (const r of x.rows) expect(r.conference).toBe(x.name);
    expect(t.tables[0].rows.slice(0, 6).every((r) => r.promotionId === 9)).toBe(true);
  });

  it('a cup\'s groups: 欧冠 has tables A组…, each of four; its rounds are 小组赛第1轮…', async () => {
    const t = await data<Tables>('/v1/football/comp/tables', { competitionId: 1040 });
    expect(t.tables.map((x) => x.name)).toEqual(['A组', 'B组', 'C组', 'D组', 'E组']);
    for (const x of t.tables) expect(x.rows).toHaveLength(4);
    const m = await data<Matches>('/v1/football/comp/matches', { competitionId: 1040, round: 1 });
    expect(m.rounds.map((r) => r.name)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `小组赛第${n}轮`));
    expect(m.matches.every((x) => x.stageId === 3 && x.round === 0)).toBe(true);
  });

  it('[FM-4] a knockout cup\'s rounds: 1/8决赛, 1/4决赛, 半决赛, 决赛 (英足总杯, 16 clubs)', async () => {
    const m = await data<Matches>('/v1/football/comp/matches', { competitionId: 1042, round: 1 });
    expect(m.rounds.map((r) => r.name)).toEqual(['1/8决赛', '1/4决赛', '半决赛', '决赛']);
    expect(m.rounds.every((r) => r.stageId === 6)).toBe(true);
  });

  it('comp/matches: the current round holds the league\'s matches of the day with the feed\'s status and scores', async () => {
    let checked = 0;
    for (const sport of SPORTS) {
      for (const competitionId of playingToday(sport)) {
        const m = await data<Matches>(`/v1/${sport}/comp/matches`, { competitionId });
        for (const x of m.matches.filter((y) => y.today)) {
          const live = state[sport].matches[x.matchId];
          expect(x.statusId).toBe(live.statusId);
          if (statusGroup(sport, live.statusId) !== 'no_start') expect(x.homeScore).toBe(currentScore(sport, live.homeScores));
          expect([x.homeTeam.teamId, x.awayTeam.teamId]).toEqual([live.homeTeamId, live.awayTeamId]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('comp/matches: rounds before the current are finished, later ones to come; a round the season has not is 40007 轮次不存在', async () => {
    const info = await data<Info>('/v1/football/comp/info', { competitionId: EPL });
    const before = await data<Matches>('/v1/football/comp/matches', { competitionId: EPL, round: info.currentRound - 1 });
    expect(before.matches).toHaveLength(10);
    expect(before.matches.every((x) => x.statusId === 8 && x.homeScore >= 0)).toBe(true);
    const after = await data<Matches>('/v1/football/comp/matches', { competitionId: EPL, round: info.currentRound + 1 });
    expect(after.matches.every((x) => x.statusId === 1 && x.homeScore === -1)).toBe(true);
    const past = await data<Matches>('/v1/football/comp/matches', { competitionId: EPL, seasonId: info.seasons[1].seasonId, round: 38 });
    expect(past.matches.every((x) => x.statusId === 8)).toBe(true);
    const none = await call('/v1/football/comp/matches', { competitionId: EPL, round: 39 });
    expect([none.envelope.code, none.envelope.msg]).toEqual([API_CODE.notFound, '轮次不存在']);
  });

  it('a past season\'s table is its whole double round-robin: every club played 2(n−1) matches', async () => {
    const info = await data<Info>('/v1/football/comp/info', { competitionId: EPL });
    const t = await data<Tables>('/v1/football/comp/tables', { competitionId: EPL, seasonId: info.seasons[2].seasonId });
    expect(t.todayMatchIds).toEqual([]);
    expect(t.tables[0].rows.every((r) => r.played === 38)).toBe(true);
    expect(t.results).toHaveLength(380);
  });
});

describe('资料库: teams and players', () => {
  it('team/info: the squad (18 football, 12 basketball), coach, league, and its row of the competition page\'s table', async () => {
    for (const [sport, teamId, size] of [['football', 100001, 18], ['basketball', 200001, 12]] as const) {
      const info = await data<Static<typeof TeamInfo>>(`/v1/${sport}/team/info`, { teamId });
      expect(info.squad).toHaveLength(size);
      expect(info.coach).not.toBe('');
      const t = await data<Tables>(`/v1/${sport}/comp/tables`, { competitionId: info.league!.competitionId });
      const row = t.tables.flatMap((x) => x.rows).find((r) => r.teamId === teamId)!;
      const { form: _form, ...standing } = row;
      expect(info.standing).toEqual(standing);
    }
    const unknown = await call('/v1/football/team/info', { teamId: 1 });
    expect([unknown.envelope.code, unknown.envelope.msg]).toEqual([API_CODE.notFound, '球队不存在']);
    const missing = await call('/v1/football/team/matches', {});
    expect([missing.envelope.code, missing.envelope.msg]).toEqual([API_CODE.validation, '请选择球队']);
  });

  it('team/matches: finished newest first, to come soonest first, today\'s as the feed has them', async () => {
    const live = Object.values(state.football.matches).find((m) => statusGroup('football', m.statusId) === 'no_start')!;
    const t = await data<Static<typeof TeamMatches>>('/v1/football/team/matches', { teamId: live.homeTeamId });
    expect(t.recent.length).toBeGreaterThan(3);
    for (let i = 1; i < t.recent.length; i++) expect(t.recent[i].matchTime).toBeLessThanOrEqual(t.recent[i - 1].matchTime);
    for (let i = 1; i < t.upcoming.length; i++) expect(t.upcoming[i].matchTime).toBeGreaterThanOrEqual(t.upcoming[i - 1].matchTime);
    expect(t.recent.every((m) => statusGroup('football', m.statusId) === 'finish')).toBe(true);
    expect(t.upcoming[0]).toMatchObject({ matchId: live.id, today: true });
  });

  it('player/info: a squad player with his club; an unknown one is 40007 球员不存在, a missing id 40001 请选择球员', async () => {
    const team = await data<Static<typeof TeamInfo>>('/v1/football/team/info', { teamId: 100002 });
    const p = team.squad[9];
    expect(await data<Static<typeof PlayerInfo>>('/v1/football/player/info', { playerId: p.playerId }))
      .toEqual({ ...p, team: team.team });
    const unknown = await call('/v1/football/player/info', { playerId: 99 });
    expect([unknown.envelope.code, unknown.envelope.msg]).toEqual([API_CODE.notFound, '球员不存在']);
    const missing = await call('/v1/football/player/info', {});
    expect([missing.envelope.code, missing.envelope.msg]).toEqual([API_CODE.validation, '请选择球员']);
  });
});

describe('资料库 and the match centre agree', () => {
  it('a league match\'s 积分 table is the competition page\'s table of the same moment', async () => {
    const m = Object.values(state.football.matches).find((x) => x.competitionId === EPL)!;
    const centre = await data<{ rows: unknown[] }>('/v1/football/table', { matchId: m.id });
    const page = await data<Tables>('/v1/football/comp/tables', { competitionId: EPL });
    expect(centre.rows).toEqual(page.tables[0].rows.map(({ form: _form, ...row }) => row));
  });

  it('head-to-head is the pair\'s finished meetings of the seasons (comp/matches), newest first', async () => {
    const m = Object.values(state.football.matches).find((x) => x.competitionId === EPL)!;
    const h2h = await data<{ matches: { matchId: number; matchTime: number }[] }>('/v1/headToHead/football', { homeTeamId: m.homeTeamId, awayTeamId: m.awayTeamId, size: 10 });
    const info = await data<Info>('/v1/football/comp/info', { competitionId: EPL });
    const meetings: number[] = [];
    for (const season of info.seasons) {
      for (let round = 1; round <= info.roundCount; round++) {
        const r = await data<Matches>('/v1/football/comp/matches', { competitionId: EPL, seasonId: season.seasonId, round });
        for (const x of r.matches) {
          const pair = new Set([x.homeTeam.teamId, x.awayTeam.teamId]);
          if (!x.today && x.statusId === 8 && pair.has(m.homeTeamId) && pair.has(m.awayTeamId)) meetings.push(x.matchId);
        }
      }
    }
    expect(h2h.matches.map((x) => x.matchId).sort()).toEqual(meetings.sort());
    for (let i = 1; i < h2h.matches.length; i++) expect(h2h.matches[i].matchTime).toBeLessThanOrEqual(h2h.matches[i - 1].matchTime);
  });
});
