// The client against a scripted API (FakeApi); tests/accounts runs it against the real server.
import { beforeEach, describe, expect, it } from 'vitest';
import { CODE, MSG } from './messages';
import { ChannelHub, FakeLockManager } from './test-support/fake-locks';
import type { Canned } from './test-support/fake-api';
import { FakeApi } from './test-support/fake-api';
import { VIEWER_INFO } from '../accounts/test-support/accounts-harness';
import type { Harness } from './test-support/client-harness';
import { harness } from './test-support/client-harness';
import { broadcastChannelLock, webLocksLock } from './cross-tab-lock';
import { MemoryStorage, STORAGE_KEY } from './token-store';

let api: FakeApi;
let h: Harness;

/** Access tokens 'A1', 'A2', …: /refresh hands out the next one; a route answers 10050 unless it is current. */
function withTokenServer(fake: FakeApi, opts: { refreshAnswer?: () => Canned<never> } = {}) {
  let version = 1;
  fake.on('/refresh', (req) => {
    if (opts.refreshAnswer) return opts.refreshAnswer();
    if (req.headers['x-refresh-token'] !== `R${version}`) return fake.code(CODE.loginExpired, 'expired');
    version++;
    return fake.ok({ accessToken: `A${version}`, refreshToken: `R${version}` });
  });
  fake.on('/v1/customer/info', (req) => (req.headers.authorization === `Bearer A${version}` ? fake.ok({ ...VIEWER_INFO, exp: version }) : fake.code(CODE.tokenExpired)));
  return { expire: () => { version++; }, current: () => version };
}

beforeEach(() => {
  api = new FakeApi();
  h = harness({ fetch: api.fetch, base: api.base });
});

describe('requests [HT-1]', () => {
  it('POST JSON under /api with scope, a kept web id, bk, timestamp, Bearer token and credentials', async () => {
    api.on('/v1/tasks/levelinfo', () => api.ok({ levelType: 1 as const, levelExpList: [], levelList: [] }));
    h.client.setTokens({ accessToken: 'acc', refreshToken: 'ref' });
    await h.client.post('/v1/tasks/levelinfo', { levelType: 1 });
    await h.client.post('/v1/tasks/levelinfo', { levelType: 2 });
    const [a, b] = api.seen.filter((r) => r.path === '/v1/tasks/levelinfo');
    expect(a).toMatchObject({ method: 'POST', body: '{"levelType":1}', credentials: 'include' });
    expect(a.headers).toMatchObject({
      scope: 'web', bk: '0.1.0', timestamp: String(h.timers.now()), authorization: 'Bearer acc', 'content-type': 'application/json',
    });
    expect(a.headers['web-id']).toMatch(/^web-\d+$/);
    expect(b.headers['web-id']).toBe(a.headers['web-id']);
    expect(h.storage.getItem(STORAGE_KEY.webId)).toBe(a.headers['web-id']);
  });

  it('[FB-3] postForm sends the FormData as it is: no JSON Content-Type (the browser writes the boundary), Bearer kept', async () => {
    api.on('/v1/file/batch/upload', () => api.ok([{ url: '/uploads/x.png', name: 'a.png' }]));
    h.client.setTokens({ accessToken: 'acc', refreshToken: 'ref' });
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }), 'a.png');
    expect(await h.client.postForm('/v1/file/batch/upload', form)).toEqual({ ok: true, data: [{ url: '/uploads/x.png', name: 'a.png' }] });
    const [sent] = api.seen.filter((r) => r.path === '/v1/file/batch/upload');
    expect(sent.headers['content-type']).toBeUndefined();
    expect(sent.headers.authorization).toBe('Bearer acc');
  });

  it('a request with no answer gives up after 30 s: a toast, and the call resolves', async () => {
    api.onAny('/slow', () => new Promise<Response>(() => undefined));
    const pending = h.client.post('/slow');
    await new Promise((r) => setTimeout(r, 0));
    h.timers.advance(29_999);
    let settled = false;
    void pending.then(() => { settled = true; });
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(false);
    h.timers.advance(1);
    expect(await pending).toEqual({ ok: false, kind: 'timeout', msg: MSG.timeout });
    expect(h.errors).toEqual([MSG.timeout]);
    expect(h.timers.pending).toBe(0);
  });
});

