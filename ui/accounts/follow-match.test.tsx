// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { SUCCESS, VALIDATION } from './account-messages';
import type { FollowStatus } from './account-types';
import { AccountsContext } from './accounts-context';
import type { MatchFollowRequest } from './follow-match';
import { toggleMatchFollow, toggledFollow } from './follow-match';
import type { AccountsHarness } from './test-support/accounts-harness';
import { VIEWER_INFO, accountsHarness } from './test-support/accounts-harness';
import { useFollowMatch } from './use-follow-match';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function loggedIn() {
  const h = accountsHarness();
  h.api.on('/v1/customer/info', () => h.api.ok(VIEWER_INFO));
  h.api.on('/v1/match/follow/action', (req) => h.api.ok(JSON.parse(req.body!)));
  await h.accounts.auth.completeLogin({ accessToken: 'A1', refreshToken: 'R1', first: false });
  h.toasts.length = 0;
  return h;
}

const depsOf = (h: AccountsHarness) => ({
  calls: h.accounts.calls, toast: h.accounts.toast, isLoggedIn: () => h.accounts.session.getSnapshot().isLoggedIn,
});

describe('following a match', () => {
  it('[FL-1] toggles between 1 (followed) and 2 (not followed)', () => {
    expect(toggledFollow(2)).toBe(1);
    expect(toggledFollow(1)).toBe(2);
  });

  it('[FL-1] follows with status 1 and the sport type, saying 关注成功', async () => {
    const h = await loggedIn();
    expect(await toggleMatchFollow(depsOf(h), { matchId: 4_000_123, sport: 'basketball', current: 2 })).toBe(1);
    expect(JSON.parse(h.api.seen.at(-1)!.body!)).toEqual({ matchId: 4_000_123, sportType: 2, status: 1 });
    expect(h.toasts).toEqual([{ kind: 'success', text: SUCCESS.followed }]);
  });

  it('[FL-1] unfollows with status 2, saying 取消关注', async () => {
    const h = await loggedIn();
    expect(await toggleMatchFollow(depsOf(h), { matchId: 7, sport: 'football', current: 1 })).toBe(2);
    expect(JSON.parse(h.api.seen.at(-1)!.body!)).toEqual({ matchId: 7, sportType: 1, status: 2 });
    expect(h.toasts).toEqual([{ kind: 'success', text: SUCCESS.unfollowed }]);
  });

  it('[FL-2] logged out: 请登录后再关注～ and no call', async () => {
    const h = accountsHarness();
    expect(await toggleMatchFollow(depsOf(h), { matchId: 7, sport: 'football', current: 2 })).toBeUndefined();
    expect(h.toasts).toEqual([{ kind: 'warning', text: VALIDATION.followNeedsLogin }]);
    expect(h.api.seen).toEqual([]);
  });

  it('[HT-3] a refused follow shows the server message and leaves the star as it was', async () => {
    const h = await loggedIn();
    h.api.on('/v1/match/follow/action', () => h.api.code(40007, '比赛不存在'));
    expect(await toggleMatchFollow(depsOf(h), { matchId: 7, sport: 'football', current: 2 })).toBeUndefined();
    expect(h.toasts).toEqual([{ kind: 'error', text: '比赛不存在' }]);
  });

  it('[FL-1] useFollowMatch() gives components the action of the accounts in context', async () => {
    const h = await loggedIn();
    let follow: ((r: MatchFollowRequest) => Promise<FollowStatus | undefined>) | undefined;
    function Probe() {
      follow = useFollowMatch();
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<AccountsContext value={h.accounts}><Probe /></AccountsContext>));
    expect(await follow!({ matchId: 9, sport: 'football', current: 2 })).toBe(1);
    act(() => root.unmount());
  });
});
