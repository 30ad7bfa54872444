// 资料库 against the suite's server, both sports: the header's 资料库 → the index (热门赛事, regions) → a competition
// (积分榜 with its rows, 赛程, a reload keeping the tab, 赛季数据, the title the competition's name) → a team (阵容) → a
// player, with no broken logo anywhere (a logo that does not load gives way to the name badge); the links in from
// the live list's competition names, the match centre's header and 阵容 / the box score's players; the live table;
// following a competition and a team [FL-1] and finding both in the index's follow menu; the index's 近期赛事 and
// football's 热门球队. Screenshots at 1440×900: data-{sport}-{index,competition,schedule,season-data,team,player,
// live-table}-1440.png, data-follow-menu-{competitions,teams}-1440.png.
import type { Page } from '@playwright/test';
import { logInWithCode } from './accounts-support';
import { expect, saveScreenshot, test, toastShown } from './fixtures';
import { expectPage } from './data-support';

// A demo viewer (server/db/demo-people.ts) no other spec logs in as: not a first login, no follows yet.
const VIEWER_PHONE = '19900010014';
const SPORTS = ['football', 'basketball'] as const;
const DATA_NAME = { football: '足球资料库', basketball: '篮球资料库' } as const;

/** Every image the page shows has loaded (a failed logo was replaced by its badge, never left broken). */
async function expectNoBrokenImages(page: Page): Promise<void> {
  await expect.poll(() => page.locator('main img').evaluateAll((imgs) => (imgs as HTMLImageElement[])
    .filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src))).toEqual([]);
}

