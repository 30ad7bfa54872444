// @vitest-environment happy-dom
// The 资料库's pages over a scripted /api (answers shaped by the contract, contract/data-pages.ts): the index's hot
// competitions and regions, the competition page's standings (zones and legend, form, team links) and its states
// (skeleton, 赛事不存在, error with 重新加载), the title from the competition's name, the team page's squad linking
// to players, and following a competition [FL-1] with the follow menu listing it.
import { describe, expect, it } from 'vitest';
import { VIEWER_INFO, accountsHarness } from '../../accounts/test-support/accounts-harness';
import { usePageTitleOverride } from '../../app/page-title';
import { button, click, settle } from '../../components/test-support/dom';
import type { DataAnswer } from './data-calls';
import { dataPageMounter } from './test-support/mount-data-page';
import { CompetitionPage } from './competition-page';
import { DataIndexPage } from './data-index-page';
import { TeamPage } from './team-page';

const { mount: mountAt, unmount } = dataPageMounter();

const EPL = { competitionId: 82, name: '英格兰超级联赛', shortName: '英超', logo: '', color: '#3a1f6b', initial: 'Y', type: 1 as const, region: '英格兰' };
const LIGA = { ...EPL, competitionId: 120, name: '西班牙甲级联赛', shortName: '西甲', region: '西班牙' };
const split = { played: 5, won: 3, draw: 1, loss: 1, goals: 9, goalsAgainst: 4 };
const standing = (teamId: number, teamName: string, position: number, promotionId: number) => ({
  teamId, teamName, teamLogo: '', group: '', conference: '', position, promotionId, points: 30 - position, played: 10,
  won: 9 - position, draw: 3, loss: position, goals: 20, goalsAgainst: 10, home: split, away: split, form: ['W', 'D', 'L'] as ('W' | 'D' | 'L')[],
});

const INFO: DataAnswer<'compInfo'> = {
  competition: EPL, seasons: [{ seasonId: 2026, competitionId: 82, name: '2026-2027', isCurrent: true }, { seasonId: 2025, competitionId: 82, name: '2025-2026', isCurrent: false }],
  currentSeasonId: 2026, currentRound: 12, roundCount: 38, tieBreaks: ['净胜球', '进球数'], hasBracket: false, hasTable: true,
};
const TABLES: DataAnswer<'compTables'> = {
  seasonId: 2026, tables: [{ name: '', rows: [standing(1, '阿森纳', 1, 1), standing(2, '曼城', 2, 0)] }],
  zones: [{ promotionId: 1, name: '欧冠', color: '#1f6feb' }], results: [], todayMatchIds: [],
};

const mount = mountAt;

let title: string | null = null;
function TitleProbe() {
  title = usePageTitleOverride();
  return null;
}

