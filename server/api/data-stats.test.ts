// 资料库's brackets, rankings and statistics over the /api plugin, on a generated day folded to 22:00 Beijing (the
// answers checked against the contract by test-api.ts): a bracket's winners are its matches' winners and the next
// round's sides [FM-4]; the rankings are ranked, sized and complete (31 / 25 player and 27 team categories);
// players' totals are their team's (and its goals the table's); a player's matches carry his lines; and the match
// centre's 积分 table is the competition page's for every league match of the day.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Static } from 'typebox';
import type { BestPlayers, BestTeams, CompBracket, CompTables, PlayerData, PlayerMatches, TeamData, TeamInfo } from '../../contract';
import { API_CODE } from '../../contract';
import { SPORTS } from '../../engine/core';
import { dataDaySuite } from './test-support/data-day';

const { state, call, data } = dataDaySuite();
const expectFailure = async (path: string, body: unknown, code: number, msg: string) => {
  const r = await call(path, body);
  expect([r.envelope.code, r.envelope.msg], path).toEqual([code, msg]);
};

type Bracket = Static<typeof CompBracket>;
const EPL = 1001;
const NBA = 2001;
const KNOCKOUT_CUPS = [1042, 1043, 1044, 1033];

describe('资料库: brackets', () => {
  it('[FM-4] a knockout cup\'s bracket: 1/8决赛, 1/4决赛, 半决赛, 决赛 (the last rounds of them) of 8, 4, 2 and 1 ties; every decided tie\'s winner is its match\'s, and the next round\'s sides are the winners before them (every cup, every season)', async () => {
    let decided = 0;
    for (const competitionId of KNOCKOUT_CUPS) {
      const info = await data<{ seasons: { seasonId: number }[]; hasBracket: boolean; hasTable: boolean }>('/v1/football/comp/info', { competitionId });
      expect([info.hasBracket, info.hasTable]).toEqual([true, false]);
      for (const { seasonId } of info.seasons) {
        const b = await data<Bracket>('/v1/football/comp/bracket', { competitionId, seasonId });
        expect(b.kind).toBe('knockout');
        const n = b.rounds.length; // 16 clubs: four rounds; 12 (four byes) four; 8 three
        expect(b.rounds.map((r) => r.name)).toEqual(['1/8决赛', '1/4决赛', '半决赛', '决赛'].slice(4 - n));
        expect(b.rounds.map((r) => r.ties.length)).toEqual(b.rounds.map((_, j) => 2 ** (n - 1 - j)));
        b.rounds.forEach((r, j) => r.ties.forEach((t, slot) => {
          expect(t.slot).toBe(slot);
          const m = t.matches[0];
          if (m && t.winnerId !== null) {
            decided++;
            expect([m.homeTeam.teamId, m.awayTeam.teamId]).toContain(t.winnerId);
            if (m.homeScore !== m.awayScore) expect(t.winnerId).toBe(m.homeScore > m.awayScore ? m.homeTeam.teamId : m.awayTeam.teamId);
          }
          if (j > 0) {
            const fed = [b.rounds[j - 1].ties[2 * slot].winnerId, b.rounds[j - 1].ties[2 * slot + 1].winnerId];
            if (t.home) expect(t.home.teamId).toBe(fed[0]);
            if (t.away) expect(t.away.teamId).toBe(fed[1]);
            if (fed[0] !== null && fed[1] !== null && !m) expect([t.home?.teamId, t.away?.teamId]).toEqual(fed);
          }
        }));
        // A past season is played out: its final has a winner.
        if (seasonId !== info.seasons[0].seasonId) expect(b.rounds[n - 1].ties[0].winnerId).not.toBeNull();
      }
    }
    expect(decided).toBeGreaterThan(40);
  });

  it('the NBA\'s bracket is the playoff picture from its table (1–8, 4–5, 3–6, 2–7 of each conference); a league has none', async () => {
    const b = await data<Bracket>('/v1/basketball/comp/bracket', { competitionId: NBA });
    const t = await data<Static<typeof CompTables>>('/v1/basketball/comp/tables', { competitionId: NBA });
    expect(b.kind).toBe('projection');
    const seed = (table: number, position: number) => t.tables[table].rows.find((r) => r.position === position)!.teamId;
    expect(b.rounds[0].ties.map((x) => [x.home?.teamId, x.away?.teamId])).toEqual([0, 1].flatMap((c) => [[1, 8], [4, 5], [3, 6], [2, 7]].map(([h, a]) => [seed(c, h), seed(c, a)])));
    expect(b.rounds.map((r) => r.ties.length)).toEqual([8, 4, 2, 1]);
    expect((await data<Bracket>('/v1/football/comp/bracket', { competitionId: EPL })).kind).toBe('none');
    await expectFailure('/v1/football/comp/bracket', { competitionId: 4242 }, API_CODE.notFound, '赛事不存在');
  });
});

