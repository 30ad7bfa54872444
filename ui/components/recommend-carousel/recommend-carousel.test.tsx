// @vitest-environment happy-dom
// The carousel's choice of content [AN-1] [AN-5] over a scripted /api: 直播推荐 from /v1/living/recommend when it has
// at least three entries (no /anchor/top call), else 好评解说 from /anchor/top with the bios (or the empty-bio copy);
// the hit-rate tag only when the anchor has one; cards link to their rooms.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualScheduler } from '../../../engine/time';
import { AccountsContext } from '../../accounts/accounts-context';
import { accountsHarness } from '../../accounts/test-support/accounts-harness';
import type { CallAt, DataOf } from '../../api';
import type { LivingEntry } from '../streams-popup/living-entry';
import { settle } from '../test-support/dom';
import { fakeMotionPreference } from '../test-support/motion-preference';
import { SchedulerProvider } from '../../time/scheduler-context';
import { livingEntry, livingMatch } from '../test-support/living-entries';
import { AUTO_ADVANCE_MS, RecommendCarousel } from './recommend-carousel';
import { RECOMMEND_PATH, TOP_ANCHORS_PATH } from './use-recommendations';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const entry = (roomId: number, over: Partial<LivingEntry> = {}) =>
  livingEntry(roomId, { viewCount: 1, anchorCustomId: roomId + 1, anchorLevel: 4, match: livingMatch(), ...over });

async function render(recommend: DataOf<CallAt<typeof RECOMMEND_PATH>>, top: DataOf<CallAt<typeof TOP_ANCHORS_PATH>>, scheduler = new ManualScheduler(0)) {
  const h = accountsHarness();
  h.api.on(RECOMMEND_PATH, () => h.api.ok(recommend)).on(TOP_ANCHORS_PATH, () => h.api.ok(top));
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(
    <AccountsContext.Provider value={h.accounts}>
      <SchedulerProvider scheduler={scheduler}><RecommendCarousel sport="basketball" /></SchedulerProvider>
    </AccountsContext.Provider>,
  ));
  await settle();
  const cards = [...container.querySelectorAll<HTMLAnchorElement>('[data-testid="recommend-card"]')];
  return { h, container, cards, title: container.querySelector('[data-testid="recommend-title"]')!.textContent };
}

describe('RecommendCarousel', () => {
  it('[AN-1] three live or preview entries: 直播推荐, live first, no top-anchor call', async () => {
    const { h, cards, title } = await render({ livings: [entry(1), entry(2)], previews: [entry(3, { living: false })] }, { anchors: [] });
    expect(title).toBe('直播推荐');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/liveRoom?roomId=1', '/liveRoom?roomId=2', '/liveRoom?roomId=3']);
    expect(cards.map((c) => c.textContent!.includes('预告'))).toEqual([false, false, true]);
    expect(cards[0].textContent).toContain('LV4');
    expect(cards[0].textContent).toContain('湖人 VS 勇士');
    // The logos the server sends (contract/living.ts) are shown beside the teams (issue #12 §1: the page's copy of
    // the type had dropped them).
    expect([...cards[0].querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(expect.arrayContaining(['/logos/lakers.png', '/logos/warriors.png']));
    expect(JSON.parse(h.api.seen.find((r) => r.path === RECOMMEND_PATH)!.body!)).toMatchObject({ sportType: 2 });
    expect(h.api.count(TOP_ANCHORS_PATH)).toBe(0);
  });

  it('[AN-1] [AN-5] fewer: 好评解说 from the top anchors, bios or the empty-bio copy, hit rate as rate%', async () => {
    const { h, cards, title } = await render({ livings: [entry(1)], previews: [] }, {
      anchors: [
        entry(7, { living: false, description: '专注NBA', anchorPredictionData: { singleLatestHitRate: { rate: 80, baseCount: 10, hitCount: 8 } } }),
        entry(8, { living: false }),
      ],
    });
    expect(title).toBe('好评解说');
    expect(h.api.count(TOP_ANCHORS_PATH)).toBe(1);
    expect(cards).toHaveLength(2);
    expect(cards[0].textContent).toContain('专注NBA');
    expect(cards[0].querySelector('[data-testid="hit-rate"]')!.textContent).toBe('近期命中 80%');
    expect(cards[1].textContent).toContain('这个人很懒，还没有设置个性签名');
    expect(cards[1].querySelector('[data-testid="hit-rate"]')).toBeNull();
  });

  it('[AN-1] cards more than a slide away from the shown ones are kept on the track but not rendered', async () => {
    const { cards } = await render({ livings: [1, 2, 3, 4, 5, 6, 7, 8].map((id) => entry(id)), previews: [] }, { anchors: [] });
    expect(cards).toHaveLength(8);
    // Before the track is measured three cards are taken to fit: 0–2 shown, 3 the next slide's, 4–7 far.
    const far = cards.map((c) => c.parentElement!.className.includes('far'));
    expect(far).toEqual([false, false, false, false, true, true, true, true]);
  });

  it('[AN-1] nothing at all: 暂无数据', async () => {
    const { container, cards } = await render({ livings: [], previews: [] }, { anchors: [] });
    expect(cards).toHaveLength(0);
    expect(container.textContent).toContain('暂无数据');
  });

  it('[AN-1] turns a card every AUTO_ADVANCE_MS; prefers-reduced-motion stops it, at once when switched on with the page open', async () => {
    const motion = fakeMotionPreference(false);
    const scheduler = new ManualScheduler(0);
    const { container } = await render({ livings: [1, 2, 3, 4, 5, 6, 7, 8].map((id) => entry(id)), previews: [] }, { anchors: [] }, scheduler);
    const offset = () => container.querySelector<HTMLElement>('ul')!.style.getPropertyValue('--track-offset');
    expect(offset()).toBe('0px');
    act(() => scheduler.advance(AUTO_ADVANCE_MS));
    const turned = offset();
    expect(turned).not.toBe('0px');
    motion.set(true);
    act(() => scheduler.advance(5 * AUTO_ADVANCE_MS));
    expect(offset()).toBe(turned);
    motion.set(false);
    act(() => scheduler.advance(AUTO_ADVANCE_MS));
    expect(offset()).not.toBe(turned);
  });

  it('[AN-1] with prefers-reduced-motion from the start it never turns by itself; the arrows still move it', async () => {
    fakeMotionPreference(true);
    const scheduler = new ManualScheduler(0);
    const { container } = await render({ livings: [1, 2, 3, 4, 5, 6, 7, 8].map((id) => entry(id)), previews: [] }, { anchors: [] }, scheduler);
    const offset = () => container.querySelector<HTMLElement>('ul')!.style.getPropertyValue('--track-offset');
    act(() => scheduler.advance(10 * AUTO_ADVANCE_MS));
    expect(offset()).toBe('0px');
    act(() => container.querySelector<HTMLButtonElement>('button[aria-label="下一个"]')!.click());
    expect(offset()).not.toBe('0px');
  });
});
