// The competition page in Chromium (part of `npm run bench -- data`): on the database index (/footballMatchData,
// /basketballMatchData) a hot league's tile is clicked, and the time from the click to the standings painted is
// taken in the page — the click event's time to the frame after the first standings row is in the DOM (comp/info,
// then comp/tables, then the table rendered). Anchor: the same clicks' time to the competition's header painted
// (comp/info alone), in the same opens. Back to the index between opens (the page asks its calls again each time:
// it keeps no answers). Target: standings p95 ≤ 300 ms.
import type { Page } from 'playwright-core';
import { BASKETBALL_COMPETITIONS, FOOTBALL_COMPETITIONS } from '../fixtures/generator/catalog';
import { launchChromium } from '../tests/e2e-engine/harness/chromium';
import { waitInPage } from './page-wait';
import { quantile } from './ui-stats';

export const PAGE_TARGET_P95_MS = 300;

interface Probe { clickAt: number | null; headerAt: number | null; standingsAt: number | null }
// Run in the page (serialised whole: it may name nothing of this module).
const probeOf = () => (window as unknown as { dataPageProbe: Probe }).dataPageProbe;
const bothPainted = () => {
  const p = (window as unknown as { dataPageProbe: Probe }).dataPageProbe;
  return p.standingsAt !== null && p.headerAt !== null;
};

/** Installed before the app: the click's time, and the frames after the header and the first standings row appear. */
const PROBE = `(() => {
  const p = window.dataPageProbe = { clickAt: null, headerAt: null, standingsAt: null };
  addEventListener('click', (e) => { p.clickAt = e.timeStamp; p.headerAt = null; p.standingsAt = null; }, true);
  const painted = (key) => requestAnimationFrame(() => setTimeout(() => { if (p[key] === null) p[key] = performance.now(); }, 0));
  new MutationObserver(() => {
    if (p.clickAt === null) return;
    if (p.headerAt === null && document.querySelector('[data-testid="competition-name"]')) painted('headerAt');
    if (p.standingsAt === null && document.querySelector('[data-testid="standings-row"]')) painted('standingsAt');
  }).observe(document, { subtree: true, childList: true });
})();`;

/** The hot leagues of each sport: a table to paint (a cup opens on its bracket or schedule). */
const LEAGUES = [
  ...FOOTBALL_COMPETITIONS.filter((c) => c.hot && c.format === 'league').map((c) => ({ sport: 'football', id: c.id })),
  ...BASKETBALL_COMPETITIONS.filter((c) => c.hot && c.format === 'league').map((c) => ({ sport: 'basketball', id: c.id })),
] as const;

async function openOnce(page: Page, url: string, sport: string, id: number): Promise<{ standings: number; header: number }> {
  if (!page.url().endsWith(`/${sport}MatchData`)) await page.goto(`${url}/${sport}MatchData`);
  const tile = `[data-testid="hot-competitions"] a[href$="/matchDetail/${id}"]`;
  await page.waitForSelector(tile, { timeout: 60_000 });
  await page.click(tile);
  await waitInPage(page, bothPainted, 'the standings painted');
  const p = await page.evaluate(probeOf);
  await page.goBack();
  return { standings: p.standingsAt! - p.clickAt!, header: p.headerAt! - p.clickAt! };
}

export interface PageFigures {
  readonly opens: number;
  readonly standingsP50Ms: number; readonly standingsP95Ms: number; readonly standingsMaxMs: number;
  readonly headerP50Ms: number; readonly headerP95Ms: number;
  readonly met: boolean;
}

/** `opens` clicks (after `warm` not counted), the leagues in turn; prints the figure, the anchor and the verdict. */
export async function competitionPagePaint(url: string, opens: number, warm: number): Promise<PageFigures> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    await context.addInitScript({ content: PROBE });
    const page = await context.newPage();
    const standings: number[] = [];
    const header: number[] = [];
    for (let i = 0; i < warm + opens; i++) {
      const { sport, id } = LEAGUES[i % LEAGUES.length];
      const t = await openOnce(page, url, sport, id);
      if (i < warm) continue;
      standings.push(t.standings);
      header.push(t.header);
    }
    const figures: PageFigures = {
      opens,
      standingsP50Ms: Math.round(quantile(standings, 0.5)), standingsP95Ms: Math.round(quantile(standings, 0.95)), standingsMaxMs: Math.round(Math.max(...standings)),
      headerP50Ms: Math.round(quantile(header, 0.5)), headerP95Ms: Math.round(quantile(header, 0.95)),
      met: quantile(standings, 0.95) <= PAGE_TARGET_P95_MS,
    };
    console.log(`page: Chromium 1440×900, the database index's hot leagues clicked in turn (${opens} opens${warm ? `, ${warm} before not counted` : ''})`);
    console.log(`  click → standings painted p50 / p95 / max ${figures.standingsP50Ms} / ${figures.standingsP95Ms} / ${figures.standingsMaxMs} ms`);
    console.log(`  anchor: click → the competition's header painted (comp/info alone), same opens: p50 / p95 ${figures.headerP50Ms} / ${figures.headerP95Ms} ms`);
    console.log(`  target: standings p95 ≤ ${PAGE_TARGET_P95_MS} ms: ${figures.met ? 'met' : 'MISSED'}`);
    return figures;
  } finally {
    await browser.close();
  }
}
