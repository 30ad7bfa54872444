// @vitest-environment happy-dom
// The 资料库's season pieces over a scripted /api (answers shaped by the contract): the index's 近期赛事 (comp/recent)
// and football's 热门球队 (team/hot) leading to their pages, the competition page's 赛季数据 tab (comp/datas), basketball's
// 未来赛程 from comp/futureMatches and team/futureMatches, and the team page's 赛季数据 from each sport's own call.
import { describe, expect, it } from 'vitest';
import { accountsHarness } from '../../accounts/test-support/accounts-harness';
import { settle } from '../../components/test-support/dom';
import type { DataAnswer } from './data-calls';
import { dataPageMounter } from './test-support/mount-data-page';
import { CompetitionPage } from './competition-page';
import { DataIndexPage } from './data-index-page';
import { recentNote } from './index-cards';
import { resultShares } from './season-data-tab';
import { TeamPage } from './team-page';

const { mount: mountAt, unmount } = dataPageMounter();

const EPL = { competitionId: 82, name: '英格兰超级联赛', shortName: '英超', logo: '', color: '#3a1f6b', initial: 'Y', type: 1 as const, region: '英格兰' };
const NBA = { ...EPL, competitionId: 2001, name: '美国职业篮球联赛', shortName: 'NBA', region: '美国' };
const team = (teamId: number, name: string) => ({ teamId, name, logo: '' });
const match = (matchId: number, statusId: number, homeScore: number, awayScore: number, today = false) => ({
  matchId, competitionId: 82, seasonId: 2026, round: 3, stageId: 0, matchTime: 1_777_000_000 + matchId * 60, statusId,
  homeTeam: team(1, '阿森纳'), awayTeam: team(2, '曼城'), homeScore, awayScore, today,
});
const INFO: DataAnswer<'compInfo'> = {
  competition: EPL, seasons: [{ seasonId: 2026, competitionId: 82, name: '2026-2027', isCurrent: true }],
  currentSeasonId: 2026, currentRound: 3, roundCount: 38, tieBreaks: ['净胜球'], hasBracket: false, hasTable: true,
};

const mount = mountAt;

const hrefs = (c: HTMLElement, testId: string) => [...c.querySelectorAll<HTMLAnchorElement>(`[data-testid="${testId}"]`)].map((a) => [a.lastElementChild!.textContent, a.getAttribute('href')]);