for (const sport of SPORTS) {
  test(`${sport}: index → competition → team → player, each surviving a reload, titled by its name`, async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await nav.getByRole('link', { name: '资料库', exact: true }).hover();
    await nav.getByRole('link', { name: DATA_NAME[sport] }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/${sport}MatchData`);
    await expectPage(page, 'data-index');
    const hot = page.getByTestId('hot-competitions').getByTestId('competition-tile');
    await expect(hot.first()).toBeVisible();
    // A region shows its competitions; the choice is in the URL.
    const regions = page.getByTestId('competition-categories').getByRole('tab');
    if ((await regions.count()) > 1) {
      await regions.nth(1).click();
      await expect(page).toHaveURL(/region=/);
      await expect(page.getByTestId('competition-categories').getByTestId('competition-tile').first()).toBeVisible();
    }
    // 近期赛事 (today's competitions) and, for football, 热门球队 lead to pages of the data.
    await expect(page.getByTestId('recent-competition').first()).toHaveAttribute('href', new RegExp(`^/${sport}MatchData/matchDetail/\\d+$`));
    await expect(page.getByTestId('recent-competition').first()).toContainText(/今日\d+场/);
    if (sport === 'football') await expect(page.getByTestId('hot-team').first()).toHaveAttribute('href', /^\/footballTeamDetail\/\d+$/);
    else await expect(page.getByTestId('hot-teams')).toHaveCount(0);
    await expectNoBrokenImages(page);
    await saveScreenshot(page, `data-${sport}-index-1440`);

    // The competition: its table, then 赛程; a reload keeps the tab.
    await hot.first().click();
    await expect(page).toHaveURL(new RegExp(`/${sport}MatchData/matchDetail/\\d+$`));
    await expectPage(page, 'competition-page');
    const name = (await page.getByTestId('competition-name').textContent())!;
    await expect(page).toHaveTitle(`${name} - 球赛直播`);
    const standings = page.getByTestId('standings-row');
    await expect(standings.first()).toBeVisible();
    await expect(standings.first().getByRole('link')).toHaveAttribute('href', new RegExp(`^/${sport}TeamDetail/\\d+$`));
    await expectNoBrokenImages(page);
    await saveScreenshot(page, `data-${sport}-competition-1440`);
    await page.getByRole('tab', { name: '赛程' }).click();
    await expect(page.getByTestId('match-line').first()).toBeVisible({ timeout: 15_000 });
    await page.reload();
    await expect(page.getByRole('tab', { name: '赛程' })).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
    await expect(page.getByTestId('match-line').first()).toBeVisible({ timeout: 15_000 });
    await saveScreenshot(page, `data-${sport}-schedule-1440`);
    // The season in figures: played of all the season's matches.
    await page.getByRole('tab', { name: '赛季数据' }).click();
    await expect(page.getByTestId('season-data').getByText('已赛场次')).toBeVisible({ timeout: 15_000 });
    await saveScreenshot(page, `data-${sport}-season-data-1440`);

    // A team of the table, its squad, a player of it.
    await page.getByRole('tab', { name: '积分榜' }).click();
    const team = standings.first().getByRole('link');
    const teamName = (await team.textContent())!;
    await team.click();
    await expectPage(page, 'team-page');
    await expect(page.getByTestId('team-name')).toHaveText(teamName);
    await expect(page).toHaveTitle(`${teamName} - 球赛直播`);
    await expect(page.getByTestId('match-line').first().or(page.getByText('暂无数据').first())).toBeVisible({ timeout: 15_000 });
    await page.getByRole('tab', { name: '阵容' }).click();
    const player = page.getByTestId('squad-player').first();
    await expect(player).toBeVisible();
    await page.reload();
    await expect(player).toBeVisible({ timeout: 15_000 });
    await expectNoBrokenImages(page);
    await saveScreenshot(page, `data-${sport}-team-1440`);
    await player.click();
    await expect(page).toHaveURL(new RegExp(`/${sport}PlayerDetail/\\d+$`));
    await expectPage(page, 'player-page');
    await expect(page.getByTestId('player-team')).toHaveText(teamName);
    const playerName = (await page.getByTestId('player-name').textContent())!;
    await expect(page).toHaveTitle(`${playerName} - 球赛直播`);
    await saveScreenshot(page, `data-${sport}-player-1440`);
    await page.getByTestId('player-team').click();
    await expectPage(page, 'team-page');
  });
}

test('links in: a list row\'s competition, the match centre\'s competition and teams, and a player of 阵容 or the box score open pages that exist', async ({ page }) => {
  for (const sport of SPORTS) {
    await page.goto(`/${sport}`);
    const row = page.getByRole('tabpanel').getByTestId('match-row').filter({ has: page.locator('a[data-testid="row-competition"]') }).first();
    const link = row.locator('a[data-testid="row-competition"]');
    await expect(link).toBeVisible({ timeout: 15_000 });
    const competition = (await link.textContent())!.trim();
    const matchId = await row.getAttribute('data-match-id');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${sport}MatchData/matchDetail/\\d+$`));
    await expectPage(page, 'competition-page');
    await expect(page.getByTestId('competition-name')).toContainText(competition.slice(0, 1));

    await page.goto(`/liveRoom?detail=${matchId}&SportType=${sport}`);
    const header = page.getByTestId('match-header');
    await expect(header.getByTestId('header-competition')).toHaveAttribute('href', new RegExp(`^/${sport}MatchData/matchDetail/\\d+$`), { timeout: 15_000 });
    const home = (await header.getByTestId('header-home').textContent())!;
    await header.getByTestId('header-home').click();
    await expectPage(page, 'team-page');
    await expect(page.getByTestId('team-name')).toHaveText(home);
    await page.goBack();
    await header.getByTestId('header-competition').click();
    await expectPage(page, 'competition-page');

    // A player of 阵容 (football) or of the box score (basketball) opens the player's page: the list's first match
    // is a going one (the going section comes first), which has both.
    const [tab, player] = sport === 'football' ? ['lineup', 'lineup-player'] : ['players', 'box-score-player'];
    await page.goto(`/liveRoom?detail=${matchId}&SportType=${sport}&tab=${tab}`);
    const playerLink = page.getByTestId(player).and(page.locator('a')).first();
    await expect(playerLink).toBeVisible({ timeout: 15_000 });
    await expect(playerLink).toHaveAttribute('href', new RegExp(`^/${sport}PlayerDetail/\\d+$`));
    const name = (await playerLink.textContent())!;
    await playerLink.click();
    await expectPage(page, 'player-page');
    await expect(page.getByTestId('player-name')).toHaveText(name);
  }
});

