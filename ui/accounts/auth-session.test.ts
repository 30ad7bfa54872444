import { describe, expect, it } from 'vitest';
import { CODE, MSG, MemoryStorage, STORAGE_KEY } from '../api';
import { SUCCESS } from './account-messages';
import { ANCHOR_INFO, VIEWER_INFO, accountsHarness } from './test-support/accounts-harness';

const settle = () => new Promise((done) => setTimeout(done, 0));

describe('login session', () => {
  it('[AU-12] a login keeps the tokens, says 登录成功 and fills the session from /v1/customer/info', async () => {
    const h = accountsHarness();
    h.api.on('/v1/customer/info', (req) => (req.headers.authorization === 'Bearer A1' ? h.api.ok(VIEWER_INFO) : h.api.code(CODE.tokenInvalid)));
    h.pathname = '/basketball';
    const user = await h.accounts.auth.completeLogin({ accessToken: 'A1', refreshToken: 'R1', first: true });
    expect(user).toMatchObject({ id: 20001, nickname: '球迷小王', isAnchor: 0 });
    expect(h.accounts.session.getSnapshot()).toMatchObject({ isLoggedIn: true, user: { userCode: 'QS20001', followToCount: 5 } });
    expect(h.storage.getItem(STORAGE_KEY.access)).toBe('A1');
    expect(h.storage.getItem(STORAGE_KEY.refresh)).toBe('R1');
    expect(JSON.parse(h.storage.getItem(STORAGE_KEY.userInfo)!)).toMatchObject({ id: 20001 });
    expect(h.toasts).toEqual([{ kind: 'success', text: SUCCESS.loggedIn }]);
    expect(h.accounts.presence.getSnapshot()).toBe(true);
    expect(h.competitionReloads).toEqual([['basketball']]); // [AU-8]
  });

  it('a reload keeps the user: the kept copy at once, then the server\'s fresh one', async () => {
    const first = accountsHarness();
    first.api.on('/v1/customer/info', () => first.api.ok(VIEWER_INFO));
    await first.accounts.auth.completeLogin({ accessToken: 'A1', refreshToken: 'R1', first: false });

    const reloaded = accountsHarness({ storage: first.storage, api: first.api });
    first.api.on('/v1/customer/info', () => first.api.ok({ ...VIEWER_INFO, nickname: '球迷老王' }));
    const restoring = reloaded.accounts.auth.restore();
    expect(reloaded.accounts.session.getSnapshot()).toMatchObject({ isLoggedIn: true, user: { nickname: '球迷小王' } }); // synchronously
    await restoring;
    expect(reloaded.accounts.session.getSnapshot().user?.nickname).toBe('球迷老王');
    expect(reloaded.competitionReloads).toEqual([['football', 'basketball']]);
  });

  it('[AU-11] a page opened before /v1/customer/info answered (tokens kept, no user copy) is logged in at once, its user to come', async () => {
    const first = accountsHarness();
    first.api.on('/v1/customer/info', () => first.api.ok(VIEWER_INFO));
    await first.accounts.auth.completeLogin({ accessToken: 'A1', refreshToken: 'R1', first: false });
    first.storage.removeItem(STORAGE_KEY.userInfo);

    const reloaded = accountsHarness({ storage: first.storage, api: first.api });
    const restoring = reloaded.accounts.auth.restore();
    expect(reloaded.accounts.session.getSnapshot()).toEqual({ isLoggedIn: true, user: null, anchorLiving: false }); // synchronously
    await restoring;
    expect(reloaded.accounts.session.getSnapshot()).toMatchObject({ isLoggedIn: true, user: { nickname: '球迷小王' } });
  });

  it('without a token nothing is asked and nobody is logged in', async () => {
    const h = accountsHarness();
    await h.accounts.auth.restore();
    expect(h.api.seen).toEqual([]);
    expect(h.accounts.session.getSnapshot().isLoggedIn).toBe(false);
  });

  it('[AU-12] logout revokes on the server, forgets tokens and user, says 账号已退出', async () => {
    const h = accountsHarness();
    h.api.on('/v1/customer/info', () => h.api.ok(ANCHOR_INFO));
    h.api.on('/logout', () => h.api.ok(null));
    await h.accounts.auth.completeLogin({ accessToken: 'A1', refreshToken: 'R1', first: false });
    await h.accounts.auth.logout();
    expect(h.api.seen.find((r) => r.path === '/logout')?.headers['x-refresh-token']).toBe('R1');
    expect(h.accounts.session.getSnapshot().isLoggedIn).toBe(false);
    expect([STORAGE_KEY.access, STORAGE_KEY.refresh, STORAGE_KEY.userInfo].map((k) => h.storage.getItem(k))).toEqual([null, null, null]);
    expect(h.toasts.at(-1)).toEqual({ kind: 'success', text: SUCCESS.loggedOut });
    expect(h.accounts.presence.getSnapshot()).toBe(false);
  });

  it('[AU-9] an anchor who is live: the broadcast ends, then the logout', async () => {
    const h = accountsHarness();
    h.api.on('/v1/customer/info', () => h.api.ok(ANCHOR_INFO));
    h.api.on('/anchor/close', () => h.api.ok({ wasLive: true }));
    h.api.on('/logout', () => h.api.ok(null));
    await h.accounts.auth.completeLogin({ accessToken: 'A1', refreshToken: 'R1', first: false });
    h.accounts.session.setAnchorLiving(true);
    await h.accounts.auth.endBroadcastAndLogout();
    expect(h.api.seen.map((r) => r.path).filter((p) => p === '/anchor/close' || p === '/logout')).toEqual(['/anchor/close', '/logout']);
    expect(h.accounts.session.getSnapshot()).toMatchObject({ isLoggedIn: false, anchorLiving: false });
  });

  it('[HT-5] an expired login (10030/10040) warns, clears tokens and user, logs out and reloads', async () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY.access, 'A1');
    storage.setItem(STORAGE_KEY.refresh, 'R1');
    storage.setItem(STORAGE_KEY.userInfo, JSON.stringify(VIEWER_INFO));
    const h = accountsHarness({ storage });
    h.api.on('/v1/customer/info', () => h.api.code(CODE.tokenInvalid, 'bad token'));
    await h.accounts.auth.restore();
    expect(h.toasts).toEqual([{ kind: 'warning', text: MSG.loginExpired }]);
    expect(h.accounts.session.getSnapshot().isLoggedIn).toBe(false);
    expect(storage.getItem(STORAGE_KEY.userInfo)).toBeNull();
    expect(storage.getItem(STORAGE_KEY.access)).toBeNull();
    expect(h.reloads.count).toBe(1);
    expect(h.accounts.presence.getSnapshot()).toBe(false);
  });

  it('[HT-6] an expired access token is refreshed silently and the call replayed', async () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY.access, 'A1');
    storage.setItem(STORAGE_KEY.refresh, 'R1');
    const h = accountsHarness({ storage });
    h.api.on('/v1/customer/info', (req) => (req.headers.authorization === 'Bearer A2' ? h.api.ok(VIEWER_INFO) : h.api.code(CODE.tokenExpired)));
    h.api.on('/refresh', () => h.api.ok({ accessToken: 'A2', refreshToken: 'R2' }));
    await h.accounts.auth.restore();
    expect(h.accounts.session.getSnapshot()).toMatchObject({ isLoggedIn: true, user: { id: 20001 } });
    expect(storage.getItem(STORAGE_KEY.access)).toBe('A2');
    expect(h.toasts).toEqual([]);
    expect(h.reloads.count).toBe(0);
  });

  it('[HT-3] a failing /v1/customer/info shows the server message and keeps the kept user', async () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY.access, 'A1');
    storage.setItem(STORAGE_KEY.refresh, 'R1');
    storage.setItem(STORAGE_KEY.userInfo, JSON.stringify(VIEWER_INFO));
    const h = accountsHarness({ storage });
    h.api.on('/v1/customer/info', () => h.api.code(50000, '服务器开小差了'));
    await h.accounts.auth.restore();
    expect(h.toasts).toEqual([{ kind: 'error', text: '服务器开小差了' }]);
    expect(h.accounts.session.getSnapshot()).toMatchObject({ isLoggedIn: true, user: { id: 20001 } });
  });

  it('follows another tab: its logout logs this tab out, its login logs this tab in', async () => {
    const h = accountsHarness();
    h.api.on('/v1/customer/info', () => h.api.ok(VIEWER_INFO));
    await h.accounts.auth.completeLogin({ accessToken: 'A1', refreshToken: 'R1', first: false });
    h.storage.removeItem(STORAGE_KEY.access); // the other tab logged out
    h.accounts.auth.syncWithStorage();
    expect(h.accounts.session.getSnapshot().isLoggedIn).toBe(false);
    expect(h.accounts.presence.getSnapshot()).toBe(false);
    h.storage.setItem(STORAGE_KEY.access, 'A9'); // …and in again
    h.accounts.auth.syncWithStorage();
    await settle();
    expect(h.accounts.session.getSnapshot().isLoggedIn).toBe(true);
  });
});
