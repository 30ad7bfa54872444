// @vitest-environment happy-dom
// The rows' follow star [FL-1] [FL-2] and the page's followed matches [FL-5]: logged out it only says
// 请登录后再关注～; logged in it follows, and the change reaches the engine; a login loads every sport's list_b
// pages through the worker, a logout clears them.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { Sport } from '../../../../engine/core';
import { SUCCESS, VALIDATION } from '../../../accounts/account-messages';
import { AccountsContext } from '../../../accounts/accounts-context';
import type { AccountsHarness } from '../../../accounts/test-support/accounts-harness';
import { VIEWER_INFO, accountsHarness } from '../../../accounts/test-support/accounts-harness';
import { FollowStar } from './follow-star';
import { FOLLOW_PAGE_SIZE, isFollowed, startFollowedSync } from './followed-matches';
import { cannedBytes } from '../../../api/test-support/fake-api';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
const stops: (() => void)[] = [];

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  stops.splice(0).forEach((stop) => stop());
  document.body.innerHTML = '';
});

/** The worker's side, as the page sees it: set ids, and list_b pages whose first byte counts their ids. */
function fakeEngine() {
  const set: { sport: Sport; ids: number[] }[] = [];
  const pagesSeen: number[] = [];
  return {
    set,
    pagesSeen,
    setFollowed: (sport: Sport, ids: readonly number[]) => {
      set.push({ sport, ids: [...ids] });
      return Promise.resolve(true);
    },
    followedFromList: (sport: Sport, pages: readonly ArrayBuffer[]) => {
      pagesSeen.push(pages.length);
      const ids = pages.flatMap((page, p) => Array.from({ length: new Uint8Array(page)[0] }, (_, i) => (sport === 'football' ? 1 : 2) * 1_000_000 + p * 1000 + i));
      set.push({ sport, ids });
      return Promise.resolve(ids);
    },
  };
}

const listPage = (count: number) => cannedBytes(new Uint8Array([count]));

async function logIn(h: AccountsHarness) {
  h.api.on('/v1/customer/info', () => h.api.ok(VIEWER_INFO));
  await h.accounts.auth.completeLogin({ accessToken: 'A1', refreshToken: 'R1', first: false });
  h.toasts.length = 0;
}

function renderStar(h: AccountsHarness, props: { id: number; sport: Sport; followed: boolean }) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<AccountsContext value={h.accounts}><FollowStar {...props} /></AccountsContext>));
  return container.querySelector('button')!;
}

const settle = () => act(async () => { for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0)); });

describe('FollowStar', () => {
  it('[FL-2] logged out: 请登录后再关注～ and no call', async () => {
    const h = accountsHarness();
    const star = renderStar(h, { id: 7, sport: 'football', followed: false });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(star.getAttribute('aria-label')).toBe('关注');
    await act(async () => star.click());
    await settle();
    expect(h.toasts).toEqual([{ kind: 'warning', text: VALIDATION.followNeedsLogin }]);
    expect(h.api.seen).toEqual([]);
    expect(isFollowed('football', 7)).toBe(false);
  });

  it('[FL-1] logged in: follows (关注成功) and hands the followed ids to the engine', async () => {
    const h = accountsHarness();
    h.api.on('/v1/football/follow/list_b', () => listPage(0));
    h.api.on('/v1/basketball/follow/list_b', () => listPage(0));
    h.api.on('/v1/match/follow/action', (req) => h.api.ok(JSON.parse(req.body!)));
    const engine = fakeEngine();
    stops.push(startFollowedSync(engine, h.accounts));
    await logIn(h);
    await settle();
    engine.set.length = 0;

    const star = renderStar(h, { id: 7, sport: 'football', followed: false });
    await act(async () => star.click());
    await settle();
    expect(JSON.parse(h.api.seen.at(-1)!.body!)).toEqual({ matchId: 7, sportType: 1, status: 1 });
    expect(h.toasts).toEqual([{ kind: 'success', text: SUCCESS.followed }]);
    expect(engine.set).toEqual([{ sport: 'football', ids: [7] }]);
    expect(isFollowed('football', 7)).toBe(true);

    const pressed = renderStar(h, { id: 7, sport: 'football', followed: true });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(pressed.getAttribute('aria-label')).toBe('取消关注');
    await act(async () => pressed.click());
    await settle();
    expect(JSON.parse(h.api.seen.at(-1)!.body!)).toEqual({ matchId: 7, sportType: 1, status: 2 });
    expect(engine.set.at(-1)).toEqual({ sport: 'football', ids: [] });
  });
});

describe('followed matches of the page [FL-5]', () => {
  it('a login loads both sports (every list_b page of 100, decoded by the worker); a logout clears them', async () => {
    const h = accountsHarness();
    let footballPage = 0;
    h.api.on('/v1/football/follow/list_b', () => listPage(++footballPage === 1 ? FOLLOW_PAGE_SIZE : 3));
    h.api.on('/v1/basketball/follow/list_b', () => listPage(2));
    const engine = fakeEngine();
    stops.push(startFollowedSync(engine, h.accounts));
    expect(engine.set).toEqual([]); // logged out from the start: nothing to load
    await logIn(h);
    await settle();
    const listCalls = h.api.seen.filter((r) => r.path.includes('/follow/list_b'));
    expect(listCalls.map((r) => [r.path, JSON.parse(r.body!)])).toEqual(expect.arrayContaining([
      ['/v1/football/follow/list_b', { pageNum: 1, pageSize: 100, queryOrder: 1 }],
      ['/v1/football/follow/list_b', { pageNum: 2, pageSize: 100, queryOrder: 1 }],
      ['/v1/basketball/follow/list_b', { pageNum: 1, pageSize: 100, queryOrder: 1 }],
    ]));
    expect(listCalls).toHaveLength(3);
    expect(isFollowed('football', 1_001_002)).toBe(true);
    expect(isFollowed('basketball', 2_000_001)).toBe(true);

    engine.set.length = 0;
    await act(async () => { await h.accounts.auth.logout(); });
    await settle();
    expect(engine.set).toEqual([{ sport: 'football', ids: [] }, { sport: 'basketball', ids: [] }]);
    expect(isFollowed('football', 1_001_002)).toBe(false);
  });
});