describe('资料库: season pieces', () => {
  it('the index: 近期赛事 lead to the competitions with today\'s counts, 热门球队 to the teams with league and place (football only)', async () => {
    const h = accountsHarness();
    h.api
      .on('/v1/football/comp/category', () => h.api.ok({ tops: [EPL], categorys: [{ name: '英格兰', competitions: [EPL] }] }))
      .on('/v1/football/comp/recent', () => h.api.ok([{ competition: EPL, matches: 8, going: 2, finished: 3 }]))
      .on('/v1/football/team/hot', () => h.api.ok([{ team: team(1, '阿森纳'), league: EPL, position: 1 }, { team: team(9, '皇家马德里'), league: null, position: 0 }]));
    const c = mount(h, '/footballMatchData', <DataIndexPage sport="football" />, '/footballMatchData');
    await settle();
    expect(hrefs(c, 'recent-competition')).toEqual([['英超今日8场 · 2场进行中', '/footballMatchData/matchDetail/82']]);
    expect(hrefs(c, 'hot-team')).toEqual([['阿森纳英超 · 第1名', '/footballTeamDetail/1'], ['皇家马德里', '/footballTeamDetail/9']]);
    unmount();
    const b = accountsHarness();
    b.api.on('/v1/basketball/comp/category', () => b.api.ok({ tops: [], categorys: [] })).on('/v1/basketball/comp/recent', () => b.api.ok([]));
    const d = mount(b, '/basketballMatchData', <DataIndexPage sport="basketball" />, '/basketballMatchData');
    await settle();
    expect(d.querySelector('[data-testid="recent-competitions"]')!.textContent).toContain('今日暂无比赛');
    expect(d.querySelector('[data-testid="hot-teams"]')).toBeNull();
    expect(b.api.seen.some((r) => r.path.includes('team/hot'))).toBe(false);
  });

  it('recentNote and resultShares: going, all finished, none yet; shares of played to 1 decimal, 0 before a match', () => {
    expect(recentNote({ matches: 5, going: 1, finished: 2 })).toBe('今日5场 · 1场进行中');
    expect(recentNote({ matches: 5, going: 0, finished: 5 })).toBe('今日5场 · 已完赛');
    expect(recentNote({ matches: 5, going: 0, finished: 0 })).toBe('今日5场');
    expect(resultShares({ played: 3, homeWins: 1, draws: 1, awayWins: 1 })).toEqual([33.3, 33.3, 33.3]);
    expect(resultShares({ played: 0, homeWins: 0, draws: 0, awayWins: 0 })).toEqual([0, 0, 0]);
  });

  it('the competition page\'s 赛季数据: played of all, goals and average, results, best attack and defence, the record matches, football\'s 球队之最', async () => {
    const h = accountsHarness();
    const datas: DataAnswer<'compDatas'> = {
      seasonId: 2026, matches: 380, played: 20, goals: 55, homeGoals: 30, awayGoals: 25, average: 2.75, homeWins: 9, draws: 6, awayWins: 5,
      highestScoring: match(7, 8, 5, 3), widestMargin: match(8, 8, 6, 0),
      bestAttack: { team: team(1, '阿森纳'), value: 12, played: 4 }, bestDefence: { team: team(2, '曼城'), value: 1, played: 4 },
    };
    h.api.on('/v1/football/comp/info', () => h.api.ok(INFO)).on('/v1/football/comp/datas', () => h.api.ok(datas))
      .on('/v1/football/comp/bestTeam/simple', () => h.api.ok({
        seasonId: 2026,
        categories: [{ rankType: 1, name: '进球', format: 'count', order: 'desc' }, { rankType: 2, name: '控球率', format: 'percent', order: 'desc' }],
        lists: [{ rankType: 1, items: [{ rank: 1, team: team(1, '阿森纳'), value: 12, played: 4 }] }, { rankType: 2, items: [{ rank: 1, team: team(2, '曼城'), value: 61.26, played: 4 }] }],
      }));
    const c = mount(h, '/footballMatchData/matchDetail/82?tab=datas', <CompetitionPage sport="football" />, '/footballMatchData/matchDetail/:competeId');
    await settle();
    const facts = [...c.querySelectorAll('[data-testid="season-data"] dl > div')].map((d) => d.textContent);
    expect(facts).toEqual(['已赛场次20 / 380', '总进球55', '场均进球2.75', '主队进球 / 客队进球30 / 25', '主胜9（45%）', '平局6（30%）', '客胜5（25%）', '最佳进攻阿森纳 12球', '最佳防守曼城 失1球']);
    expect([...c.querySelectorAll('[data-testid="season-data"] [data-testid="match-line"]')].map((r) => r.getAttribute('data-match-id'))).toEqual(['7', '8']);
    expect(JSON.parse(h.api.seen.find((r) => r.path === '/v1/football/comp/datas')!.body!)).toEqual({ competitionId: 82, seasonId: 2026, curSeasonId: 2026 });
    // 球队之最: each category's leader, the team to its page.
    expect([...c.querySelectorAll('[data-testid="team-best"]')].map((t) => [t.textContent, t.querySelector('a')!.getAttribute('href')]))
      .toEqual([['进球12阿森纳', '/footballTeamDetail/1'], ['控球率61.3%曼城', '/footballTeamDetail/2']]);
    expect(JSON.parse(h.api.seen.find((r) => r.path === '/v1/football/comp/bestTeam/simple')!.body!)).toMatchObject({ competitionId: 82, seasonId: 2026, rankSize: 1 });
  });

  it('basketball: the schedule\'s 未来赛程 is comp/futureMatches, the team page\'s is team/futureMatches', async () => {
    const h = accountsHarness();
    h.api
      .on('/v1/basketball/comp/info', () => h.api.ok({ ...INFO, competition: NBA, hasTable: false }))
      .on('/v1/basketball/comp/futureMatches', () => h.api.ok([match(31, 1, -1, -1), match(32, 1, -1, -1)]))
      .on('/v1/basketball/comp/matches', () => h.api.ok({ seasonId: 2026, round: 3, rounds: [{ round: 3, stageId: 1, name: '第3轮' }], matches: [match(30, 10, 101, 99)] }));
    const c = mount(h, '/basketballMatchData/matchDetail/2001', <CompetitionPage sport="basketball" />, '/basketballMatchData/matchDetail/:competeId');
    await settle();
    expect([...c.querySelectorAll('[data-testid="future-matches"] [data-testid="match-line"]')].map((r) => r.getAttribute('data-match-id'))).toEqual(['31', '32']);
    expect(c.querySelector('[data-testid="schedule"]')!.textContent).toContain('101-99');
    unmount();
    h.api
      .on('/v1/basketball/team/info', () => h.api.ok({ team: team(1, '湖人'), league: NBA, competitions: [], coach: '', standing: null, squad: [] }))
      .on('/v1/basketball/team/matches', () => h.api.ok({ recent: [match(30, 10, 101, 99)], upcoming: [match(40, 1, -1, -1)] }))
      .on('/v1/basketball/team/futureMatches', () => h.api.ok([match(41, 1, -1, -1)]));
    const d = mount(h, '/basketballTeamDetail/1', <TeamPage sport="basketball" />, '/basketballTeamDetail/:teamId');
    await settle();
    expect([...d.querySelectorAll('[data-testid="match-line"]')].map((r) => r.getAttribute('data-match-id'))).toEqual(['30', '41']);
    expect(JSON.parse(h.api.seen.find((r) => r.path === '/v1/basketball/team/futureMatches')!.body!)).toEqual({ teamId: 1, size: 10 });
  });

  it('the team page\'s 赛季数据: football asks team/datas (its own path), basketball team/data', async () => {
    for (const [sport, path] of [['football', '/v1/football/team/datas'], ['basketball', '/v1/basketball/team/data']] as const) {
      const h = accountsHarness();
      h.api
        .on(`/v1/${sport}/team/info`, () => h.api.ok({ team: team(1, '阿森纳'), league: EPL, competitions: [], coach: '', standing: null, squad: [] }))
        .on(path, () => h.api.ok({
          categories: [{ rankType: 1, name: '进球', format: 'count', order: 'desc' }],
          seasons: [{ competition: EPL, seasonId: 2026, seasonName: '2026-2027', played: 12, values: [27] }],
        }));
      const c = mount(h, `/${sport}TeamDetail/1?tab=data`, <TeamPage sport={sport} />, `/${sport}TeamDetail/:teamId`);
      await settle();
      expect(c.querySelector('[data-testid="team-stat"]')!.textContent).toBe('进球27');
      expect(h.api.seen.filter((r) => r.path.startsWith(`/v1/${sport}/team/data`)).map((r) => r.path)).toEqual([path]);
      unmount();
    }
  });
});
