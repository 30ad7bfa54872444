// The browser client (ui/api) against the real /api plugin over loopback: login, refresh under load, tabs,
// failures. Figures print with a [security] prefix for the closing note.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { truncateAll } from '../../server/db/reset';
import type { Database } from '../../server/db/database';
import { DB_START_TIMEOUT_MS, openTestPglite } from '../../server/db/test-support/test-databases';
import { broadcastChannelLock, noCrossTabLock, webLocksLock } from '../../ui/api/cross-tab-lock';
import type { CrossTabLock } from '../../ui/api/cross-tab-lock';
import type { Harness } from '../../ui/api/test-support/client-harness';
import { harness } from '../../ui/api/test-support/client-harness';
import { ChannelHub, FakeLockManager } from '../../ui/api/test-support/fake-locks';
import type { FetchLike } from '../../ui/api/http-client';
import { MemoryStorage } from '../../ui/api/token-store';
import type { StorageLike } from '../../ui/api/token-store';
import type { LoopbackApi } from './loopback-api';
import { startLoopbackApi } from './loopback-api';

let db: Database;
let server: LoopbackApi;
beforeAll(async () => { db = await openTestPglite(); }, DB_START_TIMEOUT_MS);
afterAll(async () => { await server?.close(); await db.close(); });
beforeEach(async () => {
  await server?.close();
  await truncateAll(db);
  server = await startLoopbackApi(db);
}, DB_START_TIMEOUT_MS);

const PHONE = '13800000001';
const ACCESS_TTL = 15 * 60_000;
const tab = (storage?: StorageLike, lock?: CrossTabLock, fetchLike: FetchLike = (url, init) => fetch(url, init)): Harness =>
  harness({ fetch: fetchLike, base: server.base, storage, lock });

/** Holds the first `n` /refresh calls until all are waiting, then sends them together: the worst race tabs can make. */
function refreshBarrier(n: number): FetchLike {
  const held: (() => void)[] = [];
  let arrived = 0;
  return async (url, init) => {
    if (url.endsWith('/refresh') && ++arrived <= n) {
      await new Promise<void>((release) => {
        held.push(release);
        if (held.length === n) held.splice(0).forEach((r) => r());
      });
    }
    return fetch(url, init);
  };
}

async function logIn(h: Harness): Promise<void> {
  expect((await h.client.post('/ali/sms/sendCode', { nationalCode: '86', phoneNumber: PHONE, scene: 'login' })).ok).toBe(true);
  const r = await h.client.post<{ accessToken: string; refreshToken: string; first: boolean }>('/login',
    { code: server.sms.lastCode(PHONE), nationalCode: '86', phoneNumber: PHONE, source: 'web' });
  if (!r.ok) throw new Error(r.msg);
  h.client.setTokens(r.data);
}

