// The ui's test double for /api is typed from the contract: a canned answer that drifts from its call's data, a
// path that is no call, or JSON for a *_b call does not compile (each @ts-expect-error below fails the type check
// if the double stops catching it). Paths that are no call answer 40404 接口不存在, as the server does.
import { describe, expect, it } from 'vitest';
import { API_CODE, API_MESSAGE } from '../../../contract/codes';
import { FakeApi } from './fake-api';

describe('FakeApi', () => {
  it('takes only the contract\'s paths and each call\'s own data', async () => {
    const api = new FakeApi();
    // @ts-expect-error levelinfo's data has levelType and levelExpList too
    api.on('/v1/tasks/levelinfo', () => api.ok({ levelList: [] }));
    // @ts-expect-error isAnchor is 0 or 1, and the rest of the user info is missing
    api.on('/v1/customer/info', () => api.ok({ id: 1, isAnchor: 2 }));
    // @ts-expect-error no such call
    api.on('/v1/no/such/call', () => api.ok(null));
    // @ts-expect-error a *_b call answers bytes, not JSON data
    api.on('/v1/football/follow/list_b', () => api.ok({ matches: [] }));
    // @ts-expect-error a bare Response is no canned answer: ok, bytes or code
    api.on('/v1/link/query', () => new Response('[]'));
    api.on('/v1/tasks/levelinfo', () => api.ok({ levelType: 2 as const, levelExpList: [0, 100], levelList: ['LV1', 'LV2'] }));
    api.on('/v1/football/follow/list_b', () => api.bytes(new Uint8Array([8, 1])));
    api.on('/v1/link/query', () => api.code(API_CODE.serverError, API_MESSAGE.serverError));
    api.onAny('/x', () => new Response('<html>502</html>', { status: 502 }));
    expect((await api.fetch(`${api.base}/v1/football/follow/list_b`, { method: 'POST' })).headers.get('content-type')).toBe('application/octet-stream');
    expect((await api.fetch(`${api.base}/x`, { method: 'POST' })).status).toBe(502);
  });

  it('a path with no route answers 404 {code: 40404, 接口不存在}', async () => {
    const api = new FakeApi();
    const res = await api.fetch(`${api.base}/v1/nothing`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: API_CODE.unknownApi, msg: API_MESSAGE.unknownApi, data: null });
  });
});
