// Issue #22's news and the rest of home, on the suite's server (its day has finished, going and coming matches):
// /informationCentre → an article → its match centre (new tab), team and competition pages; a channel in the URL
// over a reload; 文章不存在; the list's error and 重新加载; home's 官方推荐 carousel advanced by the page's clock
// (Playwright's page.clock: the carousel's timers are the page's Scheduler's, on the main thread) and its banner's
// download prompt [SH-6]; the 焦点比赛 panels and their tabs; /about logged in; every footer link opening a real page,
// document or dialog. Screenshots: information-centre-1440, article-1440, home-banners-1440, about-1440.
import type { Page } from '@playwright/test';
import { logInWithCode } from './accounts-support';
import { expect, saveScreenshot, scrollWindowTo, test } from './fixtures';

const phone = () => `137${String((Date.now() * 13 + Math.floor(Math.random() * 1000)) % 100_000_000).padStart(8, '0')}`;

/** Logs in with an SMS code and closes a first login's later steps (password, interests) with Esc. */
async function logIn(page: Page): Promise<void> {
  await logInWithCode(page, phone());
  const open = () => page.getByRole('dialog').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  await expect.poll(async () => (await open()).every((t) => /设置登录密码|选择你的喜好/.test(t)), { timeout: 15_000 }).toBe(true);
  while ((await open()).length > 0) {
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await open()).every((t) => !/设置登录密码/.test(t)), { timeout: 15_000 }).toBe(true);
  }
  await expect(page.getByRole('banner').getByTestId('user-menu-button')).toBeVisible();
}

