// The server log [issue 11 §3]: one JSON line per request with its id, the same id answered in x-request-id and
// carried by the line of an error answer — a list route's 500 and an /api 500 alike — with the stack.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsRuntime } from '../api/runtime';
import { createLogger } from '../log/logger';
import type { Runtime } from '../runtime';
import { startTestServer } from '../test-support/test-server';

interface Line {
  readonly level: number;
  readonly msg: string;
  readonly reqId?: string;
  readonly status?: number;
  readonly url?: string;
  readonly err?: { readonly message: string; readonly stack: string };
}

const out = new PassThrough();
const lines: Line[] = [];
let pending = '';
out.on('data', (chunk: Buffer) => {
  pending += chunk.toString('utf8');
  const parts = pending.split('\n');
  pending = parts.pop()!;
  for (const p of parts) lines.push(JSON.parse(p) as Line);
});

const dir = mkdtempSync(join(tmpdir(), 'request-log-'));
let server: Runtime;
let broken = false;
beforeAll(async () => {
  const logger = createLogger({ level: 'info', pretty: false, destination: out });
  const accounts = await createAccountsRuntime({ DATA_DIR: dir }, { log: () => {} });
  // A database that fails on demand, to make the /api answer a 500.
  const query = accounts.db.query.bind(accounts.db);
  Object.assign(accounts.db, { query: (sql: string, params?: readonly unknown[]) => (broken ? Promise.reject(new Error('database on fire')) : query(sql, params)) });
  server = await startTestServer({ logger, accounts });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const linesOf = (id: string) => lines.filter((l) => l.reqId === id);
/** The request line is written when the response has finished, which the client may hear first: wait for it. */
const requestLineOf = async (id: string) => {
  await expect.poll(() => linesOf(id).some((l) => l.msg === 'request')).toBe(true);
  return linesOf(id);
};

describe('request log', () => {
  it('writes one JSON line per request with its id, answered in x-request-id; ids differ per request', async () => {
    const a = await fetch(`${server.url}/api/v1/football/realtimeMatch_b`, { method: 'POST' });
    const b = await fetch(`${server.url}/api/nope`);
    const [idA, idB] = [a.headers.get('x-request-id')!, b.headers.get('x-request-id')!];
    expect(idA).toMatch(/^[0-9a-f-]{36}$/);
    expect(idB).not.toBe(idA);
    expect(await requestLineOf(idA)).toEqual([expect.objectContaining({ level: 30, msg: 'request', status: 200, url: '/api/v1/football/realtimeMatch_b' })]);
    expect(await requestLineOf(idB)).toEqual([expect.objectContaining({ msg: 'request', status: 404 })]);
  });

  it('logs an /api 500 with the request id and the stack, and answers the id to the client', async () => {
    broken = true;
    try {
      const res = await fetch(`${server.url}/api/v1/customer/interest/info`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
      const id = res.headers.get('x-request-id')!;
      const mine = await requestLineOf(id);
      console.info(`[ops] /api 500 → ${mine.length} lines for reqId ${id}: ${mine.map((l) => `${l.level}:${l.msg}`).join(' | ')}`);
      expect(res.status).toBe(500);
      const error = mine.find((l) => l.level === 50);
      expect(error?.err?.message).toBe('database on fire');
      expect(error?.err?.stack).toContain('database on fire');
      expect(mine.at(-1)).toMatchObject({ msg: 'request', status: 500 });
    } finally {
      broken = false;
    }
  });
});
