// The Media Gateway client against a local fake of Agora's documented streaming-key API (issue #14): the request
// it sends (Basic auth, path, body) and every kind of answer becoming a GatewayFailure rather than a throw.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agoraPushServer, createMediaGateway } from './agora-media-gateway';
import type { FakeAgoraGateway } from './test-support/fake-agora-gateway';
import { startFakeAgoraGateway } from './test-support/fake-agora-gateway';

const CREDS = { appId: 'app0123', customerId: 'cust', customerSecret: 's3cret' };
let fake: FakeAgoraGateway;
beforeAll(async () => { fake = await startFakeAgoraGateway(CREDS); });
afterAll(async () => fake.close());

const client = (over: Partial<Parameters<typeof createMediaGateway>[0]> = {}) =>
  createMediaGateway({ ...CREDS, region: 'cn', baseUrl: fake.url, ...over });

describe('agora media gateway client', () => {
  it('creates a key for the channel and host uid with Basic auth, answering Agora\'s push server for the region', async () => {
    fake.mode = 'ok';
    const made = await client().createStreamKey('room-7', 4294967295, 3600);
    expect(made).toEqual({ ok: true, value: { pushServer: 'rtmp://rtls-ingress-prod-cn.agoramdn.com/live', streamKey: 'fake-key-1-room-7' } });
    expect(fake.calls.at(-1)).toEqual({
      method: 'POST', path: '/cn/v1/projects/app0123/rtls/ingress/streamkeys',
      body: { settings: { channel: 'room-7', uid: '4294967295', expiresAfter: 3600 } },
    });
    expect(agoraPushServer('eu')).toBe('rtmp://rtls-ingress-prod-eu.agoramdn.com/live');
    const eu = await client({ region: 'eu' }).createStreamKey('room-8', 9, 60);
    expect(eu.ok && eu.value.pushServer).toBe('rtmp://rtls-ingress-prod-eu.agoramdn.com/live');
  });

  it('deletes a key', async () => {
    fake.mode = 'ok';
    expect(await client().deleteStreamKey('fake-key-1-room-7')).toEqual({ ok: true, value: null });
    expect(fake.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/cn/v1/projects/app0123/rtls/ingress/streamkeys/fake-key-1-room-7' });
  });

  it('wrong customer credentials are an unauthorized failure', async () => {
    fake.mode = 'ok';
    const made = await client({ customerSecret: 'wrong' }).createStreamKey('room-7', 1, 60);
    expect(made).toMatchObject({ ok: false, failure: { kind: 'unauthorized', status: 401 } });
  });

  it('a 5xx, malformed JSON, an answer without a key and a dead server are failures, never throws', async () => {
    fake.mode = 'error';
    expect(await client().createStreamKey('room-7', 1, 60)).toMatchObject({ ok: false, failure: { kind: 'http', status: 503 } });
    expect(await client().deleteStreamKey('k')).toMatchObject({ ok: false, failure: { kind: 'http', status: 503 } });
    fake.mode = 'malformed';
    expect(await client().createStreamKey('room-7', 1, 60)).toMatchObject({ ok: false, failure: { kind: 'malformed' } });
    fake.mode = 'no-key';
    expect(await client().createStreamKey('room-7', 1, 60)).toMatchObject({ ok: false, failure: { kind: 'malformed' } });
    fake.mode = 'ok';
    const dead = await startFakeAgoraGateway(CREDS);
    await dead.close();
    expect(await client({ baseUrl: dead.url }).createStreamKey('room-7', 1, 60)).toMatchObject({ ok: false, failure: { kind: 'network' } });
  });
});