describe('资料库 pages', () => {
  it('the index: 热门赛事 and the regions lead to the competition pages; logged out the follow menu asks to log in', async () => {
    const h = accountsHarness();
    h.api.on('/v1/football/comp/category', () => h.api.ok({ tops: [EPL, LIGA], categorys: [{ name: '英格兰', competitions: [EPL] }, { name: '西班牙', competitions: [LIGA] }] }));
    const c = mount(h, '/footballMatchData', <DataIndexPage sport="football" />, '/footballMatchData');
    expect(c.querySelector('[data-testid="data-loading"]')).not.toBeNull();
    await settle();
    const hot = [...c.querySelectorAll<HTMLAnchorElement>('[data-testid="hot-competitions"] a')];
    expect(hot.map((a) => [a.lastElementChild!.textContent, a.getAttribute('href')])).toEqual([['英超', '/footballMatchData/matchDetail/82'], ['西甲', '/footballMatchData/matchDetail/120']]);
    click(button(c, '西班牙'));
    expect([...c.querySelectorAll('[data-testid="competition-categories"] [data-testid="competition-tile"]')].map((a) => a.lastElementChild!.textContent)).toEqual(['西甲']);
    expect(c.querySelector('[data-testid="follow-menu"]')!.textContent).toContain('登录后查看关注的赛事');
  });

  it('the competition page: standings with zones, legend, form and team links; the title is the competition', async () => {
    const h = accountsHarness();
    h.api.on('/v1/football/comp/info', () => h.api.ok(INFO)).on('/v1/football/comp/tables', () => h.api.ok(TABLES));
    const c = mount(h, '/footballMatchData/matchDetail/82', <><CompetitionPage sport="football" /><TitleProbe /></>, '/footballMatchData/matchDetail/:competeId');
    await settle();
    expect(c.querySelector('[data-testid="competition-name"]')!.textContent).toBe('英格兰超级联赛');
    expect(title).toBe('英格兰超级联赛');
    const rows = [...c.querySelectorAll('[data-testid="standings-row"]')];
    expect(rows.map((r) => r.querySelector('a')!.getAttribute('href'))).toEqual(['/footballTeamDetail/1', '/footballTeamDetail/2']);
    expect(rows[0].querySelector('[data-zone="1"]')).not.toBeNull();
    expect(rows[0].textContent).toContain('胜平负');
    expect(c.querySelector('[data-testid="zone-legend"]')!.textContent).toBe('欧冠');
    expect(c.textContent).toContain('排名规则：积分相同时依次比较净胜球、进球数');
    const asked = JSON.parse(h.api.seen.find((r) => r.path === '/v1/football/comp/tables')!.body!);
    expect(asked).toMatchObject({ competitionId: 82, seasonId: 2026, curSeasonId: 2026 });
    expect([...c.querySelectorAll<HTMLOptionElement>('[data-testid="season-select"] option')].map((o) => o.textContent)).toEqual(['2026-2027', '2025-2026']);
  });

  it('an unknown competition says 赛事不存在; a failed one offers 重新加载, which asks again', async () => {
    const h = accountsHarness();
    h.api.on('/v1/football/comp/info', () => h.api.code(40007, '赛事不存在'));
    const c = mount(h, '/footballMatchData/matchDetail/9', <CompetitionPage sport="football" />, '/footballMatchData/matchDetail/:competeId');
    await settle();
    expect(c.querySelector('[data-testid="empty-state"]')!.textContent).toBe('赛事不存在');
    unmount();
    let calls = 0;
    h.api.on('/v1/basketball/comp/info', () => (++calls === 1 ? h.api.code(50000, '服务器异常') : h.api.ok({ ...INFO, competition: { ...EPL, name: 'NBA' } })));
    h.api.on('/v1/basketball/comp/tables', () => h.api.ok(TABLES));
    const d = mount(h, '/basketballMatchData/matchDetail/82', <CompetitionPage sport="basketball" />, '/basketballMatchData/matchDetail/:competeId');
    await settle();
    click(button(d, '重新加载'));
    await settle();
    expect(d.querySelector('[data-testid="competition-name"]')!.textContent).toBe('NBA');
    expect(h.toasts).toEqual([]);
  });

  it('the team page: the squad by position, each player leading to the player page', async () => {
    const h = accountsHarness();
    h.api.on('/v1/football/team/info', () => h.api.ok({
      team: { teamId: 1, name: '阿森纳', logo: '/logos/teams/1.png' }, league: EPL, competitions: [EPL], coach: '阿尔特塔', standing: standing(1, '阿森纳', 1, 1),
      squad: [{ playerId: 11, name: '萨卡', number: 7, position: 'FW' }, { playerId: 12, name: '拉亚', number: 22, position: 'GK' }],
    })).on('/v1/football/team/matches', () => h.api.ok({ recent: [], upcoming: [] }));
    const c = mount(h, '/footballTeamDetail/1?tab=squad', <TeamPage sport="football" />, '/footballTeamDetail/:competeId');
    await settle();
    expect(c.querySelector('[data-testid="team-league"]')!.getAttribute('href')).toBe('/footballMatchData/matchDetail/82');
    expect([...c.querySelectorAll('[data-testid="squad"] h3')].map((e) => e.textContent)).toEqual(['门将', '前锋']);
    expect([...c.querySelectorAll<HTMLAnchorElement>('[data-testid="squad-player"]')].map((a) => a.getAttribute('href'))).toEqual(['/footballPlayerDetail/12', '/footballPlayerDetail/11']);
  });

  it('[FL-1] following a competition: 关注成功, the button says 已关注, and the follow menu lists it', async () => {
    const h = accountsHarness();
    const follows: { compId: number; compName: string }[] = [];
    h.api
      .on('/v1/customer/info', () => h.api.ok(VIEWER_INFO))
      .on('/v1/football/comp/info', () => h.api.ok(INFO)).on('/v1/football/comp/tables', () => h.api.ok(TABLES))
      .on('/follow/act/isFollow', () => h.api.ok({ isFollow: false, followerId: null }))
      .on('/follow/act/status', (req) => {
        follows.push({ compId: JSON.parse(req.body!).compId, compName: '英超' });
        return h.api.ok({ isFollow: true, followerId: 501 });
      })
      .on('/follow/act/list', () => h.api.ok({
        hot: { groupId: 9999998, name: '热门赛事', items: [] },
        list: follows.map((f) => ({ ...f, compLogo: '', teamId: 0, teamName: '', teamLogo: '', followerId: 501, followStatus: 1 })),
      }));
    await h.accounts.auth.completeLogin({ accessToken: 'A1', refreshToken: 'R1', first: false });
    h.toasts.length = 0;
    const c = mount(h, '/footballMatchData/matchDetail/82', <><CompetitionPage sport="football" /><DataIndexPage sport="football" /></>, '/footballMatchData/matchDetail/:competeId');
    await settle();
    expect(c.querySelector('[data-testid="follow-menu-mine"]')).toBeNull();
    click(c.querySelector<HTMLButtonElement>('[data-testid="data-follow"]')!);
    await settle();
    expect(h.toasts).toEqual([{ kind: 'success', text: '关注成功' }]);
    expect(c.querySelector('[data-testid="data-follow"]')!.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(h.api.seen.find((r) => r.path === '/follow/act/status')!.body!)).toEqual({ sportType: 1, followType: 1, compId: 82 });
    expect([...c.querySelectorAll<HTMLAnchorElement>('[data-testid="follow-menu-mine"] a')].map((a) => [a.lastElementChild!.textContent, a.getAttribute('href')])).toEqual([['英超', '/footballMatchData/matchDetail/82']]);
  });
});
