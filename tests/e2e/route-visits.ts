// A visit to each built route of the route table (ui/app/route-table.tsx) and to the open states that matter, for the
// checks that run on every page (accessibility.spec.ts). A visit finds a concrete address the way a fan would — a
// list row's match, its competition link, a standings row's team, a squad's player — and returns once the page
// shows its content (its loading states gone).
import type { Page } from '@playwright/test';
import { DEMO_ANCHORS } from '../../server/db/demo-people';
import { expect } from './fixtures';
import { skipFeed } from './suite-feed';

export interface RouteVisit {
  /** The route table's path this visit covers. */
  readonly route: string;
  readonly name: string;
  /** Logged in (as a demo anchor) for a visit whose route does not require it. */
  readonly loggedIn?: true;
  /**
   * The shell (site header, footer, side panel) is checked on this page too: once per variant of it — home's
   * transparent header, the solid one, the logged-in one (the first page a login group opens). Elsewhere only the
   * page's own content and what floats over it.
   */
  readonly shell?: true;
  open(page: Page): Promise<void>;
}

/**
 * A state over a page (a dialog, pop-up or panel), opened on the page of the visit it names (`on`) once that page has
 * been checked, and checked for its own content (`scope`, a CSS selector) before it is closed again.
 */
export interface OpenState {
  readonly on: string;
  readonly name: string;
  readonly scope: string;
  open(page: Page): Promise<void>;
  close(page: Page): Promise<void>;
}

type Sport = 'football' | 'basketball';

/** The page has rendered its route and nothing in it is still loading. */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.getElementById('main')?.childElementCount ?? 0), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page.locator('#main [aria-busy="true"], #main [data-testid$="loading"], #main [data-testid="loading-skeleton"]')).toHaveCount(0, { timeout: 15_000 });
}

async function openList(page: Page, sport: Sport | 'matchEvents'): Promise<void> {
  await page.goto(`/${sport}`);
  await expect(page.getByRole('tabpanel').getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });
  await settled(page);
}

/**
 * Addresses found once a worker: the walk a fan takes to a page (list → competition → team → player) runs for the
 * first visit that needs it, and a later visit in the same worker goes straight to the address it found.
 */
const found = new Map<string, unknown>();
async function once<T>(key: string, find: () => Promise<T>): Promise<T> {
  if (!found.has(key)) found.set(key, await find());
  return found.get(key) as T;
}

/** The first row of the sport's live list that links its competition: its match id and the competition's path. */
function firstRow(page: Page, sport: Sport): Promise<{ matchId: string; competition: string }> {
  return once(`row ${sport}`, () => findFirstRow(page, sport));
}

async function findFirstRow(page: Page, sport: Sport): Promise<{ matchId: string; competition: string }> {
  await openList(page, sport);
  const row = page.getByRole('tabpanel').getByTestId('match-row').filter({ has: page.locator('a[data-testid="row-competition"]') }).first();
  const link = row.locator('a[data-testid="row-competition"]');
  return { matchId: (await row.getAttribute('data-match-id'))!, competition: (await link.getAttribute('href'))! };
}

async function openAt(page: Page, path: string, testId: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId(testId).first()).toBeVisible({ timeout: 15_000 });
  await settled(page);
}

async function competitionPage(page: Page, sport: Sport): Promise<void> {
  const { competition } = await firstRow(page, sport);
  await openAt(page, competition, 'competition-page');
}

function teamPath(page: Page, sport: Sport): Promise<string> {
  return once(`team ${sport}`, async () => {
    await competitionPage(page, sport);
    const link = page.getByTestId('standings-row').first().getByRole('link').first();
    await expect(link).toBeVisible();
    return (await link.getAttribute('href'))!;
  });
}

function playerPath(page: Page, sport: Sport): Promise<string> {
  return once(`player ${sport}`, async () => {
    await openAt(page, await teamPath(page, sport), 'team-page');
    await page.getByRole('tab', { name: '阵容' }).click();
    const link = page.getByTestId('squad-player').first();
    await expect(link).toBeVisible();
    return (await link.getAttribute('href'))!;
  });
}

const DEMO_ANCHOR = DEMO_ANCHORS[0];

const perSport = (make: (sport: Sport) => RouteVisit): RouteVisit[] => [make('football'), make('basketball')];