describe('资料库: basketball brackets (SPEC.md §4 kinds 2 playoffs, 6 play-in)', () => {
  it('a basketball competition has a bracket exactly where its seasons have knockout rounds, and the NBA its playoff picture; the data\'s others have none (regular seasons, kind 0, and group stages, kind 5 cup)', async () => {
    const category = await data<{ categorys: { competitions: { competitionId: number }[] }[] }>('/v1/basketball/comp/category', {});
    const ids = [...new Set(category.categorys.flatMap((c) => c.competitions.map((x) => x.competitionId)))];
    expect(ids.length).toBeGreaterThan(10);
    const withBracket: number[] = [];
    const withKnockout = new Set<number>();
    const kinds = new Set<number>();
    for (const competitionId of ids) {
      const info = await data<{ hasBracket: boolean; seasons: { seasonId: number }[] }>('/v1/basketball/comp/info', { competitionId });
      for (const { seasonId } of info.seasons) {
        const m = await data<{ rounds: { stageId: number }[] }>('/v1/basketball/comp/matches', { competitionId, seasonId });
        for (const r of m.rounds) kinds.add(r.stageId);
        if (!m.rounds.some((r) => r.stageId === 2 || r.stageId === 6)) continue;
        withKnockout.add(competitionId);
        expect([info.hasBracket, (await data<Bracket>('/v1/basketball/comp/bracket', { competitionId, seasonId })).kind], `${competitionId} ${seasonId}`).toEqual([true, 'knockout']);
      }
      if (info.hasBracket) withBracket.push(competitionId);
    }
    expect(withBracket.sort((a, b) => a - b)).toEqual([...new Set([NBA, ...withKnockout])].sort((a, b) => a - b));
    // What the generator's basketball data has today: no knockout stage anywhere, so the NBA's is the one bracket.
    expect([...kinds].sort()).toEqual([0, 5]);
  });
});

describe('资料库: best players and best teams', () => {
  it('comp/bestPlayer: 31 football and 25 basketball categories, rankSize 30 and 100 by default, ranked with shared ranks', async () => {
    for (const [sport, competitionId, categories, size] of [['football', EPL, 31, 30], ['basketball', NBA, 25, 100]] as const) {
      const b = await data<Static<typeof BestPlayers>>(`/v1/${sport}/comp/bestPlayer`, { competitionId });
      expect(b.categories).toHaveLength(categories);
      expect(b.categories.map((c) => c.rankType)).toEqual(Array.from({ length: categories }, (_, i) => i + 1));
      expect(b.lists.map((l) => l.rankType)).toEqual([1]);
      const items = b.lists[0].items;
      expect(items).toHaveLength(size);
      items.forEach((p, i) => {
        if (i === 0) expect(p.rank).toBe(1);
        else {
          expect(p.value).toBeLessThanOrEqual(items[i - 1].value);
          expect(p.rank).toBe(p.value === items[i - 1].value ? items[i - 1].rank : i + 1);
        }
      });
      const asked = await data<Static<typeof BestPlayers>>(`/v1/${sport}/comp/bestPlayer`, { competitionId, rankTypes: [2, 3], rankSize: 5 });
      expect(asked.lists.map((l) => [l.rankType, l.items.length])).toEqual([[2, 5], [3, 5]]);
    }
    await expectFailure('/v1/football/comp/bestPlayer', { competitionId: EPL, rankTypes: [32] }, API_CODE.validation, '榜单类型不存在');
    await expectFailure('/v1/basketball/comp/bestPlayer', { competitionId: NBA, rankTypes: [26] }, API_CODE.validation, '榜单类型不存在');
    await expectFailure('/v1/football/comp/bestPlayer', {}, API_CODE.validation, '请选择赛事');
  });

  it('comp/bestTeam: 27 categories for each sport, every club of the league ranked; 进球 is the table\'s goals (the same results, today\'s finished ones too)', async () => {
    const tables = await data<Static<typeof CompTables>>('/v1/football/comp/tables', { competitionId: EPL });
    const goals = new Map(tables.tables[0].rows.map((r) => [r.teamId, r.goals]));
    const b = await data<Static<typeof BestTeams>>('/v1/football/comp/bestTeam', { competitionId: EPL, rankTypes: [1] });
    expect(b.categories).toHaveLength(27);
    expect(new Map(b.lists[0].items.map((t) => [t.team.teamId, t.value]))).toEqual(goals);
    expect((await data<Static<typeof BestTeams>>('/v1/basketball/comp/bestTeam', { competitionId: NBA })).categories).toHaveLength(27);
    await expectFailure('/v1/football/comp/bestTeam', { competitionId: EPL, rankTypes: [28] }, API_CODE.validation, '榜单类型不存在');
  });

  it('player totals equal team totals: a team\'s season data is its players\' season data added up (both sports, every team of a league)', async () => {
    for (const [sport, competitionId, goalsType, goalsColumn] of [['football', EPL, 1, 'goals'], ['basketball', NBA, 24, 'points']] as const) {
      const t = await data<Static<typeof CompTables>>(`/v1/${sport}/comp/tables`, { competitionId });
      await fc.assert(fc.asyncProperty(fc.constantFrom(...t.tables.flatMap((x) => x.rows.map((r) => r.teamId))), async (teamId) => {
        const team = await data<Static<typeof TeamData>>(`/v1/${sport}/team/data`, { teamId });
        const season = team.seasons.find((s) => s.competition.competitionId === competitionId)!;
        const info = await data<Static<typeof TeamInfo>>(`/v1/${sport}/team/info`, { teamId });
        let players = 0;
        for (const p of info.squad) {
          const pd = await data<Static<typeof PlayerData>>(`/v1/${sport}/player/data`, { playerId: p.playerId });
          const col = pd.columns.findIndex((c) => c.key === goalsColumn);
          players += pd.seasons.find((s) => s.seasonId === season.seasonId)?.values[col] ?? 0;
        }
        expect(players).toBe(season.values[team.categories.findIndex((c) => c.rankType === goalsType)]);
      }), { numRuns: 4 });
    }
  });
});

