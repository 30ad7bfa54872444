// The sign and version checks against the real server [SK-1].
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../runtime';
import { signedWsUrl } from '../test-support/signed-url';
import { startTestServer } from '../test-support/test-server';
import { TestClient, waitFor } from '../test-support/ws-client';
import { makeSign } from './sign';

let server: Runtime;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.stop(); });

const b64 = (x: unknown) => Buffer.from(JSON.stringify(x)).toString('base64');

describe('gateway sign check', () => {
  it.each([
    ['missing', { sign: null }, /^sign missing/],
    ['bad base64', { sign: '***' }, /^sign malformed/],
    ['not JSON', { sign: Buffer.from('{oops').toString('base64') }, /^sign malformed/],
    ['wrong scope', { sign: makeSign(Date.now(), 'app') }, /^sign scope/],
    ['wrong md5', { sign: b64({ scope: 'web', timestamp: Date.now(), sign: '0'.repeat(32) }) }, /^sign mismatch/],
    ['stale', { sign: makeSign(Date.now() - 6 * 60_000) }, /^sign stale/],
  ])('[SK-1] %s: the upgrade completes, then closes 4401 saying which check failed', async (_name, parts, reason) => {
    const client = await TestClient.connect(signedWsUrl(server.wsUrl, parts));
    const closed = await client.closed;
    expect(closed.code).toBe(4401);
    expect(closed.reason).toMatch(reason);
  });

  it.each([['2'], [null]])('[SK-1] protocol version %s closes 4426', async (v) => {
    const client = await TestClient.connect(signedWsUrl(server.wsUrl, { v }));
    const closed = await client.closed;
    expect(closed.code).toBe(4426);
    expect(closed.reason).toMatch(/protocol version/);
  });

  it('[SK-1] a valid sign and version stay open and get answers', async () => {
    const client = await TestClient.connect(signedWsUrl(server.wsUrl));
    client.ping(1);
    await waitFor('pong', () => client.controls().length > 0);
    client.close();
  });

  it('refuses upgrades on any other path', async () => {
    await expect(TestClient.connect(signedWsUrl(server.wsUrl.replace('/ws', '/other')))).rejects.toThrow(/404/);
  });
});
