// Agora's notifications (NCS, "Notifications" in Agora Console) about the Media Gateway (issue #14: with Agora
// credentials the anchor's OBS pushes to Agora, so our ingest never sees the stream; these tell us it started and
// stopped). What the docs say (docs.agora.io: "Notifications" / signature verification, and Media Gateway "Receive
// notifications" + "Media Gateway event types"):
//   - an HTTPS POST, JSON body in UTF-8 {noticeId: string, productId: number, eventType: number, notifyMs: number,
//     payload: object}; a retry carries the same noticeId (notifyMs is updated); Agora retries (up to 3 times, at
//     growing intervals) whatever is not answered 200 within 10 s, and the answer's body must be JSON;
//   - headers Agora-Signature: hex HMAC-SHA1 and Agora-Signature-V2: hex HMAC-SHA256 of the RAW body bytes, keyed
//     with the secret Console shows for the notification setup (the docs' vector: body
//     {"eventType":10,"noticeId":"4eb720f0-8da7-11e9-a43e-53f411c2761f","notifyMs":1560408533119,"payload":{"a":"1","b":2},"productId":1},
//     secret "secret" → V2 de96da5a…bda24, V1 5a3bb6a6…36df1; agora-notice.test.ts checks both);
//   - Media Gateway is product 10 (the page writes `product_id: 10`; taken here as the body's productId, the
//     name every other NCS body uses); eventType 1 live_stream_connected (the stream entered the channel), 2
//     live_stream_disconnected (it left, actively or not), 3 live_stream_aborted (received but terminated; sent
//     alone or between 1 and 2); payload {sid (one streaming session), region, streamKey, rtcInfo: {channel, uid
//     (integer or string)}, beginAt, endAt (2 only)}.
// Assumed where the docs did not say: the header names are matched case-insensitively (HTTP headers are); V2 is
// checked when present, V1 only when V2 is absent; the payload's streamKey may be masked ("7B***Qbs" in the docs'
// example), so the room comes from rtcInfo.channel (roomOfAgoraChannel), never from the key.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Media Gateway's productId in a notification. */
export const MEDIA_GATEWAY_PRODUCT_ID = 10;
export const MEDIA_GATEWAY_EVENT = { connected: 1, disconnected: 2, aborted: 3 } as const;

export interface AgoraNotice {
  readonly noticeId: string;
  readonly productId: number;
  readonly eventType: number;
  readonly notifyMs: number;
  readonly payload: Readonly<Record<string, unknown>>;
}

/** What a Media Gateway event says about a stream; any part Agora left out is undefined. */
export interface GatewayStreamEvent {
  readonly sid: string | undefined;
  readonly channel: string | undefined;
  /** As a decimal string (Agora sends a number or a string). */
  readonly uid: string | undefined;
  readonly streamKey: string | undefined;
}

export type SignatureCheck = 'ok' | 'missing' | 'mismatch';

const HEX = /^[0-9a-f]+$/i;

function sameHmac(raw: Buffer, secret: string, algorithm: 'sha1' | 'sha256', given: string): boolean {
  const expected = createHmac(algorithm, secret).update(raw).digest();
  const trimmed = given.trim();
  if (trimmed.length !== expected.length * 2 || !HEX.test(trimmed)) return false;
  return timingSafeEqual(Buffer.from(trimmed, 'hex'), expected);
}

/** The raw body's signature against `secret`: Agora-Signature-V2 (SHA-256) when sent, else Agora-Signature (SHA-1). */
export function checkAgoraSignature(raw: Buffer, headers: Readonly<Record<string, string | string[] | undefined>>, secret: string): SignatureCheck {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const v2 = header('agora-signature-v2');
  if (v2) return sameHmac(raw, secret, 'sha256', v2) ? 'ok' : 'mismatch';
  const v1 = header('agora-signature');
  if (v1) return sameHmac(raw, secret, 'sha1', v1) ? 'ok' : 'mismatch';
  return 'missing';
}

export type NoticeParse = { readonly ok: true; readonly notice: AgoraNotice } | { readonly ok: false; readonly detail: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The body as a notification, or what is wrong with it. */
export function parseAgoraNotice(raw: Buffer): NoticeParse {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return { ok: false, detail: 'not JSON' };
  }
  if (!isObject(json)) return { ok: false, detail: 'not a JSON object' };
  const { noticeId, productId, eventType, notifyMs, payload } = json;
  if (typeof noticeId !== 'string' || noticeId === '' || noticeId.length > 128) return { ok: false, detail: 'no noticeId' };
  if (!Number.isInteger(productId)) return { ok: false, detail: 'no productId' };
  if (!Number.isInteger(eventType)) return { ok: false, detail: 'no eventType' };
  if (!isObject(payload)) return { ok: false, detail: 'no payload object' };
  return {
    ok: true,
    notice: { noticeId, productId: productId as number, eventType: eventType as number, notifyMs: typeof notifyMs === 'number' ? notifyMs : 0, payload },
  };
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The stream fields of a Media Gateway event's payload. */
export function gatewayStreamEvent(payload: Readonly<Record<string, unknown>>): GatewayStreamEvent {
  const rtc = isObject(payload.rtcInfo) ? payload.rtcInfo : {};
  const uid = typeof rtc.uid === 'number' && Number.isInteger(rtc.uid) ? String(rtc.uid) : text(rtc.uid);
  return { sid: text(payload.sid), channel: text(rtc.channel), uid, streamKey: text(payload.streamKey) };
}