describe('资料库: today\'s finished matches count in the season statistics as in the table', () => {
  type Row = Static<typeof CompTables>['tables'][number]['rows'][number];
  /** The day's matches the feed has finished by 22:00, by sport. */
  const finishedToday = (sport: 'football' | 'basketball') => Object.values(state[sport].matches)
    .filter((m) => m.statusId === (sport === 'football' ? 8 : 10));

  it('property: in every league with a finished match today, each club\'s season data (played, won, drawn, lost, scored, conceded) is its table row, its players add up to it, and its finished match of today is in its players\' matches', async () => {
    // Football 1 进球, 2 失球, 4 胜, 5 平, 6 负; basketball 4 胜, 5 负 (its points: the players' sum below).
    const leagues: { sport: 'football' | 'basketball'; competitionId: number; todayIds: Set<number> }[] = [];
    for (const sport of SPORTS) {
      const ids = new Map<number, Set<number>>();
      for (const m of finishedToday(sport)) (ids.get(m.competitionId) ?? ids.set(m.competitionId, new Set()).get(m.competitionId)!).add(m.id);
      for (const [competitionId, todayIds] of ids) {
        const info = await data<{ hasTable: boolean; competition: { type: number } }>(`/v1/${sport}/comp/info`, { competitionId });
        if (info.competition.type === 1) leagues.push({ sport, competitionId, todayIds });
      }
    }
    expect(leagues.filter((l) => l.sport === 'football').length).toBeGreaterThan(0);
    expect(leagues.filter((l) => l.sport === 'basketball').length).toBeGreaterThan(0);
    const cases = leagues.flatMap((l) => [0, 1].map((pick) => ({ ...l, pick })));
    await fc.assert(fc.asyncProperty(fc.constantFrom(...cases), fc.nat(), async ({ sport, competitionId, todayIds }, n) => {
      const t = await data<Static<typeof CompTables>>(`/v1/${sport}/comp/tables`, { competitionId });
      const rows: Row[] = t.tables.flatMap((x) => x.rows);
      // A club that played one of today's finished matches (the case the statistics used to miss).
      const today = await data<{ round: number; matches: { matchId: number; homeTeam: { teamId: number } }[] }>(`/v1/${sport}/comp/matches`, { competitionId });
      const playedToday = today.matches.filter((m) => todayIds.has(m.matchId)).map((m) => m.homeTeam.teamId);
      const teamId = playedToday.length > 0 ? playedToday[n % playedToday.length] : rows[n % rows.length].teamId;
      const row = rows.find((r) => r.teamId === teamId)!;
      const team = await data<Static<typeof TeamData>>(`/v1/${sport}/team/data`, { teamId });
      const season = team.seasons.find((x) => x.seasonId === t.seasonId && x.competition.competitionId === competitionId)!;
      const value = (rankType: number) => season.values[team.categories.findIndex((c) => c.rankType === rankType)];
      expect(season.played).toBe(row.played);
      if (sport === 'football') {
        expect([value(1), value(2), value(4), value(5), value(6)]).toEqual([row.goals, row.goalsAgainst, row.won, row.draw, row.loss]);
      } else {
        expect([value(4), value(5)]).toEqual([row.won, row.loss]);
      }
      // The club's players add up to its goals (points), and a player of today's finished match has it in his matches.
      const info = await data<Static<typeof TeamInfo>>(`/v1/${sport}/team/info`, { teamId });
      const column = sport === 'football' ? 'goals' : 'points';
      let total = 0;
      let withToday = 0;
      for (const p of info.squad) {
        const pd = await data<Static<typeof PlayerData>>(`/v1/${sport}/player/data`, { playerId: p.playerId });
        const s = pd.seasons.find((x) => x.seasonId === t.seasonId);
        total += s?.values[pd.columns.findIndex((c) => c.key === column)] ?? 0;
        if (playedToday.includes(teamId) && s) {
          const pm = await data<Static<typeof PlayerMatches>>(`/v1/${sport}/player/matches`, { playerId: p.playerId, seasonId: t.seasonId });
          expect(pm.matches).toHaveLength(s.appearances);
          if (pm.matches.some((m) => todayIds.has(m.match.matchId))) withToday++;
        }
      }
      expect(total).toBe(row.goals);
      if (playedToday.includes(teamId)) expect(withToday).toBeGreaterThan(0);
      // The rankings read the same sums: the club's 胜 in comp/bestTeam is its table row's.
      const best = await data<Static<typeof BestTeams>>(`/v1/${sport}/comp/bestTeam`, { competitionId, rankTypes: [4], rankSize: 100 });
      expect(best.lists[0].items.find((x) => x.team.teamId === teamId)?.value).toBe(row.won);
    }), { numRuns: 6 });
  });
});

