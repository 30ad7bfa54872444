// 资料库's brackets, rankings and statistics against the suite's server, both sports: a knockout cup's 淘汰赛 (its
// rounds renamed [FM-4], winners marked, teams to their pages) and the NBA's playoff picture; 球员榜 and 球队榜 with
// a category chosen and kept over a reload, leading to player and team pages; a team's 球员榜 and 赛季数据; a
// player's 赛季数据 and 比赛数据 (one season's by the selector, kept over a reload); and a followed team's matches
// marked in the match lists (/football, /matchEvents). Screenshots at 1440×900: data-{football-bracket,
// basketball-bracket, {sport}-best-players, {sport}-best-teams, {sport}-team-data, {sport}-player-stats,
// followed-team-list}-1440.png.
import { logInWithCode } from './accounts-support';
import { expect, saveScreenshot, test, toastShown } from './fixtures';
import { expectPage } from './data-support';

// A demo viewer (server/db/demo-people.ts) no other spec logs in as.
const VIEWER_PHONE = '19900010019';
const SPORTS = ['football', 'basketball'] as const;
const LEAGUE = { football: 1001, basketball: 2001 } as const; // 英超, NBA
const FA_CUP = 1042; // 英足总杯: a 16-club knockout cup

test('[FM-4] 淘汰赛: a knockout cup\'s bracket of four rounds (1/8决赛 … 决赛), each decided tie\'s winner marked, teams leading to their pages, kept over a reload', async ({ page }) => {
  await page.goto(`/footballMatchData/matchDetail/${FA_CUP}`);
  await expectPage(page, 'competition-page');
  await expect(page.getByRole('tab', { name: '积分榜' })).toHaveCount(0); // a knockout cup has no table
  // A knockout cup opens on its bracket.
  await expect(page.getByRole('tab', { name: '淘汰赛' })).toHaveAttribute('aria-selected', 'true');
  const bracket = page.getByTestId('bracket');
  await expect(bracket).toHaveAttribute('data-rounds', '4', { timeout: 15_000 });
  await expect(bracket.getByTestId('bracket-round')).toHaveText(['1/8决赛', '1/4决赛', '半决赛', '决赛']);
  await expect(bracket.getByTestId('bracket-tie')).toHaveCount(15);
  await expect(bracket.getByText(/16强|8强/)).toHaveCount(0);
  await saveScreenshot(page, 'data-football-bracket-1440');
  // A past season is played out: every tie has its winner, marked on one of its two sides, the final's too.
  await page.getByTestId('season-select').selectOption({ index: 1 });
  const decided = bracket.locator('[data-testid="bracket-tie"][data-winner-id]');
  await expect(decided).toHaveCount(15, { timeout: 15_000 });
  for (const tie of await decided.all()) {
    const winner = await tie.getAttribute('data-winner-id');
    await expect(tie.locator(`[data-testid="bracket-side"][data-team-id="${winner}"]`)).toHaveAttribute('data-winner', 'true');
  }
  await saveScreenshot(page, 'data-football-bracket-past-1440');
  await page.reload();
  await expect(page.getByTestId('bracket').getByTestId('bracket-round')).toHaveCount(4, { timeout: 15_000 });
  const team = page.getByTestId('bracket').getByTestId('bracket-side').getByRole('link').first();
  const name = (await team.textContent())!;
  await team.click();
  await expectPage(page, 'team-page');
  await expect(page.getByTestId('team-name')).toHaveText(name);
});

test('淘汰赛: the NBA\'s playoff picture — eight first-round ties from the table, then 分区半决赛, 分区决赛, 总决赛', async ({ page }) => {
  await page.goto(`/basketballMatchData/matchDetail/${LEAGUE.basketball}?tab=bracket`);
  await expectPage(page, 'competition-page');
  const bracket = page.getByTestId('bracket');
  await expect(bracket).toHaveAttribute('data-kind', 'projection', { timeout: 15_000 });
  await expect(bracket.getByTestId('bracket-round')).toHaveText(['首轮', '分区半决赛', '分区决赛', '总决赛']);
  await expect(bracket.getByTestId('bracket-tie')).toHaveCount(15);
  await expect(bracket.getByTestId('bracket-side').getByRole('link')).toHaveCount(16);
  await saveScreenshot(page, 'data-basketball-bracket-1440');
});

