// Events and control frames → envelope bytes (the server and the fixture generator encode with these).
import { CODE } from '../core/codes';
import type { FeedEvent } from '../core/events';
import type { Sport } from '../core/sport';
import { SPORT_TYPE } from '../core/sport';
import { encodeEventBody } from './codec-events';
import type { ListResume } from './decode-frame';
import { encodeEnvelope } from './frame';
import { live } from './pb';

/** One feed event as an envelope, ready to send or record. */
export function encodeEventFrame(e: FeedEvent): Uint8Array {
  const { code, body } = encodeEventBody(e);
  return encodeEnvelope(code, e.seq, e.ts, body);
}

export function encodePing(clientTs: number): Uint8Array {
  return encodeEnvelope(CODE.ping, 0, clientTs, live.Ping.encode({ clientTs }).finish());
}

/** `feedSpeed`: the feed's FEED_SPEED, so the client's clock runs at its pace (0: not said). */
export function encodePong(clientTs: number, serverTs: number, protocolVersion: number, feedSpeed = 0): Uint8Array {
  return encodeEnvelope(CODE.pong, 0, serverTs, live.Pong.encode({ clientTs, serverTs, protocolVersion, feedSpeed }).finish());
}

/** A list request; with `resume`, a reconnecting client asks for the frames after the ones it holds. */
export function encodeListRequest(sport: Sport, clientTs: number, resume?: ListResume): Uint8Array {
  const code = sport === 'football' ? CODE.footballList : CODE.basketballList;
  const body = live.ListRequest.encode({ sportType: SPORT_TYPE[sport], ...(resume && { stream: resume.stream, afterSeq: resume.afterSeq }) });
  return encodeEnvelope(code, 0, clientTs, body.finish());
}