for (const sport of SPORTS) {
  test(`${sport}: the live table — a going league match's teams are marked on its competition's 积分榜, with their score now`, async ({ page }) => {
    await page.goto(`/${sport}`);
    const going = page.getByRole('tabpanel').getByTestId('match-row')
      .filter({ has: page.getByTestId(sport === 'football' ? 'live-minute' : 'clock') })
      .filter({ has: page.locator('a[data-testid="row-competition"]') });
    await expect(going.first()).toBeVisible({ timeout: 15_000 });
    const hrefs = [...new Set(await going.locator('a[data-testid="row-competition"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))];
    for (const href of hrefs.slice(0, 8)) {
      await page.goto(href);
      await expectPage(page, 'competition-page');
      if (!(await page.getByText(/^联赛/).count())) continue; // a cup's knockout rounds have no table
      await expect(page.getByTestId('standings')).toHaveAttribute('data-live', 'true', { timeout: 15_000 });
      const marked = page.locator('[data-testid="standings-row"][data-going="true"]');
      expect(await marked.count()).toBeGreaterThanOrEqual(2);
      await expect(marked.first()).toContainText(/\d+-\d+/);
      await expect(page.getByTestId('live-table-note')).toContainText('场比赛进行中');
      await saveScreenshot(page, `data-${sport}-live-table-1440`);
      return;
    }
    throw new Error(`none of the going ${sport} matches' competitions (${hrefs.length}) is a league with a table`);
  });
}

test('[FL-1] following a competition and a team: 关注成功, and the follow menu lists both', async ({ page }) => {
  await page.goto('/footballMatchData');
  await expectPage(page, 'data-index');
  const menu = page.getByTestId('follow-menu');
  await expect(menu).toContainText('登录后查看关注的赛事');
  await logInWithCode(page, VIEWER_PHONE);
  await expect(menu.getByText('我的关注')).toBeVisible();

  await page.getByTestId('hot-competitions').getByTestId('competition-tile').first().click();
  await expectPage(page, 'competition-page');
  const follow = page.getByTestId('data-follow');
  await expect(follow).toBeEnabled(); // its state read: not followed yet
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await toastShown(page, '关注成功');
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  const competitionUrl = new URL(page.url()).pathname;

  const team = page.getByTestId('standings-row').first().getByRole('link');
  await expect(team).toBeVisible();
  const teamName = (await team.textContent())!;
  await team.click();
  await expectPage(page, 'team-page');
  await page.getByTestId('data-follow').click();
  await toastShown(page, '关注成功');
  await expect(page.getByTestId('data-follow')).toHaveAttribute('aria-pressed', 'true');
  // Still followed after a reload (the server's answer, not the page's memory).
  await page.reload();
  await expect(page.getByTestId('data-follow')).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });

  await page.goto('/footballMatchData');
  await expectPage(page, 'data-index');
  const mine = menu.getByTestId('follow-menu-mine');
  await expect(mine.getByTestId('follow-menu-entry')).toHaveCount(1);
  await expect(mine.getByTestId('follow-menu-entry')).toHaveAttribute('href', competitionUrl);
  await expect(menu.getByTestId('follow-menu-hot').getByTestId('follow-menu-entry').first()).toBeVisible();
  await saveScreenshot(page, 'data-follow-menu-competitions-1440');
  await menu.getByRole('tab', { name: '球队' }).click();
  await expect(mine.getByTestId('follow-menu-entry')).toHaveCount(1);
  await expect(mine).toContainText(teamName);
  await saveScreenshot(page, 'data-follow-menu-teams-1440');
  await mine.getByTestId('follow-menu-entry').click();
  await expectPage(page, 'team-page');
  await expect(page.getByTestId('team-name')).toHaveText(teamName);
});