describe('资料库: football\'s comp/bestTeam/simple and team/datas (SPEC.md §7)', () => {
  it('comp/bestTeam/simple: every category\'s leaders, 3 by default, the same values as comp/bestTeam; rankSize and rankTypes narrow it', async () => {
    const simple = await data<Static<typeof BestTeams>>('/v1/football/comp/bestTeam/simple', { competitionId: EPL });
    expect(simple.categories).toHaveLength(27);
    expect(simple.lists.map((l) => l.rankType)).toEqual(simple.categories.map((c) => c.rankType));
    for (const l of simple.lists) expect(l.items).toHaveLength(3);
    const full = await data<Static<typeof BestTeams>>('/v1/football/comp/bestTeam', { competitionId: EPL, rankTypes: [1, 2, 9], rankSize: 3 });
    expect(simple.lists.filter((l) => [1, 2, 9].includes(l.rankType))).toEqual(full.lists);
    const narrow = await data<Static<typeof BestTeams>>('/v1/football/comp/bestTeam/simple', { competitionId: EPL, rankTypes: [2], rankSize: 1 });
    expect(narrow.lists.map((l) => [l.rankType, l.items.length])).toEqual([[2, 1]]);
    await expectFailure('/v1/football/comp/bestTeam/simple', { competitionId: EPL, rankTypes: [28] }, API_CODE.validation, '榜单类型不存在');
    await expectFailure('/v1/football/comp/bestTeam/simple', { competitionId: 4242 }, API_CODE.notFound, '赛事不存在');
    await expectFailure('/v1/football/comp/bestTeam/simple', {}, API_CODE.validation, '请选择赛事');
  });

  it('team/datas: team/data\'s seasons, those of seasonIds only when asked; a season the team has not is 40007 赛季不存在', async () => {
    const teamId = 100001;
    const all = await data<Static<typeof TeamData>>('/v1/football/team/data', { teamId });
    expect(await data<Static<typeof TeamData>>('/v1/football/team/datas', { teamId })).toEqual(all);
    expect(all.seasons.length).toBeGreaterThan(1);
    const asked = [all.seasons[1].seasonId];
    const some = await data<Static<typeof TeamData>>('/v1/football/team/datas', { teamId, seasonIds: asked });
    expect(some.seasons).toEqual(all.seasons.filter((x) => x.seasonId === asked[0]));
    await expectFailure('/v1/football/team/datas', { teamId, seasonIds: [12345] }, API_CODE.notFound, '赛季不存在');
    await expectFailure('/v1/football/team/datas', { teamId: 1 }, API_CODE.notFound, '球队不存在');
    await expectFailure('/v1/football/team/datas', {}, API_CODE.validation, '请选择球队');
  });
});

