// Room events (200 stream start, 210 close, 220 match switch, 225/226 previews, 230 room info) from real anchors go
// into the feed's event log: the one sequence every list, gateway, recorder and resume reads. Where the log is in
// this process (ROLE=all, ROLE=feed) they are pushed into it; elsewhere (a process without the log, e.g. a gateway
// serving /api or an ingest of its own) they travel as a bus request the feed answers (server/README.md
// "Scale-out": live.request.room-events).
import type {
  MatchSwitch, PreviewAdd, PreviewRemove, RoomInfoEvent, StreamClose, StreamStart, Unstamped,
} from '../../engine/core';
import type { FrameBus } from '../bus/frame-bus';
import type { EventLog } from '../feed/event-log';

export type RoomEvent = Unstamped<StreamStart | StreamClose | MatchSwitch | PreviewAdd | PreviewRemove | RoomInfoEvent>;

const ROOM_EVENT_TYPES: ReadonlySet<string> = new Set(['streamStart', 'streamClose', 'matchSwitch', 'previewAdd', 'previewRemove', 'roomInfo']);

export interface RoomEventSink {
  /** In order, after everything appended before; resolves once the log holds them (their seq). */
  append(events: readonly RoomEvent[]): Promise<void>;
}

/**
 * Straight into the log, stamped with the feed's virtual time (so ts runs with the feed's frames and a recording
 * replays them in place). Never inside a log listener: the push waits for the current task's listeners to finish,
 * so every listener sees batches in seq order.
 */
export function logRoomEventSink(log: EventLog, feedNow: () => number): RoomEventSink {
  return {
    async append(events) {
      if (events.length === 0) return;
      await null;
      const ts = feedNow();
      log.push(events.map((e) => ({ ...e, seq: 0, ts }) as Parameters<EventLog['push']>[0][number]), true);
    },
  };
}

export const ROOM_EVENTS_REQUEST = 'room-events';
const REQUEST_TIMEOUT_MS = 5_000;

/** The events as a request body: JSON (plain objects of numbers and strings). */
export function encodeRoomEvents(events: readonly RoomEvent[]): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(events));
}

/** Only room events pass: the request subject is no way to put any other event into the feed. */
export function decodeRoomEvents(body: Uint8Array): RoomEvent[] {
  const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
  if (!Array.isArray(parsed) || parsed.some((e) => typeof e !== 'object' || e === null || !ROOM_EVENT_TYPES.has((e as { type?: unknown }).type as string))) {
    throw new Error('room events: not a list of room events');
  }
  return parsed as RoomEvent[];
}

/** A process without the log: the feed appends them for it (serveRoomEvents), or the append rejects. */
export function busRoomEventSink(bus: FrameBus, timeoutMs = REQUEST_TIMEOUT_MS): RoomEventSink {
  return {
    async append(events) {
      if (events.length === 0) return;
      const answer = await bus.request(ROOM_EVENTS_REQUEST, encodeRoomEvents(events), timeoutMs);
      if (!answer) throw new Error(`room events: the feed did not answer within ${timeoutMs} ms`);
    },
  };
}

/** The feed's side: appends what other processes send. */
export function serveRoomEvents(bus: FrameBus, sink: RoomEventSink) {
  return bus.serveRequests(ROOM_EVENTS_REQUEST, async (body) => {
    await sink.append(decodeRoomEvents(body));
    return new Uint8Array([1]);
  });
}
