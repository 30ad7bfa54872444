// /healthz and /readyz [issue 11 §3]: the process answers; it is ready only while the feed has given it a state,
// the database answers and the bus is connected — a closed database or bus, or a feed that has said nothing yet,
// is a 503 naming the failing check.
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveState } from '../../engine/core';
import { EMPTY_STATE } from '../../engine/core';
import { MemoryFrameBus } from '../bus/memory-bus';
import type { Database } from '../db/database';
import { createPgliteDatabase } from '../db/pglite';
import type { Runtime } from '../runtime';
import { ManualScheduler } from '../../engine/time';
import { startTestServer } from '../test-support/test-server';
import type { ReadinessDeps } from './health';
import { healthRoutes } from './health';

const FED: LiveState = { ...EMPTY_STATE, stream: 'srv-test', seq: 42 };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const pglite = () => createPgliteDatabase(); // in memory

async function probe(deps: ReadinessDeps): Promise<FastifyInstance> {
  const app = Fastify();
  healthRoutes(app, deps);
  cleanups.push(() => app.close());
  return app;
}

async function get(app: FastifyInstance, url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json(), cache: res.headers['cache-control'] };
}

describe('readiness', () => {
  it('is ready with a fed state, an answering database and a connected bus; JSON with each check', async () => {
    const db = await pglite();
    cleanups.push(() => db.close());
    const app = await probe({ state: () => FED, db, bus: new MemoryFrameBus() });
    const ready = await get(app, '/readyz');
    expect(ready).toMatchObject({ status: 200, cache: 'no-store', body: { status: 'ready', checks: {
      feed: { ok: true, stream: 'srv-test', seq: 42 }, database: { ok: true, kind: 'pglite' }, bus: { ok: true, kind: 'memory' },
    } } });
    expect(await get(app, '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('answers 503 when the database is closed, while /healthz still answers 200', async () => {
    const db = await pglite();
    const app = await probe({ state: () => FED, db });
    expect((await get(app, '/readyz')).status).toBe(200);
    await db.close();
    const closed = await get(app, '/readyz');
    expect(closed).toMatchObject({ status: 503, body: { status: 'not ready', checks: { feed: { ok: true }, database: { ok: false, kind: 'pglite' } } } });
    expect(closed.body.checks.database.error).toEqual(expect.any(String));
    expect((await get(app, '/healthz')).status).toBe(200);
  });

  it('answers 503 when the database does not answer within its time (a hung database must not hang the probe)', async () => {
    const timers = new ManualScheduler(1_000);
    const hung: Database = {
      kind: 'postgres', query: () => new Promise(() => {}), exec: async () => {}, transaction: () => new Promise(() => {}), close: async () => {},
    };
    const app = await probe({ state: () => FED, db: hung, dbTimeoutMs: 2_000, timers });
    const answer = app.inject({ method: 'GET', url: '/readyz' });
    await new Promise((r) => setImmediate(r)); // the check has started and is waiting
    timers.advance(2_000);
    const res = await answer;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ checks: { database: { ok: false, error: 'no answer in 2000 ms' } } });
  });

  it('answers 503 before the feed has given a state, and when the bus is disconnected', async () => {
    expect(await get(await probe({ state: () => EMPTY_STATE }), '/readyz')).toMatchObject({ status: 503, body: { checks: { feed: { ok: false, seq: 0 } } } });
    const bus = new MemoryFrameBus();
    const app = await probe({ state: () => FED, bus });
    expect((await get(app, '/readyz')).status).toBe(200);
    await bus.close();
    expect(await get(app, '/readyz')).toMatchObject({ status: 503, body: { checks: { feed: { ok: true }, bus: { ok: false, kind: 'memory' } } } });
  });
});

describe('the running server', () => {
  let server: Runtime | undefined;
  afterEach(async () => { await server?.stop(); });

  it('serves /healthz and /readyz next to the lists, not the SPA fallback', async () => {
    server = await startTestServer();
    const health = await fetch(`${server.url}/healthz`);
    expect([health.status, health.headers.get('content-type')]).toEqual([200, expect.stringContaining('application/json')]);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { feed: { ok: true }, bus: { ok: true } } });
  });
});
