// Agora's notification signature and body (agora-notice.ts): the docs' own vector, both headers, and what a body
// must hold to be a notification.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkAgoraSignature, gatewayStreamEvent, parseAgoraNotice } from './agora-notice';

// docs.agora.io "Signature verification": this body and secret sign to these values.
const DOCS_BODY = Buffer.from('{"eventType":10,"noticeId":"4eb720f0-8da7-11e9-a43e-53f411c2761f","notifyMs":1560408533119,"payload":{"a":"1","b":2},"productId":1}');
const DOCS_V2 = 'de96da5acf03b0021ac3b4fa2225e7ae6f3533a30d50bb02c08ea4fa748bda24';
const DOCS_V1 = '5a3bb6a6d9fad2ea9ae3fb707a14c9d7f3136df1';

describe('checkAgoraSignature', () => {
  it('accepts the docs\' vector by Agora-Signature-V2 (HMAC-SHA256) and by Agora-Signature (HMAC-SHA1) alone', () => {
    expect(checkAgoraSignature(DOCS_BODY, { 'agora-signature-v2': DOCS_V2, 'agora-signature': DOCS_V1 }, 'secret')).toBe('ok');
    expect(checkAgoraSignature(DOCS_BODY, { 'agora-signature': DOCS_V1 }, 'secret')).toBe('ok');
    expect(checkAgoraSignature(DOCS_BODY, { 'agora-signature-v2': DOCS_V2.toUpperCase() }, 'secret')).toBe('ok');
  });

  it('refuses another secret, a changed byte, a wrong V2 beside a right V1, odd lengths and non-hex', () => {
    expect(checkAgoraSignature(DOCS_BODY, { 'agora-signature-v2': DOCS_V2 }, 'secret2')).toBe('mismatch');
    const changed = Buffer.from(DOCS_BODY.toString().replace('"b":2', '"b":3'));
    expect(checkAgoraSignature(changed, { 'agora-signature-v2': DOCS_V2 }, 'secret')).toBe('mismatch');
    // V2 present decides: a right V1 does not rescue a wrong V2.
    expect(checkAgoraSignature(DOCS_BODY, { 'agora-signature-v2': '0'.repeat(64), 'agora-signature': DOCS_V1 }, 'secret')).toBe('mismatch');
    expect(checkAgoraSignature(DOCS_BODY, { 'agora-signature-v2': DOCS_V2.slice(0, 62) }, 'secret')).toBe('mismatch');
    expect(checkAgoraSignature(DOCS_BODY, { 'agora-signature-v2': `${DOCS_V2.slice(0, 62)}zz` }, 'secret')).toBe('mismatch');
    expect(checkAgoraSignature(DOCS_BODY, { 'agora-signature-v2': DOCS_V1 }, 'secret')).toBe('mismatch');
  });

  it('no signature header, or an empty one, is missing', () => {
    expect(checkAgoraSignature(DOCS_BODY, {}, 'secret')).toBe('missing');
    expect(checkAgoraSignature(DOCS_BODY, { 'agora-signature-v2': '' }, 'secret')).toBe('missing');
  });

  it('signs the bytes as sent: the same JSON re-serialised does not verify', () => {
    const spaced = Buffer.from(JSON.stringify(JSON.parse(DOCS_BODY.toString()), null, 1));
    const v2 = createHmac('sha256', 'secret').update(spaced).digest('hex');
    expect(checkAgoraSignature(spaced, { 'agora-signature-v2': v2 }, 'secret')).toBe('ok');
    expect(checkAgoraSignature(DOCS_BODY, { 'agora-signature-v2': v2 }, 'secret')).toBe('mismatch');
  });
});

describe('parseAgoraNotice', () => {
  it('reads noticeId, productId, eventType, notifyMs and payload', () => {
    expect(parseAgoraNotice(DOCS_BODY)).toEqual({
      ok: true, notice: { noticeId: '4eb720f0-8da7-11e9-a43e-53f411c2761f', productId: 1, eventType: 10, notifyMs: 1560408533119, payload: { a: '1', b: 2 } },
    });
  });

  it.each([
    ['not JSON', '{"noticeId": '],
    ['not a JSON object', '[1, 2]'],
    ['no noticeId', '{"productId":10,"eventType":1,"payload":{}}'],
    ['no productId', '{"noticeId":"n","productId":"10","eventType":1,"payload":{}}'],
    ['no eventType', '{"noticeId":"n","productId":10,"payload":{}}'],
    ['no payload object', '{"noticeId":"n","productId":10,"eventType":1,"payload":"x"}'],
  ])('%s', (detail, body) => {
    expect(parseAgoraNotice(Buffer.from(body))).toEqual({ ok: false, detail });
  });
});

describe('gatewayStreamEvent', () => {
  it('takes sid, rtcInfo.channel, uid (a number or a string) and streamKey; anything absent is undefined', () => {
    expect(gatewayStreamEvent({ sid: 's1', streamKey: '7B***Qbs', rtcInfo: { channel: 'room-7', uid: 4294967295 } }))
      .toEqual({ sid: 's1', streamKey: '7B***Qbs', channel: 'room-7', uid: '4294967295' });
    expect(gatewayStreamEvent({ rtcInfo: { channel: 'room-7', uid: '42' } })).toEqual({ sid: undefined, streamKey: undefined, channel: 'room-7', uid: '42' });
    expect(gatewayStreamEvent({ rtcInfo: 'x', sid: 3 })).toEqual({ sid: undefined, streamKey: undefined, channel: undefined, uid: undefined });
  });
});