describe('answers', () => {
  it('[HT-2] prefetchKey asks the key before any answer needs it, and the answers use that one', async () => {
    api.onAny('/x', () => api.ok(1));
    h.client.prefetchKey();
    expect(api.count('/v1/common/clientKey')).toBe(1);
    expect(await h.client.post('/x')).toEqual({ ok: true, data: 1 });
    expect(api.count('/v1/common/clientKey')).toBe(1);
  });

  it('[HT-2] code 0: the data is opened; the key is fetched once for all calls', async () => {
    api.onAny('/x', () => api.ok({ hello: '世界' }));
    const results = await Promise.all(Array.from({ length: 5 }, () => h.client.post('/x')));
    expect(results.every((r) => r.ok && JSON.stringify(r.data) === '{"hello":"世界"}')).toBe(true);
    expect(api.count('/v1/common/clientKey')).toBe(1);
    expect(h.decryptions.count).toBe(5);
  });

  it('[HT-2] a changed server key is fetched again once; a tampered answer is 服务器异常 and never decrypted', async () => {
    api.onAny('/x', () => api.ok(1));
    await h.client.post('/x');
    api.key = { encKey: Buffer.alloc(32, 5), macKey: Buffer.alloc(32, 6) }; // server restarted with a new secret
    const after = await Promise.all(Array.from({ length: 10 }, () => h.client.post('/x')));
    expect(after.every((r) => r.ok && r.data === 1)).toBe(true);
    expect(api.count('/v1/common/clientKey')).toBe(2); // fetched again once for the 10 answers
    api.onAny('/unsealed', () => api.plain({ code: 0, msg: '', data: null }));
    expect(await h.client.post('/unsealed')).toMatchObject({ ok: false, msg: MSG.serverError }); // nothing skips the tag
    api.onAny('/bad', () => api.plain({ code: 0, msg: '', data: Buffer.alloc(80, 1).toString('base64') }));
    const before = h.decryptions.count;
    expect(await h.client.post('/bad')).toMatchObject({ ok: false, kind: 'setup', msg: MSG.serverError });
    expect(h.decryptions.count).toBe(before);
    expect(h.errors).toEqual([MSG.serverError, MSG.serverError]);
  });

  it('[HT-3] another code: the server message as an error toast, no data; silent calls stay quiet', async () => {
    api.onAny('/x', () => api.code(40007, '比赛不存在'));
    expect(await h.client.post('/x')).toEqual({ ok: false, kind: 'api', code: 40007, msg: '比赛不存在' });
    expect(await h.client.post('/x', {}, { silent: true })).toMatchObject({ ok: false });
    expect(h.errors).toEqual(['比赛不存在']);
  });

  it('[HT-4] 4000: the warning 请求过于频繁，请稍后重试！', async () => {
    api.onAny('/x', () => api.code(CODE.rateLimited, 'whatever'));
    expect(await h.client.post('/x')).toMatchObject({ ok: false, kind: 'rate-limited', code: 4000 });
    expect(h.warnings).toEqual(['请求过于频繁，请稍后重试！']);
  });

  it('[HT-5] 10030 / 10040: one warning, tokens and user info cleared, logout and reload once', async () => {
    for (const code of [CODE.loginExpired, CODE.tokenInvalid]) {
      api = new FakeApi();
      h = harness({ fetch: api.fetch, base: api.base });
      api.onAny('/x', () => api.code(code));
      h.client.setTokens({ accessToken: 'a', refreshToken: 'r' });
      h.storage.setItem(STORAGE_KEY.userInfo, '{"id":1}');
      const results = await Promise.all(Array.from({ length: 10 }, () => h.client.post('/x')));
      expect(results.every((r) => !r.ok && r.kind === 'auth')).toBe(true);
      expect(h.warnings).toEqual(['登录过期，请重新登录']);
      expect([h.logouts.count, h.reloads.count]).toEqual([1, 1]);
      expect([STORAGE_KEY.access, STORAGE_KEY.refresh, STORAGE_KEY.userInfo].map((k) => h.storage.getItem(k))).toEqual([null, null, null]);
    }
  });

  it('[HT-7] network error: toast with its message; setup failure: 服务器异常; an answer that is no envelope: 服务器异常', async () => {
    h = harness({ fetch: () => Promise.reject(new TypeError('fetch failed')), base: api.base });
    expect(await h.client.post('/x')).toEqual({ ok: false, kind: 'network', msg: 'fetch failed' });
    expect(await h.client.post('/x', { n: 1n })).toEqual({ ok: false, kind: 'setup', msg: '服务器异常' }); // BigInt cannot be JSON
    expect(h.errors).toEqual(['fetch failed', '服务器异常']);
    api.onAny('/html', () => new Response('<html>502</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    h = harness({ fetch: api.fetch, base: api.base });
    expect(await h.client.post('/html')).toMatchObject({ ok: false, msg: '服务器异常' });
  });

  it('[HT-8] *_b calls resolve to an ArrayBuffer; their JSON errors still go through the envelope rules', async () => {
    const bytes = new Uint8Array([8, 1, 16, 2]);
    const t = withTokenServer(api);
    api.on('/v1/football/follow/list_b', (req) => (req.headers.authorization === `Bearer A${t.current()}`
      ? api.bytes(bytes)
      : api.code(CODE.tokenExpired)));
    h.client.setTokens({ accessToken: 'A1', refreshToken: 'R1' });
    t.expire(); // A1 is stale now; R… refreshes to the current version
    api.on('/refresh', () => api.ok({ accessToken: `A${t.current()}`, refreshToken: 'R9' }));
    const r = await h.client.postBinary('/v1/football/follow/list_b', { pageNum: 1, pageSize: 100, queryOrder: 1 });
    expect(r.ok && new Uint8Array(r.data)).toEqual(bytes);
  });
});

describe('token refresh [HT-6, HT-9]', () => {
  it('[HT-6] 50 concurrent 10050s → one refresh, 50 replays', async () => {
    const t = withTokenServer(api);
    h.client.setTokens({ accessToken: 'A1', refreshToken: 'R1' });
    t.expire(); // the server moved on: A1 now answers 10050 (R2 is what /refresh accepts)
    api.on('/refresh', (req) => (req.headers['x-refresh-token'] === 'R1' ? api.ok({ accessToken: `A${t.current()}`, refreshToken: 'R2' }) : api.code(CODE.loginExpired)));
    const results = await Promise.all(Array.from({ length: 50 }, () => h.client.post<{ v: number }>('/v1/customer/info')));
    expect(api.count('/refresh')).toBe(1);
    expect(results.filter((r) => r.ok)).toHaveLength(50);
    expect(api.count('/v1/customer/info')).toBe(100); // 50 refused + 50 replays
    expect([h.logouts.count, h.reloads.count, h.warnings.length]).toEqual([0, 0, 0]);
    console.info(`[security] HT-6 (fake API): 50 concurrent 10050 → ${api.count('/refresh')} refresh call, ${results.filter((r) => r.ok).length} replays answered`);
  });

  it('[HT-9] /refresh is a POST with the refresh token in X-Refresh-Token and an empty payload', async () => {
    const t = withTokenServer(api);
    h.client.setTokens({ accessToken: 'A0', refreshToken: 'R1' });
    await h.client.post('/v1/customer/info');
    const refresh = api.seen.find((r) => r.path === '/refresh')!;
    expect(refresh).toMatchObject({ method: 'POST', body: undefined });
    expect(refresh.headers['x-refresh-token']).toBe('R1');
    expect(refresh.headers['content-type']).toBeUndefined();
    expect(h.storage.getItem(STORAGE_KEY.refresh)).toBe(`R${t.current()}`);
  });

  it('[HT-6] refusal of the refresh fails every queued request, none hangs; one logout and reload', async () => {
    withTokenServer(api, { refreshAnswer: () => api.code(CODE.loginExpired, 'no') });
    h.client.setTokens({ accessToken: 'stale', refreshToken: 'R1' });
    const results = await Promise.all(Array.from({ length: 20 }, () => h.client.post('/v1/customer/info')));
    expect(results.every((r) => !r.ok && r.kind === 'auth')).toBe(true);
    expect(api.count('/refresh')).toBe(1);
    expect([h.logouts.count, h.reloads.count]).toEqual([1, 1]);
    expect(h.warnings).toEqual([MSG.loginExpired]);
  });

  it('[HT-6] a refresh that cannot reach the server fails the queued requests as a network error, keeping the session', async () => {
    withTokenServer(api, { refreshAnswer: () => { throw new TypeError('fetch failed'); } });
    h.client.setTokens({ accessToken: 'stale', refreshToken: 'R1' });
    const results = await Promise.all(Array.from({ length: 5 }, () => h.client.post('/v1/customer/info')));
    expect(results.every((r) => !r.ok && r.kind === 'network')).toBe(true);
    expect(h.logouts.count).toBe(0);
    expect(h.storage.getItem(STORAGE_KEY.refresh)).toBe('R1');
  });

  it('[HT-6] a replay refused again with 10050 does not loop: the session ends', async () => {
    api.on('/refresh', () => api.ok({ accessToken: 'A2', refreshToken: 'R2' }));
    api.onAny('/x', () => api.code(CODE.tokenExpired));
    h.client.setTokens({ accessToken: 'A1', refreshToken: 'R1' });
    expect(await h.client.post('/x')).toMatchObject({ ok: false, kind: 'auth' });
    expect(api.count('/refresh')).toBe(1);
    expect(api.count('/x')).toBe(2);
  });

  it('[HT-6] 5 tabs sharing storage hit expiry together → one refresh, 0 logouts (Web Locks and BroadcastChannel)', async () => {
    for (const kind of ['web-locks', 'broadcast-channel'] as const) {
      api = new FakeApi();
      const t = withTokenServer(api);
      const storage = new MemoryStorage();
      const manager = new FakeLockManager();
      const hub = new ChannelHub();
      const tabs = Array.from({ length: 5 }, (_, i) => harness({
        fetch: api.fetch, base: api.base, storage,
        lock: kind === 'web-locks' ? webLocksLock(manager)
          : broadcastChannelLock(hub.channel(), { tabId: `tab${i}`, now: () => 0, delay: () => new Promise((r) => setTimeout(r, 0)), settleMs: 1 }),
      }));
      tabs[0].client.setTokens({ accessToken: 'A1', refreshToken: 'R1' });
      t.expire();
      api.on('/refresh', (req) => (req.headers['x-refresh-token'] === 'R1'
        ? api.ok({ accessToken: `A${t.current()}`, refreshToken: 'R2' }) : api.code(CODE.loginExpired)));
      const results = await Promise.all(tabs.flatMap((tab) => [tab.client.post('/v1/customer/info'), tab.client.post('/v1/customer/info')]));
      expect({ kind, refreshes: api.count('/refresh'), ok: results.filter((r) => r.ok).length, logouts: tabs.reduce((n, x) => n + x.logouts.count, 0) })
        .toEqual({ kind, refreshes: 1, ok: 10, logouts: 0 });
    }
  });
});

describe('logout', () => {
  it('clears the tokens and revokes the family on the server, without refreshing or reloading', async () => {
    api.on('/logout', () => api.code(CODE.tokenExpired));
    h.client.setTokens({ accessToken: 'A', refreshToken: 'R' });
    await h.client.logout();
    expect(api.seen.find((r) => r.path === '/logout')?.headers['x-refresh-token']).toBe('R');
    expect(h.client.tokens.access()).toBeUndefined();
    expect([api.count('/refresh'), h.reloads.count, h.warnings.length]).toEqual([0, 0, 0]);
  });
});
