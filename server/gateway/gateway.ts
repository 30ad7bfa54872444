// The WebSocket gateway at /ws (proto/live.proto header: the frame sequence). Sign and version are checked
// after the upgrade so the browser can read why it was refused (4401 / 4426); then list requests are answered
// with snapshots of the feed view's state or, for a reconnecting client, the frames it missed
// (list-requests.ts: a message's first list at once, in a packet of its own), pings with pongs, and the feed is
// broadcast one packet per client per tick.
// Abuse limits (limits.ts, issue #11): one answer per list per message, a token bucket per client for requests,
// a send queue cap counting the packet about to be written, an idle limit, and caps per address and in all.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RawData } from 'ws';
import { WebSocket, WebSocketServer } from 'ws';
import type { Sport } from '../../engine/core';
import { encodePong, decodePacket, encodeRoomEvent, encodeUserEvent } from '../../engine/wire';
import { PROTOCOL_VERSION } from '../../proto/version';
import type { FrameHistory } from '../bus/frame-history';
import { FrameRing } from '../bus/frame-ring';
import type { TrustProxy } from '../http/client-address';
import { clientAddress, trustCheck } from '../http/client-address';
import type { Cancel, Scheduler } from '../../engine/core/time/scheduler';
import { after } from '../../engine/core/time/scheduler';
import { admit } from './admission';
import { GatewayClient } from './client';
import { CLOSE } from './close-codes';
import { defaultMaxConnections } from './descriptor-limit';
import type { PendingFrame, TickPlan } from './fanout';
import { packetFor } from './fanout';
import type { FeedView } from './feed-view';
import type { ListRequest, ListStats } from './list-requests';
import { createListRequests } from './list-requests';
import type { GatewayLimits } from './limits';
import { GATEWAY_LIMIT_DEFAULTS } from './limits';
import { TokenBucket } from './token-bucket';
import type { RoomRequest } from '../../engine/core/room/types';
import type { RoomChannel } from '../chat/room-channel';
import type { UserRequest } from '../../engine/core/room/user-channel';
import type { UserChannel } from '../messages/user-channel';

export const WS_PATH = '/ws';

export interface GatewayOptions extends Partial<GatewayLimits> {
  /** The state lists are cut from and the frames to broadcast (feed-view.ts). */
  readonly feed: FeedView;
  /** The bus, for resumes reaching further back than the recent frames kept here. */
  readonly history?: FrameHistory;
  /** The feed's virtual time: pong serverTs and snapshot ts, so a client's clock agrees with the frames. */
  readonly feedNow: () => number;
  /** FEED_SPEED, told in every pong so a client's clock runs at the feed's pace (1 for a real feed). */
  readonly feedSpeed?: number;
  /** The real clock (sign check) and the tick scheduler. */
  readonly timers: Scheduler;
  /** [SK-1] allowed |sign timestamp − server time|. */
  readonly signMaxSkewMs: number;
  /** Frames arriving within this window go out in one packet. */
  readonly tickMs?: number;
  /** Which X-Forwarded-For hops to believe for the per-address cap (TRUST_PROXY; Fastify's `trustProxy`). */
  readonly trustProxy?: TrustProxy;
  /** Largest incoming message; clients only send small requests. */
  readonly maxPayload?: number;
  /** Incoming frames that fail to decode before the client is closed (1008). */
  readonly maxBadFrames?: number;
  /** A slow or closing client's socket is destroyed this long after its close frame was queued. */
  readonly closeGraceMs?: number;
  /** Recent frames kept for resumes without asking the bus. */
  readonly recentFrames?: number;
  readonly recentBytes?: number;
  /** A resume missing more frames than this is answered with snapshots. */
  readonly maxResumeFrames?: number;
  /**
   * The room channel (live-room chat, server/chat/): given the way to queue an envelope for a socket, it answers
   * the sockets' room requests. None: room requests are answered with notice UNAVAILABLE.
   */
  readonly rooms?: (deliver: (client: GatewayClient, envelope: Uint8Array) => void) => RoomChannel<GatewayClient>;
  /** The user channel (private messages, server/messages/). None: subscribes are answered with customerId 0. */
  readonly users?: (deliver: (client: GatewayClient, envelope: Uint8Array) => void) => UserChannel<GatewayClient>;
}