describe('资料库: team and player statistics', () => {
  it('team/bestPlayer ranks only the team\'s players; team/data has 27 stats per season; unknown team 40007, missing 40001', async () => {
    const teamId = 100001;
    const b = await data<Static<typeof BestPlayers>>('/v1/football/team/bestPlayer', { teamId, rankTypes: [1, 2, 3] });
    expect(b.lists).toHaveLength(3);
    for (const l of b.lists) for (const p of l.items) expect(p.team.teamId).toBe(teamId);
    const d = await data<Static<typeof TeamData>>('/v1/basketball/team/data', { teamId: 200001 });
    expect(d.categories).toHaveLength(27);
    expect(d.seasons.length).toBeGreaterThan(0);
    for (const s of d.seasons) expect(s.values).toHaveLength(27);
    await expectFailure('/v1/football/team/bestPlayer', { teamId: 1 }, API_CODE.notFound, '球队不存在');
    await expectFailure('/v1/football/team/bestPlayer', { teamId, seasonId: 12345 }, API_CODE.notFound, '赛季不存在');
    await expectFailure('/v1/football/team/data', {}, API_CODE.validation, '请选择球队');
  });

  it('player/recent: his last matches newest first with his line; player/matches a season\'s; player/data sums them (both sports)', async () => {
    for (const [sport, teamId] of [['football', 100003], ['basketball', 200002]] as const) {
      const info = await data<Static<typeof TeamInfo>>(`/v1/${sport}/team/info`, { teamId });
      const playerId = info.squad[1].playerId;
      const recent = await data<Static<typeof PlayerMatches>>(`/v1/${sport}/player/recent`, { playerId });
      expect(recent.matches.length).toBeGreaterThan(0);
      expect(recent.matches.length).toBeLessThanOrEqual(10);
      for (let i = 1; i < recent.matches.length; i++) expect(recent.matches[i].match.matchTime).toBeLessThanOrEqual(recent.matches[i - 1].match.matchTime);
      for (const m of recent.matches) {
        expect(m.values).toHaveLength(recent.columns.length);
        expect([m.match.homeTeam.teamId, m.match.awayTeam.teamId]).toContain(teamId);
      }
      const pd = await data<Static<typeof PlayerData>>(`/v1/${sport}/player/data`, { playerId });
      const season = pd.seasons[0];
      const all = await data<Static<typeof PlayerMatches>>(`/v1/${sport}/player/matches`, { playerId, seasonId: season.seasonId });
      expect(all.matches).toHaveLength(season.appearances);
      expect(all.matches.filter((m) => m.started)).toHaveLength(season.starts);
      season.values.forEach((v, i) => expect(all.matches.reduce((n, m) => n + m.values[i], 0)).toBe(v));
    }
    await expectFailure('/v1/football/player/recent', { playerId: 99 }, API_CODE.notFound, '球员不存在');
    await expectFailure('/v1/basketball/player/data', {}, API_CODE.validation, '请选择球员');
    const someone = (await data<Static<typeof TeamInfo>>('/v1/football/team/info', { teamId: 100003 })).squad[0].playerId;
    await expectFailure('/v1/football/player/matches', { playerId: someone, seasonId: 12345 }, API_CODE.notFound, '赛季不存在');
  });
});

describe('资料库 and the match centre agree', () => {
  it('the match centre\'s 积分 table equals the competition page\'s table, for every league match of the day', async () => {
    const matches = Object.values(state.football.matches);
    const leagues = new Map<number, unknown>();
    await fc.assert(fc.asyncProperty(fc.constantFrom(...matches), async (m) => {
      const info = await data<{ hasTable: boolean; competition: { type: number } }>('/v1/football/comp/info', { competitionId: m.competitionId });
      const centre = await data<{ rows: unknown[] }>('/v1/football/table', { matchId: m.id });
      if (info.competition.type !== 1) return;
      let page = leagues.get(m.competitionId);
      if (!page) {
        const t = await data<Static<typeof CompTables>>('/v1/football/comp/tables', { competitionId: m.competitionId });
        leagues.set(m.competitionId, (page = t.tables[0].rows.map(({ form: _form, ...row }) => row)));
      }
      expect(centre.rows).toEqual(page);
    }), { numRuns: 25 });
  });
});
