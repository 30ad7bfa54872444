// The feed's test control (FEED_CONTROL): on the real server, POST /__test/feed/skip jumps the feed's virtual time
// and what falls in between reaches the state; off (the default) there is no such route; a bad body is a 400.
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Runtime } from '../runtime';
import { startTestServer } from '../test-support/test-server';
import { feedControlRoutes, MAX_SKIP_MS } from './feed-control';

const servers: Runtime[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop();
});

/** The feed from the wall clock's now, at `speed` (a slow one moves nothing by itself while a test runs). */
async function server(feedControl: boolean, speed = 1): Promise<Runtime> {
  const s = await startTestServer({ config: { feedControl, feedStart: undefined }, speed });
  servers.push(s);
  return s;
}

const skip = (s: Runtime, body: unknown) => fetch(`${s.url}/__test/feed/skip`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
});

describe('FEED_CONTROL', () => {
  it('skips the feed ahead: the answer is the new virtual time and the frames in between are in the state', async () => {
    const s = await server(true);
    const seqBefore = s.log.state.seq;
    const res = await skip(s, { ms: 3 * 60 * 60_000 });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { now } = await res.json() as { now: number };
    expect(now).toBeGreaterThanOrEqual(Date.now() + 3 * 60 * 60_000 - 5_000);
    // Three hours of the recorded small day hold frames whatever the time of day (it loops onto the next day).
    expect(s.log.state.seq).toBeGreaterThan(seqBefore);
  });

  it('answers the feed\'s virtual time: FEED_START\'s instant at start, moved by a skip', async () => {
    const start = Date.UTC(2025, 5, 1, 15, 50);
    const s = await startTestServer({ config: { feedControl: true, feedStart: start } });
    servers.push(s);
    const read = async () => ((await (await fetch(`${s.url}/__test/feed/now`)).json()) as { now: number }).now;
    const first = await read();
    expect(first).toBeGreaterThanOrEqual(start);
    expect(first).toBeLessThan(start + 60_000);
    await skip(s, { ms: 20 * 60_000 });
    expect(await read()).toBeGreaterThanOrEqual(first + 20 * 60_000);
  });

  it('answers 400 to a jump that is not a whole positive number of ms up to six hours, and moves nothing', async () => {
    const s = await server(true, 0.001); // a second of wall time is a millisecond of the feed's
    const seq = s.log.state.seq;
    for (const body of [{}, { ms: 0 }, { ms: -5 }, { ms: 1.5 }, { ms: '60000' }, { ms: MAX_SKIP_MS + 1 }]) {
      const res = await skip(s, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ error: expect.stringContaining('ms must be') });
    }
    expect(s.log.state.seq).toBe(seq);
  });

  it('refuses a caller that is not on loopback (403) and moves nothing', async () => {
    const skipped: number[] = [];
    const app = Fastify();
    feedControlRoutes(app, { skip: (ms) => skipped.push(ms), now: () => 0 });
    const from = (remoteAddress: string) => app.inject({ method: 'POST', url: '/__test/feed/skip', remoteAddress, payload: { ms: 60_000 } });
    expect((await from('10.1.2.3')).statusCode).toBe(403);
    expect((await from('::ffff:192.168.0.9')).statusCode).toBe(403);
    expect(skipped).toEqual([]);
    expect((await from('127.0.0.1')).statusCode).toBe(200);
    expect((await from('::1')).statusCode).toBe(200);
    expect(skipped).toEqual([60_000, 60_000]);
    const now = (remoteAddress: string) => app.inject({ method: 'GET', url: '/__test/feed/now', remoteAddress });
    expect((await now('10.1.2.3')).statusCode).toBe(403);
    expect((await now('127.0.0.1')).json()).toEqual({ now: 0 });
    await app.close();
  });

  it('is off by default: no route', async () => {
    const s = await server(false);
    expect((await skip(s, { ms: 60_000 })).status).toBe(404);
    expect((await fetch(`${s.url}/__test/feed/now`)).status).toBe(404);
  });
});
