// Where the encoder pushes (issue #14): our ingest without Agora's app AND customer credentials, Agora's Media
// Gateway with them — a key for the viewers' channel, kept while our key stands, replaced (old one deleted) when
// our key is refreshed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agoraChannelName } from './agora-token';
import { AGORA_PUBLISHER_UID, mediaGatewayConfig, pushPolicy } from './push-policy';
import type { FakeAgoraGateway } from './test-support/fake-agora-gateway';
import { startFakeAgoraGateway } from './test-support/fake-agora-gateway';

const CREDS = { appId: 'app0123', customerId: 'cust', customerSecret: 's3cret' };
const OWN = { pushServer: 'rtmp://live.example.cn:1935/live', streamKey: '7-secret' };
let fake: FakeAgoraGateway;
beforeAll(async () => { fake = await startFakeAgoraGateway(CREDS); });
afterAll(async () => fake.close());
const agoraEnv = () => ({
  AGORA_APP_ID: CREDS.appId, AGORA_APP_CERTIFICATE: 'cert', AGORA_CUSTOMER_ID: CREDS.customerId,
  AGORA_CUSTOMER_SECRET: CREDS.customerSecret, AGORA_API_BASE: fake.url,
});

describe('push policy', () => {
  it('without Agora app or customer credentials the anchor pushes to our own ingest', async () => {
    expect(await pushPolicy({})(7, OWN)).toEqual({ ok: true, target: OWN });
    const { AGORA_CUSTOMER_SECRET: _s, ...noCustomer } = agoraEnv();
    expect(await pushPolicy(noCustomer)(7, OWN)).toEqual({ ok: true, target: OWN });
    const { AGORA_APP_CERTIFICATE: _c, ...noCert } = agoraEnv();
    expect(await pushPolicy(noCert)(7, OWN)).toEqual({ ok: true, target: OWN });
    expect(fake.calls).toHaveLength(0);
  });

  it('region: cn by default, the configured one, cn for an unknown one', () => {
    expect(mediaGatewayConfig(agoraEnv())?.region).toBe('cn');
    expect(mediaGatewayConfig({ ...agoraEnv(), AGORA_REGION: 'NA' })?.region).toBe('na');
    expect(mediaGatewayConfig({ ...agoraEnv(), AGORA_REGION: 'mars' })?.region).toBe('cn');
  });

  it('with them: a key for the room\'s viewer channel, kept while our key stands, replaced on refresh', async () => {
    fake.mode = 'ok';
    const push = pushPolicy(agoraEnv());
    const first = await push(7, OWN);
    expect(first).toEqual({ ok: true, target: { pushServer: 'rtmp://rtls-ingress-prod-cn.agoramdn.com/live', streamKey: 'fake-key-1-room-7' } });
    expect(fake.calls[0]!.body).toEqual({ settings: { channel: agoraChannelName(7), uid: String(AGORA_PUBLISHER_UID), expiresAfter: expect.any(Number) } });
    expect(await push(7, OWN)).toEqual(first);
    expect(fake.calls).toHaveLength(1);
    const refreshed = await push(7, { ...OWN, streamKey: '7-other' });
    expect(refreshed).toMatchObject({ ok: true, target: { streamKey: 'fake-key-2-room-7' } });
    expect(fake.calls.map((c) => c.method)).toEqual(['POST', 'POST', 'DELETE']);
    expect(fake.calls[2]!.path).toMatch(/\/streamkeys\/fake-key-1-room-7$/);
  });

  it('Agora failing is a failure to answer, not a fallback to an ingest the viewers do not watch', async () => {
    fake.mode = 'error';
    const lines: string[] = [];
    expect(await pushPolicy(agoraEnv(), { log: (l) => lines.push(l) })(8, OWN)).toMatchObject({ ok: false, failure: { kind: 'http', status: 503 } });
    expect(lines.join('\n')).toMatch(/room 8/);
    fake.mode = 'ok';
  });
});