test.describe('the information centre and its articles', () => {
  test('/informationCentre → a report → its match centre, team and competition pages; the article survives a reload', async ({ page, context }) => {
    await page.goto('/informationCentre');
    const items = page.getByTestId('news-latest').getByTestId('news-item');
    // The day's first news call writes its articles, on a loaded two-core machine beside a fresh server's page.
    await expect(items.first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('news-hero-slide')).toBeVisible();
    await expect(page.getByTestId('news-hot').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('news-matches').getByTestId('news-match').first()).toBeVisible();
    await expect(page.getByTestId('news-loading')).toHaveCount(0);
    await saveScreenshot(page, 'information-centre-1440');

    // A football report when the day has one (its goals table), else the first article.
    const report = page.getByTestId('news-latest').locator('[data-testid="news-item"][data-view-id^="fr"]').first();
    const item = (await report.count()) > 0 ? report : items.first();
    const viewId = (await item.getAttribute('data-view-id'))!;
    await item.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/dynamicDetail/${viewId}$`));
    const article = page.getByTestId('article');
    await expect(article).toHaveAttribute('data-view-id', viewId);
    await expect(page.getByTestId('article-body').locator('p').first()).toBeVisible();
    await expect(page.getByTestId('plus-reading').getByTestId('news-item').first()).toBeVisible();
    const title = (await article.getByRole('heading', { level: 1 }).textContent())!;
    await expect(page).toHaveTitle(`${title} - 球赛直播`);
    if (viewId.startsWith('fr')) await expect(page.getByTestId('article-goals').or(page.getByText('闷平'))).toBeVisible();
    await saveScreenshot(page, 'article-1440', true);
    await page.reload();
    await expect(page.getByTestId('article')).toHaveAttribute('data-view-id', viewId);

    const sport = viewId.startsWith('f') ? 'football' : 'basketball';
    // The competition's page (its full name there; the article says the feed's short one).
    await page.getByTestId('article-competition').click();
    await expect(page).toHaveURL(new RegExp(`/${sport}MatchData/matchDetail/\\d+$`));
    await expect(page.getByTestId('competition-name')).toBeVisible();
    await page.goBack();
    // The home team's page.
    const home = (await page.getByTestId('article-home-team').getAttribute('data-team-name'))!;
    await page.getByTestId('article-home-team').click();
    await expect(page).toHaveURL(new RegExp(`/${sport}TeamDetail/\\d+$`));
    await expect(page.getByTestId('team-name')).toHaveText(home);
    await page.goBack();
    // The match centre, in a new tab.
    const opened = context.waitForEvent('page');
    await page.getByTestId('article-match-centre').click();
    const tab = await opened;
    await expect(tab).toHaveURL(new RegExp(`/liveRoom\\?detail=${viewId.slice(2)}&SportType=${sport}$`));
    await expect(tab.getByTestId('match-header')).toBeVisible();
    await tab.close();
  });

  test('a channel is in the URL: 足球 lists football articles only, and a reload keeps it', async ({ page }) => {
    await page.goto('/informationCentre');
    const channels = page.getByRole('tablist', { name: '资讯频道' });
    await channels.getByRole('tab', { name: '足球', exact: true }).click();
    await expect(page).toHaveURL(/\?channel=1$/);
    const items = page.getByTestId('news-latest').getByTestId('news-item');
    await expect(items.first()).toBeVisible();
    expect((await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-view-id')!))).every((id) => id.startsWith('f'))).toBe(true);
    await page.reload();
    await expect(page.getByRole('tablist', { name: '资讯频道' }).getByRole('tab', { name: '足球', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(items.first()).toHaveAttribute('data-view-id', /^f/);
  });

  test('an article the day does not have, or an address that is no article, says 文章不存在', async ({ page }) => {
    for (const path of ['/dynamicDetail/fr1', '/dynamicDetail/nonsense']) {
      await page.goto(path);
      await expect(page.getByTestId('empty-state')).toContainText('文章不存在');
    }
  });

  test('a failed list shows 加载失败 with 重新加载, which loads it', async ({ page }) => {
    let fail = true;
    await page.route('**/api/news/hots/channel/list', (route) => (fail ? route.abort() : route.continue()));
    await page.goto('/informationCentre');
    const latest = page.getByTestId('news-latest');
    await expect(latest.getByTestId('error-state')).toBeVisible();
    fail = false;
    await latest.getByRole('button', { name: '重新加载' }).click();
    await expect(latest.getByTestId('news-item').first()).toBeVisible();
  });
});

test.describe('home\'s banners and focus matches', () => {
  test('[SH-6] 官方推荐: groups of 3, the item every 3 s and the group every 9 s on the page\'s clock; a banner opens the download prompt', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await page.goto('/');
    const picks = page.getByTestId('official-picks');
    await expect(picks.getByTestId('official-pick').first()).toBeVisible();
    // From here the page's time moves only when the test moves it (a little ahead of the page's clock: it runs on
    // while this call travels).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000));
    const position = async () => [Number(await picks.getAttribute('data-group')), Number(await picks.getAttribute('data-active'))];
    const groups = await picks.getByRole('button', { name: /^第\d+组$/ }).count();
    expect(groups).toBeGreaterThanOrEqual(2);
    const shown = picks.locator('ul:not([aria-hidden="true"])').getByTestId('official-pick');
    await expect(shown).toHaveCount(3);
    let [group, slot] = await position();
    for (let k = 0; k < 6; k++) {
      await page.clock.runFor(3000);
      [group, slot] = slot === 2 ? [(group + 1) % groups, 0] : [group, slot + 1];
      await expect.poll(position).toEqual([group, slot]);
      await expect(shown.nth(Math.min(slot, (await shown.count()) - 1))).toHaveAttribute('aria-current', 'true');
    }
    await page.clock.resume();
    await shown.first().click();
    await expect(page.getByTestId('download-popup')).toBeVisible();
  });

  test('焦点比赛: panels of the day\'s focus matches under 足球 / 篮球, one open at a time, to the match centre and the article', async ({ page, context }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: '焦点比赛' });
    const panels = section.getByTestId('focus-panel');
    await expect(panels.first()).toBeVisible();
    await expect(section.getByTestId('focus-panels')).toHaveAttribute('data-sport', 'football');
    await expect(panels.first().getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await expect(panels.first().getByRole('img')).toBeVisible();
    if (await panels.count() > 1) await expect(panels.nth(1).getByRole('img')).toBeHidden(); // closed panels show their head only
    await scrollWindowTo(page, 560);
    await saveScreenshot(page, 'home-banners-1440');
    await saveScreenshot(page, 'home-banners-full-1440', true);
    if (await panels.count() > 1) {
      await panels.nth(1).getByRole('button').first().click();
      await expect(panels.nth(1).getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
      await expect(panels.first().getByRole('button')).toHaveAttribute('aria-expanded', 'false');
      await expect(panels.first().getByRole('img')).toBeHidden();
      await expect(panels.nth(1).getByRole('img')).toBeVisible();
    }
    const footballIds = await panels.evaluateAll((els) => els.map((e) => e.getAttribute('data-match-id')));
    await section.getByRole('tab', { name: '篮球' }).click();
    await expect(section.getByTestId('focus-panels')).toHaveAttribute('data-sport', 'basketball');
    await expect(panels.first()).toBeVisible();
    expect(await panels.evaluateAll((els) => els.map((e) => e.getAttribute('data-match-id')))).not.toEqual(footballIds);
    const matchId = (await panels.first().getAttribute('data-match-id'))!;
    const opened = context.waitForEvent('page');
    await panels.first().getByTestId('focus-match-centre').click();
    const tab = await opened;
    await expect(tab).toHaveURL(new RegExp(`/liveRoom\\?detail=${matchId}&SportType=basketball$`));
    await expect(tab.getByTestId('match-header')).toBeVisible();
    await tab.close();
    await panels.first().getByTestId('focus-article').click();
    await expect(page).toHaveURL(new RegExp(`/dynamicDetail/b[rp]${matchId}$`));
    await expect(page.getByTestId('article')).toBeVisible();
  });
});

test.describe('/about and the footer', () => {
  test('every footer link opens a real page, document or dialog; 关于我们 asks for a login, then opens /about', async ({ page, context }) => {
    await page.goto('/football');
    const footer = page.getByRole('contentinfo');
    const entry = (column: string, label: string) => footer.getByRole('navigation', { name: column }).getByRole(label === '推流工具' || label === '关于我们' ? 'link' : 'button', { name: label });
    // Activated from the keyboard: the footer moves while the list above it fills in (download-and-docs.spec.ts).
    const press = async (column: string, label: string) => {
      await entry(column, label).focus();
      await page.keyboard.press('Enter');
    };
    const DOCS = [['帮助中心', '新手主播指南', '新手主播指南'], ['帮助中心', '推流工具', '推流工具使用说明（OBS）'], ['帮助中心', '直播协议', '直播协议'], ['关于我们', '用户协议', '用户协议'], ['关于我们', '隐私政策', '隐私政策']] as const;
    for (const [column, label, heading] of DOCS) {
      const opened = context.waitForEvent('page');
      await press(column, label);
      const tab = await opened;
      await tab.waitForURL((url) => /^\/docs\/[a-z-]+\.html$/.test(url.pathname));
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(heading);
      await tab.close();
    }
    // Logged out: 意见反馈, 投诉 and 关于我们 open the login dialog [FL-2].
    for (const label of ['意见反馈', '投诉', '关于我们']) {
      await press('关于我们', label);
      await expect(page.getByRole('dialog', { name: '欢迎登录' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await expect(page).toHaveURL(/\/football$/);
    await logIn(page);
    for (const label of ['意见反馈', '投诉']) {
      await press('关于我们', label);
      await expect(page.getByTestId('feedback-dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('feedback-dialog')).toHaveCount(0);
    }
    await press('关于我们', '关于我们');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByTestId('about-page')).toBeVisible();
    await expect(page.getByTestId('about-version')).toContainText(/v?\d+\.\d+\.\d+/);
    await expect(page.getByTestId('news-loading')).toHaveCount(0);
    await saveScreenshot(page, 'about-1440', true);
    await page.reload();
    await expect(page.getByTestId('about-page')).toBeVisible();
    // Its own links: a feature page, and a document in a new tab.
    const opened = context.waitForEvent('page');
    await page.getByTestId('about-links').getByRole('button', { name: '隐私政策' }).click();
    const tab = await opened;
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('隐私政策');
    await tab.close();
    await page.getByTestId('about-feature').filter({ hasText: '资讯中心' }).click();
    await expect(page).toHaveURL(/\/informationCentre$/);
    await expect(page.getByTestId('news-item').first()).toBeVisible();
  });
});