describe('browser client ⇄ /api', () => {
  it('[HT-1] [HT-2] log in with an SMS code, then read the user info (decrypted with crypto-js)', async () => {
    const h = tab();
    await logIn(h);
    const info = await h.client.post<{ phone: string; nickname: string }>('/v1/customer/info');
    expect(info).toMatchObject({ ok: true, data: { phone: '138****0001' } });
    expect(h.decryptions.count).toBeGreaterThanOrEqual(3);
    expect((await h.client.post('/v1/customer/setPw', { pwOne: 'a', pwTwo: 'b' }))).toMatchObject({ ok: false, kind: 'api', msg: '两次输入密码不一致，请重新输入' });
    expect(h.errors).toEqual(['两次输入密码不一致，请重新输入']);
  });

  it('[HT-6] 50 concurrent 10050s → one refresh, 50 replays', async () => {
    const h = tab();
    await logIn(h);
    server.clock.advance(ACCESS_TTL + 1);
    const results = await Promise.all(Array.from({ length: 50 }, () => h.client.post('/v1/customer/info')));
    const replays = (server.hits.get('/v1/customer/info') ?? 0) - 50;
    expect(server.hits.get('/refresh')).toBe(1);
    expect(results.filter((r) => r.ok)).toHaveLength(50);
    expect(replays).toBe(50);
    expect(h.logouts.count).toBe(0);
    console.info(`[security] HT-6 (real server): 50 concurrent requests answered 10050 → ${server.hits.get('/refresh')} refresh call, ${replays} replays, ${results.filter((r) => r.ok).length} answered`);
  });

  it('[HT-6] refresh failure rejects all queued requests, none hangs, one logout', async () => {
    const h = tab();
    await logIn(h);
    // The family is revoked behind the tab's back (logout elsewhere); then its access token expires.
    await server.inject.call('/logout', undefined, { headers: { 'x-refresh-token': h.client.tokens.refresh()! } });
    server.clock.advance(ACCESS_TTL + 1);
    const results = await Promise.all(Array.from({ length: 20 }, () => h.client.post('/v1/customer/info')));
    expect(results.every((r) => !r.ok && r.kind === 'auth')).toBe(true);
    expect([server.hits.get('/refresh'), h.logouts.count, h.reloads.count]).toEqual([1, 1, 1]);
    expect(h.warnings).toEqual(['登录过期，请重新登录']);
    console.info(`[security] HT-6 refresh refused: ${results.length} queued requests → ${results.filter((r) => !r.ok).length} failed, 0 hanging, ${h.logouts.count} logout`);
  });

  for (const kind of ['Web Locks', 'BroadcastChannel', 'no cross-tab lock: 5 refreshes at once, saved by the grace window'] as const) {
    it(`[HT-6] [HT-9] 5 tabs hitting expiry together → 0 logouts (${kind})`, async () => {
      const storage = new MemoryStorage();
      const manager = new FakeLockManager();
      const hub = new ChannelHub();
      const lockOf = (i: number): CrossTabLock => (kind === 'Web Locks' ? webLocksLock(manager)
        : kind === 'BroadcastChannel' ? broadcastChannelLock(hub.channel(), { tabId: `tab${i}`, now: () => server.clock.now(), delay: () => new Promise((r) => setTimeout(r, 0)), settleMs: 1 })
          : noCrossTabLock);
      const unlocked = kind.startsWith('no cross-tab lock');
      const barrier = refreshBarrier(5);
      const tabs = Array.from({ length: 5 }, (_, i) => tab(storage, lockOf(i), unlocked ? barrier : undefined));
      await logIn(tabs[0]);
      server.clock.advance(ACCESS_TTL + 1);
      const results = await Promise.all(tabs.flatMap((t) => [t.client.post('/v1/customer/info'), t.client.post('/v1/customer/interest/choose')]));
      const logouts = tabs.reduce((n, t) => n + t.logouts.count, 0);
      const refreshes = server.hits.get('/refresh') ?? 0;
      expect(results.filter((r) => r.ok)).toHaveLength(10);
      expect(logouts).toBe(0);
      expect(refreshes).toBe(unlocked ? 5 : 1);
      // After the dust settles the shared refresh token still works: nobody tripped reuse detection.
      server.clock.advance(ACCESS_TTL + 1);
      expect((await tabs[3].client.post('/v1/customer/info')).ok).toBe(true);
      console.info(`[security] 5 tabs at expiry (${kind.split(':')[0]}): ${refreshes} refresh call(s), ${logouts} logouts, ${results.filter((r) => r.ok).length}/10 requests answered`);
    });
  }

  it('[HT-9] a rotated refresh token replayed after the grace window revokes the family: the tab is logged out', async () => {
    const h = tab();
    await logIn(h);
    const stolen = h.client.tokens.refresh()!;
    server.clock.advance(ACCESS_TTL + 1);
    expect((await h.client.post('/v1/customer/info')).ok).toBe(true); // rotated
    server.clock.advance(10_001);
    const thief = await server.inject.call('/refresh', undefined, { headers: { 'x-refresh-token': stolen } });
    expect(thief.envelope.code).toBe(10030);
    expect(await h.client.post('/v1/customer/info')).toMatchObject({ ok: false, kind: 'auth' }); // 10040: family revoked
    expect(h.logouts.count).toBe(1);
  });

  it('[HT-8] follow/list_b comes back as an ArrayBuffer', async () => {
    const h = tab();
    await logIn(h);
    expect((await h.client.post('/v1/match/follow/action', { matchId: 5002, sportType: 1, status: 1 })).ok).toBe(true);
    const r = await h.client.postBinary('/v1/football/follow/list_b', { pageSize: 100, pageNum: 1, queryOrder: 1 });
    expect(r.ok && r.data instanceof ArrayBuffer && r.data.byteLength > 0).toBe(true);
  });
});