export interface GatewayStats extends ListStats {
  clients: number;
  accepted: number;
  refused: number;
  ticks: number;
  packetsSent: number;
  framesBroadcast: number;
  badFrames: number;
  droppedSlow: number;
  /** Open sockets, refused ones not closed yet included. */
  sockets: number;
  refusedFull: number;
  refusedPerAddress: number;
  closedIdle: number;
  closedTooManyRequests: number;
  /** The most bytes a client's send queue held right after a write (never above sendBufferLimit). */
  peakQueuedBytes: number;
}

export interface Gateway {
  attach(server: Server): void;
  /** Closes every client (1001 by default) and stops accepting. */
  close(code?: number, reason?: string): Promise<void>;
  readonly stats: Readonly<GatewayStats>;
}

export const GATEWAY_DEFAULTS = {
  ...GATEWAY_LIMIT_DEFAULTS,
  trustProxy: false,
  tickMs: 25,
  maxPayload: 64 * 1024,
  maxBadFrames: 10,
  closeGraceMs: 2_000,
  recentFrames: 4_096,
  recentBytes: 8 * 1024 * 1024,
  // Frames average ~100 bytes and both lists of a full generated day ~100 KB: past ~2 000 frames the lists
  // are the smaller answer.
  maxResumeFrames: 2_000,
} as const;

function bytesOf(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}

