// /anchor/pushStreamKey and refreshPushStreamKey in Agora mode (issue #14 "with Agora credentials the same room
// plays through Agora"): with Agora's app and customer credentials the anchor gets Agora's Media Gateway server and
// a key for the room's channel (a local fake of Agora's API here); Agora down → streamServiceUnavailable, never a
// 500; without the credentials our own ingest as before (anchors.test.ts covers that path in full).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_CODE, API_MESSAGE } from '../../contract/codes';
import type { PushKey } from '../../contract';
import { DEMO_ANCHORS } from '../db/demo-people';
import type { PushEnv } from '../media/push-policy';
import { pushPolicy } from '../media/push-policy';
import type { FakeAgoraGateway } from '../media/test-support/fake-agora-gateway';
import { startFakeAgoraGateway } from '../media/test-support/fake-agora-gateway';
import { apiPerTest } from './test-support/api-per-test';

const ANCHOR = DEMO_ANCHORS[0]!; // phone 19900000001, a passed anchor in the seed
const CREDS = { appId: 'app0123', customerId: 'cust', customerSecret: 's3cret' };
const env: { -readonly [K in keyof PushEnv]: PushEnv[K] } = {};
let fake: FakeAgoraGateway;
beforeAll(async () => { fake = await startFakeAgoraGateway(CREDS); });
afterAll(async () => fake.close());
const agoraOn = () => Object.assign(env, {
  AGORA_APP_ID: CREDS.appId, AGORA_APP_CERTIFICATE: 'cert', AGORA_CUSTOMER_ID: CREDS.customerId,
  AGORA_CUSTOMER_SECRET: CREDS.customerSecret, AGORA_API_BASE: fake.url,
});
beforeEach(() => {
  for (const k of Object.keys(env)) delete env[k as keyof PushEnv];
  fake.mode = 'ok';
});

const t = apiPerTest({
  seed: true,
  options: { anchors: { config: { rtmpHost: 'live.example.cn', rtmpPort: 1935, autoReviewMs: 0 }, push: pushPolicy(env) } },
});
const token = async () => (await t.api.login('19900000001')).accessToken;

describe('push key in Agora mode', () => {
  it('without Agora credentials: our own ingest, unchanged', async () => {
    const key = (await t.api.call<PushKey>('/anchor/pushStreamKey', {}, { token: await token() })).data;
    expect(key.pushServer).toBe('rtmp://live.example.cn:1935/live');
    expect(key.streamKey).toMatch(new RegExp(`^${ANCHOR.roomId}-`));
    expect(fake.calls).toHaveLength(0);
  });

  it('with them: Agora\'s push server and a key for the room\'s channel; a refresh makes a new one', async () => {
    agoraOn();
    const tk = await token();
    const key = (await t.api.call<PushKey>('/anchor/pushStreamKey', {}, { token: tk })).data;
    expect(key).toEqual({
      pushServer: 'rtmp://rtls-ingress-prod-cn.agoramdn.com/live', streamKey: `fake-key-${fake.calls.length}-room-${ANCHOR.roomId}`,
      pushUrl: `rtmp://rtls-ingress-prod-cn.agoramdn.com/live/fake-key-${fake.calls.length}-room-${ANCHOR.roomId}`,
    });
    expect((fake.calls.at(-1)!.body as { settings: { channel: string } }).settings.channel).toBe(`room-${ANCHOR.roomId}`);
    expect((await t.api.call<PushKey>('/anchor/pushStreamKey', {}, { token: tk })).data.streamKey).toBe(key.streamKey);
    const fresh = (await t.api.call<PushKey>('/anchor/refreshPushStreamKey', {}, { token: tk })).data;
    expect(fresh.pushServer).toBe(key.pushServer);
    expect(fresh.streamKey).not.toBe(key.streamKey);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'DELETE', path: expect.stringContaining(`/streamkeys/${key.streamKey}`) });
  });

  it('Agora answering 5xx or nothing at all: 推流服务暂不可用, never a 500', async () => {
    agoraOn();
    const tk = await token();
    fake.mode = 'error';
    for (const path of ['/anchor/pushStreamKey', '/anchor/refreshPushStreamKey']) {
      const answer = await t.api.call(path, {}, { token: tk });
      expect(answer.status).toBe(503); // an upstream out, as smsUnavailable: not our 500
      expect(answer.envelope).toMatchObject({ code: API_CODE.streamServiceUnavailable, msg: API_MESSAGE.streamServiceUnavailable });
    }
    env.AGORA_API_BASE = 'http://127.0.0.1:9'; // nothing listens (discard port)
    const down = await t.api.call('/anchor/pushStreamKey', {}, { token: tk });
    expect(down.status).toBe(503);
    expect(down.envelope).toMatchObject({ code: API_CODE.streamServiceUnavailable, msg: '推流服务暂不可用，请稍后再试' });
  });
});