for (const sport of SPORTS) {
  test(`${sport}: 球员榜 and 球队榜 — a chosen category ranks its players and teams, kept over a reload, each leading to its page`, async ({ page }) => {
    await page.goto(`/${sport}MatchData/matchDetail/${LEAGUE[sport]}`);
    await expectPage(page, 'competition-page');
    await page.getByRole('tab', { name: '球员榜' }).click();
    const players = page.getByTestId('best-players');
    await expect(players.getByTestId('best-player-row').first()).toBeVisible({ timeout: 15_000 });
    await expect(players.getByTestId('rank-categories').getByRole('button')).toHaveCount(sport === 'football' ? 31 : 25);
    await expect(players.getByTestId('best-player-row')).toHaveCount(sport === 'football' ? 30 : 100);
    const second = players.getByTestId('rank-categories').getByRole('button').nth(1);
    const category = (await second.textContent())!;
    await second.click();
    await expect(page).toHaveURL(/rank=2/);
    await expect(players).toHaveAttribute('data-rank-type', '2', { timeout: 15_000 });
    await expect(players.locator('thead')).toContainText(category);
    await page.reload();
    await expect(page.getByTestId('best-players')).toHaveAttribute('data-rank-type', '2', { timeout: 15_000 });
    await expect(page.getByTestId('best-players').getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await saveScreenshot(page, `data-${sport}-best-players-1440`);
    const player = page.getByTestId('best-player-row').first().getByRole('link').first();
    const playerName = (await player.textContent())!;
    await player.click();
    await expectPage(page, 'player-page');
    await expect(page.getByTestId('player-name')).toHaveText(playerName);
    await page.goBack();

    await page.getByRole('tab', { name: '球队榜' }).click();
    const teams = page.getByTestId('best-teams');
    await expect(teams.getByTestId('best-team-row').first()).toBeVisible({ timeout: 15_000 });
    await expect(teams.getByTestId('rank-categories').getByRole('button')).toHaveCount(27);
    await saveScreenshot(page, `data-${sport}-best-teams-1440`);
    const team = teams.getByTestId('best-team-row').first().getByRole('link');
    const teamName = (await team.textContent())!;
    await team.click();
    await expectPage(page, 'team-page');
    await expect(page.getByTestId('team-name')).toHaveText(teamName);

    // The team's 球员榜 and 赛季数据.
    await page.getByRole('tab', { name: '球员榜' }).click();
    await expect(page.getByTestId('leader-card')).toHaveCount(6, { timeout: 15_000 });
    await page.getByRole('tab', { name: '赛季数据' }).click();
    await expect(page.getByTestId('team-stat')).toHaveCount(27, { timeout: 15_000 });
    await page.reload();
    await expect(page.getByTestId('team-stat')).toHaveCount(27, { timeout: 15_000 });
    await saveScreenshot(page, `data-${sport}-team-data-1440`);
  });

  test(`${sport}: a player's 赛季数据 and 比赛数据 — his lines match by match, one season's by the selector, kept over a reload`, async ({ page }) => {
    await page.goto(`/${sport}MatchData/matchDetail/${LEAGUE[sport]}?tab=players`);
    const player = page.getByTestId('best-player-row').first().getByRole('link').first();
    await expect(player).toBeVisible({ timeout: 15_000 });
    await player.click();
    await expectPage(page, 'player-page');
    await expect(page.getByTestId('player-season-row').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('player-match-line').first()).toBeVisible({ timeout: 15_000 });
    expect(await page.getByTestId('player-match-line').count()).toBeLessThanOrEqual(10);
    const season = page.getByTestId('player-season-row').first();
    const appearances = Number(await season.locator('td').nth(2).textContent());
    const seasonId = (await season.getAttribute('data-season-id'))!;
    await page.getByTestId('player-matches-season').selectOption(seasonId);
    await expect(page).toHaveURL(new RegExp(`season=${seasonId}`));
    await expect(page.getByTestId('player-match-line')).toHaveCount(appearances, { timeout: 15_000 });
    await page.reload();
    await expect(page.getByTestId('player-match-line')).toHaveCount(appearances, { timeout: 15_000 });
    await saveScreenshot(page, `data-${sport}-player-stats-1440`);
    // A match line's team leads to its page.
    await page.getByTestId('player-match-line').first().locator('a[href*="TeamDetail"]').first().click();
    await expectPage(page, 'team-page');
  });
}

test('a followed team\'s matches are marked in the match lists (/football and /matchEvents)', async ({ page }) => {
  await page.goto('/football');
  const row = page.getByRole('tabpanel').getByTestId('match-row').first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  const matchId = (await row.getAttribute('data-match-id'))!;
  await logInWithCode(page, VIEWER_PHONE);
  await expect(page.locator(`[data-testid="match-row"][data-match-id="${matchId}"]`).getByTestId('followed-team-mark')).toHaveCount(0);

  // Follow the match's home team from its team page (the match centre's header leads there).
  await page.goto(`/liveRoom?detail=${matchId}&SportType=football`);
  const home = page.getByTestId('match-header').getByTestId('header-home');
  await expect(home).toHaveAttribute('href', /^\/footballTeamDetail\/\d+$/, { timeout: 15_000 });
  await home.click();
  await expectPage(page, 'team-page');
  const teamUrl = page.url();
  const follow = page.getByTestId('data-follow');
  await expect(follow).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });
  await follow.click();
  await toastShown(page, '关注成功');

  for (const path of ['/football', '/matchEvents']) {
    await page.goto(path);
    const marked = page.locator(`[data-testid="match-row"][data-match-id="${matchId}"]`).getByTestId('followed-team-mark');
    await expect(marked).toHaveCount(1, { timeout: 15_000 });
    if (path === '/football') await saveScreenshot(page, 'data-followed-team-list-1440');
  }
  // Unfollowing takes the marks away.
  await page.goto(teamUrl);
  await expectPage(page, 'team-page');
  await expect(page.getByTestId('data-follow')).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  await page.getByTestId('data-follow').click();
  await toastShown(page, '取消关注');
  await page.goto('/football');
  await expect(page.getByRole('tabpanel').getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('followed-team-mark')).toHaveCount(0);
});