export const ROUTE_VISITS: readonly RouteVisit[] = [
  { route: '/', name: 'home', shell: true, open: async (page) => { await page.goto('/'); await expect(page.getByRole('heading', { name: '正在直播' })).toBeVisible(); await settled(page); } },
  { route: '/football', name: '/football', shell: true, open: (page) => openList(page, 'football') },
  { route: '/basketball', name: '/basketball', open: (page) => openList(page, 'basketball') },
  { route: '/matchEvents', name: '/matchEvents', open: (page) => openList(page, 'matchEvents') },
  ...perSport((sport) => ({
    route: '/liveRoom', name: `match centre (${sport})`, open: async (page) => {
      const { matchId } = await firstRow(page, sport);
      await openAt(page, `/liveRoom?detail=${matchId}&SportType=${sport}`, 'match-header');
    },
  })),
  { route: '/liveRoom', name: 'live room', open: (page) => openAt(page, `/liveRoom?roomId=${DEMO_ANCHOR.roomId}`, 'live-room') },
  { route: '/personalHomepage', name: 'anchor profile', open: (page) => openAt(page, `/personalHomepage?customId=${DEMO_ANCHOR.customerId}`, 'anchor-profile') },
  { route: '/downLoad', name: '/downLoad', open: async (page) => { await page.goto('/downLoad'); await expect(page.getByTestId('download-version').first()).toBeVisible(); await settled(page); } },
  { route: '/anchorCertification', name: '/anchorCertification', shell: true, open: (page) => openAt(page, '/anchorCertification', 'certification-state') },
  { route: '/anchorStart', name: '/anchorStart', open: (page) => openAt(page, '/anchorStart', 'broadcast-status') },
  ...perSport((sport) => ({ route: `/${sport}MatchData`, name: `${sport} database index`, open: (page) => openAt(page, `/${sport}MatchData`, 'data-index') })),
  ...perSport((sport) => ({ route: `/${sport}MatchData/matchDetail/:competeId`, name: `${sport} competition`, open: (page) => competitionPage(page, sport) })),
  ...perSport((sport) => ({
    route: sport === 'football' ? '/footballTeamDetail/:competeId' : '/basketballTeamDetail/:teamId', name: `${sport} team`,
    open: async (page) => openAt(page, await teamPath(page, sport), 'team-page'),
  })),
  ...perSport((sport) => ({
    route: `/${sport}PlayerDetail/:competeId`, name: `${sport} player`, open: async (page) => openAt(page, await playerPath(page, sport), 'player-page'),
  })),
  {
    route: '/teamDetailHistory/:matchId', name: 'team history', open: async (page) => {
      const { matchId } = await firstRow(page, 'football');
      await openAt(page, `/teamDetailHistory/${matchId}`, 'team-history');
    },
  },
  {
    route: '/forecast', name: '/forecast', open: async (page) => {
      await page.goto('/forecast');
      await expect(page.getByTestId('scheme-card').first()).toBeVisible({ timeout: 15_000 });
      await settled(page);
    },
  },
  {
    route: '/forecastDetail', name: 'forecast detail', open: async (page) => {
      const detail = await once('forecast detail', async () => {
        await page.goto('/forecast');
        const link = page.getByTestId('scheme-card').first().getByRole('link', { name: '查看详情' });
        await expect(link).toBeVisible({ timeout: 15_000 });
        return (await link.getAttribute('href'))!;
      });
      await openAt(page, detail, 'forecast-detail');
    },
  },
  { route: '/informationCentre', name: '/informationCentre', open: (page) => openAt(page, '/informationCentre', 'news-item') },
  {
    route: '/dynamicDetail/:viewId', name: 'article', open: async (page) => {
      const id = await once('article', async () => {
        await openAt(page, '/informationCentre', 'news-item');
        return page.getByTestId('news-item').first().getAttribute('data-view-id');
      });
      await openAt(page, `/dynamicDetail/${id}`, 'article');
    },
  },
  { route: '/about', name: '/about', open: (page) => openAt(page, '/about', 'about-page') },
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((type): RouteVisit => ({
    route: '/individualCenter', name: `/individualCenter?type=${type}`, open: (page) => openAt(page, `/individualCenter?type=${type}`, `centre-type-${type}`),
  })),
];

const escape = (what: string) => async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(page.locator(what)).toHaveCount(0);
};

/** Open states that matter: dialogs, pop-ups and panels over a page, each on a page already open. */
export const OPEN_STATES: readonly OpenState[] = [
  {
    on: 'home', name: 'login dialog', scope: '[role="dialog"]', close: escape('[role="dialog"]'), open: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
      await expect(page.getByRole('dialog').getByLabel('手机号')).toBeVisible();
    },
  },
  {
    on: '/football', name: 'filter dialog', scope: '[role="dialog"]', close: escape('[role="dialog"]'), open: async (page) => {
      await page.getByTestId('filter-button').first().click();
      await expect(page.getByRole('dialog', { name: '赛事筛选' }).getByTestId('filter-competition').first()).toBeVisible({ timeout: 10_000 });
    },
  },
  {
    on: '/football', name: 'hover card', scope: '[data-testid="hover-card"]', open: async (page) => {
      await page.getByRole('tabpanel').getByTestId('match-row').first().hover();
      const card = page.getByTestId('hover-card');
      await expect(card).toBeVisible();
      await expect(card.getByTestId('hover-loading')).toHaveCount(0, { timeout: 10_000 });
    },
    close: async (page) => {
      await page.mouse.move(0, 0);
      await expect(page.getByTestId('hover-card')).toHaveCount(0);
    },
  },
  {
    on: '/football', name: 'search panel', scope: '[role="dialog"]', close: escape('[role="dialog"]'), open: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: '搜索直播间、主播' }).click();
      await expect(page.getByText('搜索看比赛直播间，开启精彩视界')).toBeVisible();
    },
  },
  {
    // Last on its page: it leaves the list on its 直播 tab (a match with a stream can be past the rows 全部 has in the DOM).
    on: '/football', name: 'streams popup', scope: '[data-testid="streams-popup"]', close: escape('[data-testid="streams-popup"]'), open: async (page) => {
      await page.getByRole('tab', { name: '直播', exact: true }).click();
      await page.getByRole('tabpanel').locator('[data-testid="stream-button"][aria-haspopup="dialog"]').first().click();
      await expect(page.getByTestId('streams-popup').getByTestId('stream-entry').first()).toBeVisible();
    },
  },
  {
    // A basket on cue: the suite's day skipped ahead half a minute at a time until the page pops one up (suite-feed.ts).
    on: '/basketball', name: 'goal pop-up', scope: '[data-testid="goal-popup"]', close: async () => {}, open: async (page) => {
      const popup = page.getByTestId('goal-popup');
      await expect.poll(async () => {
        if (await popup.count() === 0) await skipFeed(30_000);
        return popup.count();
      }, { timeout: 60_000, intervals: [500] }).toBeGreaterThan(0);
    },
  },
  {
    on: '/anchorCertification', name: 'user menu', scope: '[data-testid="user-menu"]', close: escape('[data-testid="user-menu"]'), open: async (page) => {
      await page.getByTestId('user-menu-button').click();
      await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
    },
  },
];
