// The whole server as main.ts wires it: the feed and the accounts part in one app, so follow lists come from the
// live state and every JSON answer (the list routes' too) is sealed with the accounts' keys [HT-2].
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeListResponse } from '../engine/wire';
import { openData } from './api/envelope';
import { createAccountsRuntime } from './api/runtime';
import type { Runtime } from './runtime';
import { startTestServer } from './test-support/test-server';

const dir = mkdtempSync(join(tmpdir(), 'app-accounts-'));
let server: Runtime;
const codes: string[] = [];

beforeAll(async () => {
  const accounts = await createAccountsRuntime({ DATA_DIR: dir }, { log: (line) => codes.push(line) });
  server = await startTestServer({ accounts });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function post(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${server.url}/api${path}`, {
    method: 'POST', body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
  });
}

async function open(res: Response): Promise<{ code: number; data: unknown }> {
  const keys = (await createKeys());
  const body = await res.json() as { code: number; data: string | null };
  if (body.code !== 0 || body.data === null) return { code: body.code, data: null };
  const opened = openData(body.data, keys);
  if (!opened.ok) throw new Error(`envelope ${opened.reason}`);
  return { code: 0, data: opened.value };
}

async function createKeys() {
  const res = await fetch(`${server.url}/api/v1/common/clientKey`);
  const { data } = await res.json() as { data: { encKey: string; macKey: string } };
  return { encKey: Buffer.from(data.encKey, 'base64'), macKey: Buffer.from(data.macKey, 'base64') };
}

describe('the server with accounts', () => {
  it('[HT-2] the list routes answer JSON sealed with the accounts keys', async () => {
    const { code, data } = await open(await post('/v1/football/competition/topOne', {}));
    expect(code).toBe(0);
    expect(Array.isArray(data) && data.length).toBeGreaterThan(0);
  });

  it('[FL-1] [FL-5] a logged-in fan follows a live match and gets it back from follow/list_b', async () => {
    const list = decodeListResponse('football', new Uint8Array(await (await post('/v1/football/realtimeMatch_b', {})).arrayBuffer()));
    const matchId = list!.matches[0].id;
    expect((await open(await post('/ali/sms/sendCode', { nationalCode: '86', phoneNumber: '13800001111', scene: 'login' }))).code).toBe(0);
    const code = /验证码 (\d{6})/.exec(codes.find((l) => l.includes('13800001111')) ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const login = await open(await post('/login', { code, nationalCode: '86', phoneNumber: '13800001111', source: 'web' }));
    expect(login.code).toBe(0);
    const { accessToken } = login.data as { accessToken: string };
    const follow = await post('/v1/match/follow/action', { matchId, sportType: 1, status: 1 }, accessToken);
    const followBody = await follow.clone().json() as { msg: string };
    expect({ code: (await open(follow)).code, msg: followBody.msg }).toEqual({ code: 0, msg: '' });
    const followed = await post('/v1/football/follow/list_b', { pageSize: 100, pageNum: 1, queryOrder: 1 }, accessToken);
    expect(followed.headers.get('content-type')).toContain('application/octet-stream');
    const decoded = decodeListResponse('football', new Uint8Array(await followed.arrayBuffer()));
    expect(decoded?.matches.map((m) => m.id)).toEqual([matchId]);
  });
});
