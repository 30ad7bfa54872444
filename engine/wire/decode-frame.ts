// Bytes → events, with every failure a value [RT-11]: a frame that fails is dropped and reported, never thrown.
import { CODE } from '../core/codes';
import type { FeedEvent } from '../core/events';
import type { Sport } from '../core/sport';
import { sportOfType } from '../core/sport';
import { CODE_TABLE } from './code-table';
import { decodeEvent } from './decode-event';
import { decodePacketFast } from './fast/fast-packet';
import { fastBodyEvent } from './fast/realtime-event';
import type { RawFrame } from './frame';
import { checksumOk, decodePacketFrames } from './frame';
import { live } from './pb';
import type { RoomEvent, RoomRequest } from '../core/room/types';
import { decodeRoomEvent, decodeRoomRequest } from './room';
import type { UserEvent, UserRequest } from '../core/room/user-channel';
import { decodeUserEvent, decodeUserRequest } from './user-channel';

export type FrameErrorReason = 'packet' | 'checksum' | 'unknownCode' | 'malformed';

export interface FrameError {
  readonly reason: FrameErrorReason;
  readonly code: number;
  readonly seq: number;
  readonly detail: string;
}

/** Where a reconnecting client's lists stopped: their stream id and the last seq folded (proto/live.proto step 2). */
export interface ListResume {
  readonly stream: string;
  readonly afterSeq: number;
}

/** Frames outside the feed: heartbeat and list requests (`resume` only when the client sent one). */
export type ControlFrame =
  | { readonly kind: 'ping'; readonly clientTs: number }
  | { readonly kind: 'pong'; readonly clientTs: number; readonly serverTs: number; readonly protocolVersion: number; readonly feedSpeed: number }
  | { readonly kind: 'listRequest'; readonly sport: Sport; readonly resume?: ListResume }
  /** The room channel (proto/live.proto, 300–306): requests up, events down. */
  | RoomRequest
  | { readonly kind: 'room'; readonly event: RoomEvent }
  /** The user channel (proto/live.proto, 310–312): private messages. */
  | UserRequest
  | { readonly kind: 'user'; readonly event: UserEvent };

/** 'down' = server → client (lists are snapshots), 'up' = client → server (lists are requests). */
export type Direction = 'down' | 'up';

export type FrameResult =
  | { readonly ok: true; readonly event: FeedEvent }
  | { readonly ok: true; readonly control: ControlFrame }
  | { readonly ok: false; readonly error: FrameError };

function fail(reason: FrameErrorReason, f: Pick<RawFrame, 'code' | 'seq'>, detail: string): FrameResult {
  return { ok: false, error: { reason, code: f.code, seq: f.seq, detail } };
}

function decodeControl(f: RawFrame, direction: Direction): ControlFrame | undefined {
  if (f.code === CODE.ping) return { kind: 'ping', clientTs: live.Ping.decode(f.body).clientTs };
  if (f.code === CODE.pong) {
    const p = live.Pong.decode(f.body);
    return { kind: 'pong', clientTs: p.clientTs, serverTs: p.serverTs, protocolVersion: p.protocolVersion, feedSpeed: p.feedSpeed };
  }
  if (direction === 'up' && (f.code === CODE.footballList || f.code === CODE.basketballList)) {
    const request = live.ListRequest.decode(f.body);
    const sport = sportOfType(request.sportType);
    const expected = f.code === CODE.footballList ? 'football' : 'basketball';
    if (sport !== expected) throw new Error(`list request for sport ${sport} on code ${f.code}`);
    if (request.stream === '') return { kind: 'listRequest', sport };
    if (!Number.isSafeInteger(request.afterSeq)) throw new Error(`list request afterSeq ${request.afterSeq} out of range`);
    return { kind: 'listRequest', sport, resume: { stream: request.stream, afterSeq: request.afterSeq } };
  }
  if (direction === 'up') return decodeRoomRequest(f.code, f.body) ?? decodeUserRequest(f.code, f.body);
  const event = decodeRoomEvent(f.code, f.body);
  if (event) return { kind: 'room', event };
  const userEvent = decodeUserEvent(f.code, f.body);
  return userEvent && { kind: 'user', event: userEvent };
}

/** Decodes one envelope; usual frames take the fast path (fast/realtime-event.ts), the rest the reference one. */
export function decodeFrame(f: RawFrame, direction: Direction = 'down'): FrameResult {
  if (checksumOk(f)) {
    const fast = fastBodyEvent(f.body, 0, f.body.length, f.code, f.seq, f.ts);
    if (fast) return { ok: true, event: fast };
  }
  return decodeFrameReference(f, direction);
}

/** The reference decoder of one envelope: protobufjs for the body, then the checks of decode-event.ts. */
export function decodeFrameReference(f: RawFrame, direction: Direction = 'down'): FrameResult {
  if (!checksumOk(f)) return fail('checksum', f, 'checksum mismatch');
  try {
    const control = decodeControl(f, direction);
    if (control) return { ok: true, control };
    const info = CODE_TABLE.get(f.code);
    if (!info) return fail('unknownCode', f, `unknown code ${f.code}`);
    return { ok: true, event: decodeEvent(info, f.code, f.seq, f.ts, f.body) };
  } catch (err) {
    return fail('malformed', f, err instanceof Error ? err.message : String(err));
  }
}

export interface DecodedPacket {
  readonly events: FeedEvent[];
  readonly controls: ControlFrame[];
  readonly errors: FrameError[];
}

/**
 * Decodes one WebSocket message. A packet that is not a Packet at all is one 'packet' error. Usual packets take
 * the fast path (fast/fast-packet.ts), which gives exactly what the reference decoder below gives.
 */
export function decodePacket(bytes: Uint8Array, direction: Direction = 'down'): DecodedPacket {
  return decodePacketFast(bytes, direction === 'down' ? referenceDown : referenceUp) ?? decodePacketReference(bytes, direction);
}

const referenceDown = (f: RawFrame) => decodeFrameReference(f, 'down');
const referenceUp = (f: RawFrame) => decodeFrameReference(f, 'up');

/** The reference decoder: protobufjs for the packet, its envelopes and every body. */
export function decodePacketReference(bytes: Uint8Array, direction: Direction = 'down'): DecodedPacket {
  const out: DecodedPacket = { events: [], controls: [], errors: [] };
  let frames: RawFrame[];
  try {
    frames = decodePacketFrames(bytes);
  } catch (err) {
    out.errors.push({ reason: 'packet', code: 0, seq: 0, detail: err instanceof Error ? err.message : String(err) });
    return out;
  }
  if (frames.length === 0) out.errors.push({ reason: 'packet', code: 0, seq: 0, detail: 'empty packet' });
  for (const f of frames) {
    const r = decodeFrameReference(f, direction);
    if (!r.ok) out.errors.push(r.error);
    else if ('event' in r) out.events.push(r.event);
    else out.controls.push(r.control);
  }
  return out;
}
