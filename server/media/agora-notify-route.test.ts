// POST /agora/notify on a Fastify instance of its own (the real app's path is in server/anchors/anchor-feed.test.ts):
// without AGORA_NCS_SECRET nothing is accepted, the env is read per request, and the raw-body parser stays inside
// the route's own context (the app's other routes still get parsed JSON).
import { createHmac } from 'node:crypto';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { API_CODE, API_MESSAGE } from '../../contract/codes';
import type { AgoraNotifyEnv } from './agora-notify-route';
import { AGORA_NOTIFY_PATH, agoraNotifyRoutes } from './agora-notify-route';
import { MEDIA_GATEWAY_EVENT, MEDIA_GATEWAY_PRODUCT_ID } from './agora-notice';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => { await Promise.all(apps.splice(0).map((a) => a.close())); });

async function setup(env: { -readonly [K in keyof AgoraNotifyEnv]: AgoraNotifyEnv[K] }) {
  const calls: string[] = [];
  const warnings: string[] = [];
  const app = Fastify({ logger: false });
  apps.push(app);
  app.post('/echo', async (req) => ({ body: req.body }));
  await app.register(agoraNotifyRoutes({
    lifecycle: { published: (r) => calls.push(`published ${r}`), unpublished: (r) => calls.push(`unpublished ${r}`) },
    env, log: { info: () => {}, warn: (l) => warnings.push(l) },
  }));
  await app.ready();
  return { app, calls, warnings };
}

const body = JSON.stringify({
  noticeId: 'n-1', productId: MEDIA_GATEWAY_PRODUCT_ID, eventType: MEDIA_GATEWAY_EVENT.connected, notifyMs: 1,
  payload: { sid: 's', rtcInfo: { channel: 'room-880001', uid: 4294967295 } },
});
const signed = (secret: string) => ({ 'content-type': 'application/json', 'agora-signature-v2': createHmac('sha256', secret).update(body).digest('hex') });

describe('POST /agora/notify', () => {
  it('without AGORA_NCS_SECRET every notification is refused (401, code 40101), logged; set later, it is read at once', async () => {
    const env: { AGORA_NCS_SECRET?: string } = {};
    const { app, calls, warnings } = await setup(env);
    const refused = await app.inject({ method: 'POST', url: AGORA_NOTIFY_PATH, headers: signed(''), payload: body });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: API_CODE.notifySignature, msg: API_MESSAGE.notifySignature, data: null });
    expect(warnings.at(-1)).toContain('AGORA_NCS_SECRET is not set');
    env.AGORA_NCS_SECRET = ' s3cret ';
    const accepted = await app.inject({ method: 'POST', url: AGORA_NOTIFY_PATH, headers: signed('s3cret'), payload: body });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers['cache-control']).toBe('no-store');
    expect(calls).toEqual(['published 880001']);
  });

  it('an empty POST is 401 (no signature), and the app\'s other routes still parse JSON', async () => {
    const { app, calls } = await setup({ AGORA_NCS_SECRET: 's3cret' });
    const empty = await app.inject({ method: 'POST', url: AGORA_NOTIFY_PATH });
    expect(empty.statusCode).toBe(401);
    expect(empty.json()).toEqual({ code: API_CODE.notifySignature, msg: API_MESSAGE.notifySignature, data: null });
    const echo = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{"a":1}' });
    expect(echo.json()).toEqual({ body: { a: 1 } });
    expect(calls).toEqual([]);
  });
});
