// Who the RTMP ingest lets in, against the real server on 127.0.0.1 with real TCP sockets: a crowd of idle or
// unauthenticated sockets is capped per address and in all, closed at the handshake deadline, and never keeps a
// keyed publisher (or the demo pushers) off air. Deadlines run on a ManualScheduler: virtual time, no sleeping.
// Several loopback addresses (127.0.0.x) stand for several clients.
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_STATE } from '../../engine/core/model';
import { ManualScheduler } from '../../engine/time';
import type { MediaConfig, MediaLimits } from './media-config';
import { MEDIA_DEFAULTS } from './media-config';
import { MediaRuntime } from './media-runtime';
import type { StreamAuthorizer } from './stream-ports';
import { pushTestPattern } from './test-support/ffmpeg';
import type { Push } from './test-support/ffmpeg';
import { openSocket } from './test-support/rtmp-client';
import type { RtmpTestClient } from './test-support/rtmp-client';

const T0 = Date.UTC(2026, 5, 1, 12);
const ANCHOR_KEY = '42-obssecret';
const anchorAuthorizer: StreamAuthorizer = { authorize: async (app, name) => (app === 'live' && name === ANCHOR_KEY ? { roomId: 42 } : null) };

let media: MediaRuntime | undefined;
let clients: RtmpTestClient[] = [];
let pushes: Push[] = [];
let lines: string[] = [];

afterEach(async () => {
  for (const c of clients) c.socket.destroy();
  await Promise.all(pushes.map((p) => p.stop()));
  await media?.stop();
  media = undefined;
  clients = [];
  pushes = [];
  lines = [];
});

interface Started {
  readonly media: MediaRuntime;
  readonly clock: ManualScheduler;
}

async function start(o: { config?: Partial<MediaConfig>; limits?: Partial<MediaLimits>; authorizer?: StreamAuthorizer; isDemoRoom?: (id: number) => boolean } = {}): Promise<Started> {
  const clock = new ManualScheduler(T0);
  const log = { info: (l: string) => lines.push(l), warn: (l: string) => lines.push(l) };
  media = await MediaRuntime.start({
    config: { ...MEDIA_DEFAULTS, rtmpPort: 0, demoVideo: false, ...o.config }, host: '127.0.0.1', state: () => EMPTY_STATE, feedNow: Date.now, log,
    options: { authorizer: o.authorizer ?? anchorAuthorizer, timers: clock, limits: o.limits, isDemoRoom: o.isDemoRoom },
  });
  return { media, clock };
}

/** Waits for the server to reach a state (its accept and close callbacks run on the event loop, not on our clock). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
}

async function open(port: number, from: string): Promise<RtmpTestClient> {
  const c = await openSocket(port, from);
  clients.push(c);
  return c;
}

/** `n` sockets from one address that send nothing; resolves once the server has admitted or refused each. */
async function crowd(m: MediaRuntime, n: number, from: string): Promise<RtmpTestClient[]> {
  const s = m.rtmp.stats;
  const before = s.accepted + s.refusedPerAddress + s.refusedPendingFull;
  const opened = await Promise.all(Array.from({ length: n }, () => open(m.rtmpPort, from)));
  await until(() => s.accepted + s.refusedPerAddress + s.refusedPendingFull === before + n);
  return opened;
}

const isOpen = (c: RtmpTestClient) => !c.socket.destroyed && !c.socket.readableEnded;
const matching = (re: RegExp) => lines.filter((l) => re.test(l));

