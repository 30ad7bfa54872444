// The binary list endpoints and competition/topOne against the real server [HT-8].
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE, API_MESSAGE } from '../../contract';
import type { Sport } from '../../engine/core';
import { DAY_MS, shanghaiDate } from '../../engine/core/time/beijing-day';
import { decodeListResponse } from '../../engine/wire';
import type { Runtime } from '../runtime';
import { SAMPLE, sampleFixture } from '../test-support/sample-day';
import { startTestServer } from '../test-support/test-server';

let server: Runtime;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>球赛</title>');
  writeFileSync(join(dist, 'app.js'), 'console.log(1)');
  server = await startTestServer({ config: { distDir: dist }, fixture: sampleFixture('2024-06-01') });
});
afterAll(async () => { await server.stop(); });

async function list(sport: Sport, name: string, init: RequestInit = { method: 'POST' }, query = '') {
  const res = await fetch(`${server.url}/api/v1/${sport}/${name}${query}`, init);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/octet-stream');
  const snapshot = decodeListResponse(sport, new Uint8Array(await res.arrayBuffer()));
  expect(snapshot).toBeDefined();
  return snapshot!;
}

const ids = (s: { matches: readonly { id: number }[] }) => s.matches.map((m) => m.id).sort();
const postJson = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const today = () => shanghaiDate(server.source.now());

describe('HTTP list endpoints', () => {
  it('[HT-8] realtimeMatch_b answers the whole list of the sport as a MatchListResponse', async () => {
    const football = await list('football', 'realtimeMatch_b');
    expect(ids(football)).toEqual(SAMPLE.football.map((m) => m.id));
    expect(football.stream).toBe(server.log.stream);
    expect(ids(await list('basketball', 'realtimeMatch_b', { method: 'GET' }))).toEqual(SAMPLE.basketball.map((m) => m.id));
  });

  it("[HT-8] topOne_b answers today's first-tier matches with just their competitions and teams", async () => {
    const football = await list('football', 'topOne_b');
    expect(ids(football)).toEqual([1001, 1003, 1004]);
    expect(football.competitions.map((c) => c.id)).toEqual([1]);
    expect(football.teams).toHaveLength(6);
    expect(ids(await list('basketball', 'topOne_b'))).toEqual([2001]);
  });

  it('[HT-8] futureMatch_b / historyMatch_b answer the matches of the local day matchDate, empty when none', async () => {
    expect(ids(await list('football', 'historyMatch_b', postJson({ matchDate: today() })))).toHaveLength(4);
    // Other days near today are generated from the fixture's seed (server/days/) [LS-9]; far ones are empty.
    const tomorrow = await list('football', 'futureMatch_b', postJson({ matchDate: shanghaiDate(server.source.now() + DAY_MS) }));
    expect(tomorrow.matches.length).toBeGreaterThan(0);
    expect(tomorrow.matches.every((m) => m.statusId === 1)).toBe(true);
    expect(ids(await list('football', 'futureMatch_b', postJson({ matchDate: shanghaiDate(server.source.now() + 30 * DAY_MS) })))).toEqual([]);
    expect(ids(await list('basketball', 'futureMatch_b', { method: 'GET' }, `?matchDate=${today()}`))).toHaveLength(2);
  });

  // The contract's schema (contract/match-lists.ts) checks the form, as on every /api call: 40001 with its copy.
  it.each([
    [{}, '请选择比赛日期'],
    [{ matchDate: '2025-13-01' }, '比赛日期不存在'],
    [{ matchDate: 20250101 }, '比赛日期应为YYYY-MM-DD'],
    [{ matchDate: '2025-01-01\u0000' }, '比赛日期应为YYYY-MM-DD'],
  ])('a bad matchDate %j is a 400 with code 40001 and a plain message', async (body, msg) => {
    const res = await fetch(`${server.url}/api/v1/football/futureMatch_b`, postJson(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: API_CODE.validation, msg, data: null });
  });

  it('a GET checks its query string with the same schema', async () => {
    const res = await fetch(`${server.url}/api/v1/basketball/historyMatch_b?matchDate=soon`);
    expect([res.status, (await res.json()).code]).toEqual([400, API_CODE.validation]);
  });

  it('a malformed JSON body is a 400 envelope, not a crash', async () => {
    const res = await fetch(`${server.url}/api/v1/football/historyMatch_b`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: API_CODE.validation });
  });

  it('competition/topOne answers the first-tier competition ids as {code 0, msg, data}', async () => {
    const res = await fetch(`${server.url}/api/v1/football/competition/topOne`, { method: 'POST' });
    expect(await res.json()).toEqual({ code: 0, msg: '', data: [1] });
    const bb = await fetch(`${server.url}/api/v1/basketball/competition/topOne`, { method: 'POST' });
    expect(await bb.json()).toEqual({ code: 0, msg: '', data: [11] });
  });
});

describe('static UI', () => {
  it('serves the built files and falls back to index.html for app routes', async () => {
    expect(await (await fetch(`${server.url}/app.js`)).text()).toBe('console.log(1)');
    const page = await fetch(`${server.url}/liveRoom?detail=1001&SportType=football`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>球赛</title>');
  });

  it('an unknown /api route is a JSON 404 {code: 40404, msg: 接口不存在}, never the app page', async () => {
    const res = await fetch(`${server.url}/api/v1/nothing`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ code: API_CODE.unknownApi, msg: API_MESSAGE.unknownApi, data: null });
  });
});
