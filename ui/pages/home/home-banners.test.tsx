// @vitest-environment happy-dom
// Home's banner sections over a scripted /banner/search (answers typed by the contract): 官方推荐 in groups of 3 moving
// on the page's Scheduler (a ManualScheduler here) — the item every 3 s, the group every 9 s [SH-6] — a banner's
// click asking for the download prompt, its error with 重新加载; 焦点比赛's panels by sport, one open at a time.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualScheduler } from '../../../engine/time';
import { AccountsContext } from '../../accounts/accounts-context';
import type { AccountsHarness } from '../../accounts/test-support/accounts-harness';
import { accountsHarness } from '../../accounts/test-support/accounts-harness';
import { button, click, settle } from '../../components/test-support/dom';
import { fakeMotionPreference } from '../../components/test-support/motion-preference';
import { SchedulerProvider } from '../../time/scheduler-context';
import { onDownloadPrompt } from './download-prompt';
import { FocusMatchesSection } from './focus-matches-section';
import { OfficialPicksSection } from './official-picks-section';
import type { HomeBanner } from './use-home-banners';
import { useHomeBanners } from './use-home-banners';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const pick = (n: number): HomeBanner => ({
  bannerId: n, bannerPath: 'data:image/svg+xml,x', linkUrl: '/downLoad', sourceType: 10, sourceValue: 'normal', sortOrder: n, title: `推荐${n}`, match: null,
});
const focus = (n: number, sport: 'football' | 'basketball'): HomeBanner => ({
  bannerId: 1000 + n, bannerPath: 'data:image/svg+xml,y', linkUrl: `/liveRoom?detail=${n}&SportType=${sport}`, sourceType: 20, sourceValue: sport, sortOrder: n,
  title: `焦点${n}`,
  match: {
    matchId: n, sportType: sport === 'football' ? 1 : 2, competitionId: 1, competitionName: sport === 'football' ? '英超' : 'NBA',
    homeTeamId: 10 + n, homeTeamName: `主队${n}`, awayTeamId: 20 + n, awayTeamName: `客队${n}`, matchTime: 1_746_100_800, statusId: 1,
    homeScore: -1, awayScore: -1, viewId: `${sport[0]}p${n}`,
  },
});
const BANNERS = [pick(1), pick(2), pick(3), pick(4), pick(5), pick(6), focus(7, 'football'), focus(8, 'football'), focus(9, 'basketball')];

function Sections() {
  const banners = useHomeBanners();
  return <><OfficialPicksSection banners={banners} /><FocusMatchesSection banners={banners} /></>;
}

function mount(h: AccountsHarness, scheduler: ManualScheduler) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(
    <AccountsContext value={h.accounts}>
      <SchedulerProvider scheduler={scheduler}><MemoryRouter><Sections /></MemoryRouter></SchedulerProvider>
    </AccountsContext>,
  ));
  return container;
}

const picksOf = (el: ParentNode) => el.querySelector<HTMLElement>('[data-testid="official-picks"]')!;
const position = (el: ParentNode) => [Number(picksOf(el).dataset.group), Number(picksOf(el).dataset.active)];

describe('home banners', () => {
  it('[SH-6] 官方推荐: groups of 3; the item moves every 3 s, the group every 9 s; a click asks for the download prompt', async () => {
    const h = accountsHarness();
    h.api.on('/banner/search', () => h.api.ok(BANNERS));
    const scheduler = new ManualScheduler(0);
    const el = mount(h, scheduler);
    await settle();
    const shown = () => [...picksOf(el).querySelectorAll('ul:not([aria-hidden="true"]) [data-testid="official-pick"]')];
    expect(shown()).toHaveLength(3);
    expect(position(el)).toEqual([0, 0]);
    act(() => scheduler.advance(2999));
    expect(position(el)).toEqual([0, 0]);
    act(() => scheduler.advance(1));
    expect(position(el)).toEqual([0, 1]);
    expect(shown()[1].getAttribute('aria-current')).toBe('true');
    act(() => scheduler.advance(3000));
    expect(position(el)).toEqual([0, 2]);
    act(() => scheduler.advance(3000)); // 9 s: the next group
    expect(position(el)).toEqual([1, 0]);
    expect(shown().map((b) => b.getAttribute('aria-label'))).toEqual(['推荐4（下载App查看）', '推荐5（下载App查看）', '推荐6（下载App查看）']);
    act(() => scheduler.advance(9000)); // and round again
    expect(position(el)).toEqual([0, 0]);
    let prompts = 0;
    const stop = onDownloadPrompt(() => { prompts++; });
    click(shown()[0] as HTMLElement);
    stop();
    expect(prompts).toBe(1);
    // Only the official picks are in the carousel.
    expect(el.textContent).not.toContain('焦点7（');
  });

  it('[SH-6] prefers-reduced-motion stops 官方推荐 turning, at once when switched on with the page open; off again, it turns', async () => {
    const motion = fakeMotionPreference(false);
    const h = accountsHarness();
    h.api.on('/banner/search', () => h.api.ok(BANNERS));
    const scheduler = new ManualScheduler(0);
    const el = mount(h, scheduler);
    await settle();
    act(() => scheduler.advance(3000));
    expect(position(el)).toEqual([0, 1]);
    motion.set(true);
    act(() => scheduler.advance(30_000));
    expect(position(el)).toEqual([0, 1]);
    motion.set(false);
    act(() => scheduler.advance(3000));
    expect(position(el)).toEqual([0, 2]);
  });

  it('焦点比赛: the tab\'s focus matches, the first open; another panel opens in its place; the other sport\'s tab its own', async () => {
    const h = accountsHarness();
    h.api.on('/banner/search', () => h.api.ok(BANNERS));
    const el = mount(h, new ManualScheduler(0));
    await settle();
    const panels = () => [...el.querySelectorAll<HTMLElement>('[data-testid="focus-panel"]')];
    expect(panels().map((p) => p.dataset.matchId)).toEqual(['7', '8']);
    expect(panels().map((p) => p.dataset.open)).toEqual(['true', 'false']);
    click(panels()[1].querySelector('button')!);
    expect(panels().map((p) => p.dataset.open)).toEqual(['false', 'true']);
    expect(panels()[1].querySelector('a[href="/dynamicDetail/fp8"]')?.textContent).toBe('赛前前瞻');
    expect(panels()[1].querySelector('a[href="/liveRoom?detail=8&SportType=football"]')).not.toBeNull();
    click(button(el, '篮球'));
    expect(panels().map((p) => p.dataset.matchId)).toEqual(['9']);
    expect(panels()[0].textContent).toContain('主队9');
  });

  it('a failed answer shows 加载失败 in both sections; 重新加载 asks again', async () => {
    const h = accountsHarness();
    let fail = true;
    h.api.on('/banner/search', () => (fail ? h.api.code(50000, '服务器异常') : h.api.ok(BANNERS)));
    const el = mount(h, new ManualScheduler(0));
    await settle();
    expect(el.querySelectorAll('[data-testid="error-state"]')).toHaveLength(2);
    fail = false;
    click(el.querySelector<HTMLElement>('[data-testid="error-state"] button')!);
    await settle();
    expect(el.querySelector('[data-testid="official-picks"]')).not.toBeNull();
  });
});