describe('RTMP ingest admission', () => {
  it('70 idle sockets from one address: 8 are held pending, 62 are refused and counted, and an anchor\'s ffmpeg push with a granted key goes live beside them', async () => {
    const { media } = await start();
    const idle = await crowd(media, 70, '127.0.0.2');
    expect(media.rtmp.stats).toMatchObject({ pending: 8, accepted: 8, refusedPerAddress: 62 });
    await until(() => idle.filter(isOpen).length === 8);
    const p = pushTestPattern(`${media.pushUrl}/${ANCHOR_KEY}`, 30);
    pushes.push(p);
    expect(await media.hub.waitForKeyframe(42, 20_000)).toBe(true);
    expect(media.rtmp.stats).toMatchObject({ pending: 8, publishers: 1, granted: 1 });
    expect(idle.filter(isOpen)).toHaveLength(8); // the crowd is still there; the anchor did not need its slots
    // One line for the reason, not 62.
    expect(matching(/127\.0\.0\.2: refused, 8 unauthenticated sockets from this address open/)).toHaveLength(1);
  });

  it('the per-address cap refuses the 9th unauthenticated socket from one address, counts every refusal, logs the reason once per window; other addresses and a freed slot get in', async () => {
    const { media, clock } = await start();
    const eight = await crowd(media, 8, '127.0.0.3');
    expect(media.rtmp.stats).toMatchObject({ pending: 8, refusedPerAddress: 0 });
    const [ninth] = await crowd(media, 1, '127.0.0.3');
    await ninth!.closed;
    expect(media.rtmp.stats).toMatchObject({ pending: 8, refusedPerAddress: 1 });
    const [tenth] = await crowd(media, 1, '127.0.0.3');
    await tenth!.closed;
    expect(media.rtmp.stats.refusedPerAddress).toBe(2);
    expect(matching(/refused, 8 unauthenticated sockets from this address open/)).toHaveLength(1);
    // Another address has its own share.
    await crowd(media, 1, '127.0.0.4');
    expect(media.rtmp.stats).toMatchObject({ pending: 9, refusedPerAddress: 2 });
    // A slot the address gives back is its again.
    eight[0]!.socket.destroy();
    await until(() => media.rtmp.stats.pending === 8);
    const [again] = await crowd(media, 1, '127.0.0.3');
    expect(isOpen(again!)).toBe(true);
    expect(media.rtmp.stats).toMatchObject({ pending: 9, refusedPerAddress: 2 });
    // The window ends: what was not logged one by one is summed up in one line.
    clock.advance(10_000);
    expect(matching(/rtmp: 1 more refused: too many unauthenticated sockets from one address in the last 10 s/)).toHaveLength(1);
  });

  it('a socket that never finishes the handshake is closed at the handshake deadline, not a moment before (virtual time)', async () => {
    const { media, clock } = await start({ config: { rtmpHandshakeTimeoutMs: 5_000 } });
    const [c] = await crowd(media, 1, '127.0.0.5');
    c!.socket.write(Buffer.concat([Buffer.from([3]), Buffer.alloc(700)])); // C0 and half of C1
    clock.advance(4_999);
    expect(media.rtmp.stats).toMatchObject({ pending: 1, closedHandshakeTimeout: 0 });
    expect(isOpen(c!)).toBe(true);
    clock.advance(1);
    expect(media.rtmp.stats.closedHandshakeTimeout).toBe(1);
    await c!.closed;
    await until(() => media.rtmp.stats.pending === 0);
    expect(matching(/closed, no publish granted 5 s after connecting/)).toHaveLength(1);
  });

  it('a publisher granted its publish is not closed at the handshake deadline (an idle socket beside it is); it is closed once silent for the idle limit', async () => {
    const { media, clock } = await start({ config: { rtmpHandshakeTimeoutMs: 5_000 }, limits: { rtmpIdleMs: 30_000 } });
    const [idle] = await crowd(media, 1, '127.0.0.6');
    const anchor = await open(media.rtmpPort, '127.0.0.1');
    expect(await anchor.publish(ANCHOR_KEY)).toBe('NetStream.Publish.Start');
    expect(media.rtmp.stats).toMatchObject({ pending: 1, publishers: 1, granted: 1 });
    expect(media.hub.isPublishing(42)).toBe(true);
    clock.advance(5_000);
    await idle!.closed;
    expect(media.rtmp.stats).toMatchObject({ closedHandshakeTimeout: 1, publishers: 1 });
    expect(isOpen(anchor)).toBe(true);
    clock.advance(25_000);
    await anchor.closed;
    expect(media.rtmp.stats).toMatchObject({ closedIdle: 1 });
    await until(() => media.rtmp.stats.publishers === 0);
    expect(media.hub.isPublishing(42)).toBe(false);
  });

  it('a pending pool full of idle sockets from many addresses: a newcomer closes the oldest of them and its granted push goes live', async () => {
    const { media } = await start({ limits: { maxRtmpPending: 16 } });
    const first = await crowd(media, 8, '127.0.0.7');
    await crowd(media, 8, '127.0.0.8');
    expect(media.rtmp.stats).toMatchObject({ pending: 16, evictedPending: 0 });
    const anchor = await open(media.rtmpPort, '127.0.0.1');
    await first[0]!.closed; // the oldest idle socket made room
    expect(media.rtmp.stats).toMatchObject({ evictedPending: 1, pending: 16 });
    expect(await anchor.publish(ANCHOR_KEY)).toBe('NetStream.Publish.Start');
    expect(media.rtmp.stats).toMatchObject({ pending: 15, publishers: 1 });
    expect(matching(/closed, oldest of 16 unauthenticated sockets, to make room/)).toHaveLength(1);
  });

  it('sockets waiting for the authorizer are not closed to make room: with every pending slot waiting, a newcomer is refused and counted', async () => {
    const asked = new Map<string, (grant: { roomId: number } | null) => void>();
    const slow: StreamAuthorizer = { authorize: (_app, name) => new Promise((resolve) => asked.set(name, resolve)) };
    const { media } = await start({ limits: { maxRtmpPending: 2 }, authorizer: slow });
    const a = await open(media.rtmpPort, '127.0.0.9');
    const b = await open(media.rtmpPort, '127.0.0.10');
    const refusedA = a.publish('50-key').catch(() => 'closed');
    void b.publish('51-key').catch(() => 'closed');
    await until(() => asked.size === 2);
    const [late] = await crowd(media, 1, '127.0.0.11');
    await late!.closed;
    expect(media.rtmp.stats).toMatchObject({ refusedPendingFull: 1, evictedPending: 0, pending: 2 });
    expect(isOpen(a) && isOpen(b)).toBe(true);
    asked.get('50-key')!(null);
    expect(await refusedA).toBe('NetStream.Publish.BadName');
    await until(() => media.rtmp.stats.pending === 1);
    const [next] = await crowd(media, 1, '127.0.0.11');
    expect(isOpen(next!)).toBe(true);
    expect(media.rtmp.stats).toMatchObject({ refusedPendingFull: 1, pending: 2 });
  });

  it('a granted publish past the publishers\' slots is refused (NetStream.Publish.BadName) and counted', async () => {
    const { media } = await start({ limits: { maxRtmpPublishers: 1 } });
    const first = await open(media.rtmpPort, '127.0.0.1');
    expect(await first.publish(ANCHOR_KEY)).toBe('NetStream.Publish.Start');
    const second = await open(media.rtmpPort, '127.0.0.1');
    expect(await second.publish(media.internalKey(7))).toBe('NetStream.Publish.BadName');
    await second.closed;
    expect(media.rtmp.stats).toMatchObject({ refusedPublishersFull: 1, publishers: 1 });
    expect(media.hub.isPublishing(7)).toBe(false);
    expect(lines.some((l) => l.includes('publish refused: the ingest has no room for another publisher'))).toBe(true);
  });

  it('70 idle sockets from 127.0.0.1, the demo pushers\' own address, hold that address\'s share of the public port; the demo card still starts on its own loopback ingest', async () => {
    const { media } = await start({ config: { demoVideo: true }, isDemoRoom: (id) => id === 5 });
    expect(media.demo.on).toBe(true);
    await crowd(media, 70, '127.0.0.1');
    expect(media.rtmp.stats).toMatchObject({ pending: 8, refusedPerAddress: 62 });
    expect(media.demo.demand(5)).toBe('started');
    expect(await media.hub.waitForKeyframe(5, 20_000)).toBe(true);
    expect(media.demoRtmp.stats).toMatchObject({ publishers: 1, granted: 1 });
    expect(media.rtmp.stats).toMatchObject({ pending: 8, publishers: 0 });
  });

  it('the demo pushers\' loopback ingest grants the internal key only: an anchor\'s key is refused there', async () => {
    const { media } = await start();
    const c = await open(media.demoRtmp.port, '127.0.0.1');
    expect(await c.publish(ANCHOR_KEY)).toBe('NetStream.Publish.BadName');
    const own = await open(media.demoRtmp.port, '127.0.0.1');
    expect(await own.publish(media.internalKey(6))).toBe('NetStream.Publish.Start');
  });
});