export function createGateway(options: GatewayOptions): Gateway {
  const o = { ...GATEWAY_DEFAULTS, ...options };
  const { feed, timers } = o;
  const maxConnections = o.maxConnections ?? defaultMaxConnections();
  const trusted = trustCheck(o.trustProxy ?? false);
  const bucketLimits = { burst: o.requestBurst, perSecond: o.requestsPerSecond };
  /** Open sockets per client address. */
  const perAddress = new Map<string, number>();
  let sockets = 0;
  const wss = new WebSocketServer({ noServer: true, maxPayload: o.maxPayload, perMessageDeflate: false, clientTracking: false });
  const clients = new Set<GatewayClient>();
  const stats: GatewayStats = {
    clients: 0, accepted: 0, refused: 0, ticks: 0, packetsSent: 0, framesBroadcast: 0, badFrames: 0, droppedSlow: 0,
    snapshotsSent: 0, resumes: 0, resumesFromBus: 0, resumesRefused: 0, framesReplayed: 0,
    sockets: 0, refusedFull: 0, refusedPerAddress: 0, closedIdle: 0, closedTooManyRequests: 0, peakQueuedBytes: 0,
  };
  let pending: PendingFrame[] = [];
  let tick: Cancel | undefined;
  let closing = false;
  const recent = new FrameRing({ maxFrames: o.recentFrames, maxBytes: o.recentBytes, maxAgeMs: Infinity }, () => timers.now());
  const queueFor = (client: GatewayClient, envelope: Uint8Array) => {
    if (client.closed) return;
    client.outbox.push(envelope);
    scheduleTick();
  };
  const rooms = o.rooms?.(queueFor);
  const users = o.users?.(queueFor);
  const lists = createListRequests({
    feed, feedNow: o.feedNow, recent, history: o.history, maxResumeFrames: o.maxResumeFrames, stats,
    pending: () => pending,
    wake: () => scheduleTick(),
    sendNow: (client) => deliver(client, { frames: [], shared: new Map() }),
  });

  const scheduleTick = () => {
    tick ??= after(timers, o.tickMs, flush);
  };

  // Once per tick: the feed frames are shared by every client that has asked for a list.
  function flush(): void {
    tick = undefined;
    const plan = { frames: pending, shared: new Map<number, Uint8Array>() };
    pending = [];
    stats.ticks++;
    for (const client of clients) deliver(client, plan);
  }

  /** One client's packet of `plan`: its replies and the plan's frames it has not seen. */
  function deliver(client: GatewayClient, plan: TickPlan): void {
    // A client catching up from the bus gets these after the frames it missed.
    if (client.catchUp) for (const f of plan.frames) if (f.seq > client.catchUp.until) client.catchUp.held.push(f);
    // The cap counts what is queued and what this write adds: a client that does not read is closed before
    // its queue passes the cap, however big the packet (ws bufferedAmount alone lets one write overshoot).
    const queued = client.ws.bufferedAmount;
    const delivery = packetFor(client, plan, o.sendBufferLimit - queued);
    if (!delivery) return;
    if ('overBy' in delivery) {
      stats.droppedSlow++;
      drop(client, CLOSE.tryAgainLater, `send queue would pass ${o.sendBufferLimit} bytes (${queued} queued + ${delivery.bytes}): client too slow`);
      return;
    }
    client.ws.send(delivery.packet, { binary: true });
    stats.packetsSent++;
    stats.peakQueuedBytes = Math.max(stats.peakQueuedBytes, queued + delivery.packet.length);
  }

  function drop(client: GatewayClient, code: number, reason: string): void {
    if (client.closed) return;
    forget(client);
    closeSocket(client.ws, code, reason);
  }

  function closeSocket(ws: WebSocket, code: number, reason: string): void {
    ws.close(code, reason);
    // A client that does not read will not read the close frame either: its descriptor goes after the grace.
    after(timers, o.closeGraceMs, () => ws.terminate());
  }

  function forget(client: GatewayClient): void {
    if (client.closed) return;
    client.closed = true;
    client.idleTimer?.();
    client.idleTimer = undefined;
    clients.delete(client);
    stats.clients = clients.size;
    rooms?.closed(client);
    users?.closed(client);
  }

  /** Closes the client once it has sent nothing for idleMs; one timer per client, moved on only when it fires. */
  function watchIdle(client: GatewayClient): void {
    client.idleTimer = after(timers, client.heardAt + o.idleMs - timers.now(), () => {
      client.idleTimer = undefined;
      if (client.closed) return;
      if (timers.now() < client.heardAt + o.idleMs) return watchIdle(client);
      stats.closedIdle++;
      drop(client, CLOSE.idle, `nothing received for ${Math.round(o.idleMs / 1000)} s`);
    });
  }

  function onMessage(client: GatewayClient, data: RawData, isBinary: boolean): void {
    if (client.closed) return;
    client.heardAt = timers.now();
    if (!isBinary) {
      stats.badFrames++;
      drop(client, CLOSE.unsupportedData, 'binary protobuf frames only [SK-5]');
      return;
    }
    const { controls, events, errors } = decodePacket(bytesOf(data), 'up');
    // Feed frames are the server's to send, not the client's: counted as bad, answered by nothing.
    const bad = errors.length + events.length;
    if (bad > 0) {
      client.badFrames += bad;
      stats.badFrames += bad;
      if (client.badFrames >= o.maxBadFrames) {
        drop(client, CLOSE.policyViolation, `${client.badFrames} frames did not decode`);
        return;
      }
    }
    // One answer per list per message, however often the message repeats the request: 2 970 football requests
    // in one 64 KB message were 2 970 snapshots (196 MB) in one packet (issue #11).
    const requests = new Map<Sport, ListRequest>();
    const roomRequests: RoomRequest[] = [];
    const userRequests: UserRequest[] = [];
    for (const c of controls) {
      if (c.kind === 'ping') client.outbox.push(encodePong(c.clientTs, o.feedNow(), PROTOCOL_VERSION, o.feedSpeed)); // [SK-2]
      else if (c.kind === 'listRequest' && !requests.has(c.sport)) requests.set(c.sport, c); // [SK-4]
      else if (c.kind === 'roomJoin' || c.kind === 'roomLeave' || c.kind === 'chatSend') roomRequests.push(c);
      else if (c.kind === 'userSubscribe' || c.kind === 'userUnsubscribe') userRequests.push(c);
    }
    // Room joins, leaves and chat sends are requests like the lists: each takes a token.
    const cost = requests.size + roomRequests.length + userRequests.length;
    if (cost > 0 && !client.requests.take(cost)) {
      stats.closedTooManyRequests++;
      drop(client, CLOSE.tooManyRequests, `too many requests: over ${o.requestBurst} at once or ${o.requestsPerSecond}/s`);
      return;
    }
    lists.answer(client, [...requests.values()]);
    for (const r of roomRequests) {
      if (rooms) rooms.request(client, r);
      else client.outbox.push(encodeRoomEvent({ type: 'notice', roomId: r.roomId, kind: 'unavailable', until: 0, clientMsgId: '' }, timers.now()));
    }
    for (const r of userRequests) {
      if (users) users.request(client, r);
      else if (r.kind === 'userSubscribe') client.outbox.push(encodeUserEvent({ type: 'subscribed', customerId: 0, unread: 0 }, timers.now()));
    }
    if (client.outbox.length > 0) scheduleTick();
  }

  function onConnection(ws: WebSocket, url: URL, address: string): void {
    ws.on('error', () => { /* a reset socket: its close event follows */ });
    // Every open socket counts, refused ones too until they are gone: the caps are about descriptors.
    sockets++;
    const fromAddress = (perAddress.get(address) ?? 0) + 1;
    perAddress.set(address, fromAddress);
    stats.sockets = sockets;
    ws.on('close', () => {
      sockets--;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
      stats.sockets = sockets;
    });
    if (sockets > maxConnections) {
      stats.refused++;
      stats.refusedFull++;
      closeSocket(ws, CLOSE.serverFull, `server full: ${maxConnections} sockets open, try again later`);
      return;
    }
    if (fromAddress > o.maxConnectionsPerIp) {
      stats.refused++;
      stats.refusedPerAddress++;
      closeSocket(ws, CLOSE.tooManyFromAddress, `too many sockets from ${address}: ${o.maxConnectionsPerIp} open`);
      return;
    }
    const admission = admit(url.searchParams, timers.now(), o.signMaxSkewMs);
    if (!admission.ok) {
      stats.refused++;
      closeSocket(ws, admission.code, admission.reason);
      return;
    }
    const client = new GatewayClient(ws, address, new TokenBucket(bucketLimits, () => timers.now()), timers.now());
    clients.add(client);
    stats.accepted++;
    stats.clients = clients.size;
    watchIdle(client);
    ws.on('message', (data, isBinary) => onMessage(client, data, isBinary));
    ws.on('ping', () => { client.heardAt = timers.now(); });
    ws.on('close', () => forget(client));
  }

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== WS_PATH || closing) {
      socket.end(`HTTP/1.1 ${closing ? '503 Service Unavailable' : '404 Not Found'}\r\nConnection: close\r\n\r\n`);
      return;
    }
    const address = clientAddress(req, trusted);
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, url, address));
  }

  const unsubscribe = feed.subscribe({
    frames(frames) {
      if (closing) return;
      for (const f of frames) pending.push({ seq: f.seq, bytes: f.bytes });
      recent.push(frames);
      stats.framesBroadcast += frames.length;
      scheduleTick();
    },
    reset() {
      if (closing) return;
      // Frames of the old state are worth nothing now: every client gets the new lists.
      pending = [];
      recent.clear();
      lists.reset(clients);
      scheduleTick();
    },
  });

  return {
    stats,
    attach(server) {
      server.on('upgrade', onUpgrade);
    },
    async close(code = CLOSE.goingAway, reason = 'server shutting down') {
      closing = true;
      unsubscribe();
      rooms?.close();
      users?.close();
      tick?.();
      tick = undefined;
      const closed = [...clients].map((client) => new Promise<void>((resolve) => {
        if (client.ws.readyState === WebSocket.CLOSED) return resolve();
        client.ws.once('close', () => resolve());
        drop(client, code, reason);
      }));
      await Promise.all(closed);
      wss.close();
    },
  };
}
