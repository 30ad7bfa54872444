// The one contract every FrameBus passes (STYLE.md 6). A case gets two handles on one bus — the feed's and a
// gateway's: the same object in-process, two connections to the same stream over NATS.
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../test-support/ws-client';
import type { BusFrame, BusLimits, FrameBus } from './frame-bus';

export interface BusPair {
  readonly feed: FrameBus;
  readonly gateway: FrameBus;
  dispose(): Promise<void>;
}

export type MakeBusPair = (limits?: Partial<BusLimits>) => Promise<BusPair>;

const frame = (stream: string, seq: number): BusFrame => ({ stream, seq, bytes: new TextEncoder().encode(`${stream}#${seq}`) });
const frames = (stream: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => frame(stream, from + i));
const ids = (fs: readonly BusFrame[]) => fs.map((f) => `${f.stream}:${f.seq}`);

function collect(bus: FrameBus, from: Parameters<FrameBus['subscribe']>[0]) {
  const got: BusFrame[] = [];
  const sub = bus.subscribe(from, (fs) => got.push(...fs));
  return { got, sub };
}

export function frameBusContract(name: string, make: MakeBusPair, skipReason?: string): void {
  describe.skipIf(skipReason !== undefined)(`FrameBus contract: ${name}${skipReason ? ` (${skipReason})` : ''}`, () => {
    let pair: BusPair | undefined;
    const open = async (limits?: Partial<BusLimits>) => (pair = await make(limits));
    afterEach(async () => {
      await pair?.dispose();
      pair = undefined;
    });

    it('delivers what was published, in order, each once, from a given seq', async () => {
      const { feed, gateway } = await open();
      expect(await gateway.latest()).toBeUndefined();
      await feed.publish(frames('a', 1, 4));
      await feed.publish(frames('a', 5, 10));
      const all = collect(gateway, { stream: 'a', seq: 1 });
      const late = collect(gateway, { stream: 'a', seq: 4 });
      await waitFor('all frames', () => all.got.length === 10 && late.got.length === 7);
      expect(ids(all.got)).toEqual(ids(frames('a', 1, 10)));
      expect(all.got.map((f) => new TextDecoder().decode(f.bytes))).toEqual(frames('a', 1, 10).map((f) => `a#${f.seq}`));
      expect(ids(late.got)).toEqual(ids(frames('a', 4, 10)));
      await feed.publish(frames('a', 11, 12));
      await waitFor('live frames', () => all.got.length === 12 && late.got.length === 9);
      expect(ids(all.got.slice(10))).toEqual(['a:11', 'a:12']);
      all.sub.stop();
      late.sub.stop();
    });

    it("'now' delivers only frames published after the subscription is ready", async () => {
      const { feed, gateway } = await open();
      await feed.publish(frames('a', 1, 3));
      const now = collect(gateway, 'now');
      await now.sub.ready;
      await feed.publish(frames('a', 4, 5));
      await waitFor('new frames', () => now.got.length === 2);
      expect(ids(now.got)).toEqual(['a:4', 'a:5']);
      now.sub.stop();
    });

    it('a seq past the last frame starts with the next frame published; nothing after stop', async () => {
      const { feed, gateway } = await open();
      await feed.publish(frames('a', 1, 3));
      const next = collect(gateway, { stream: 'a', seq: 4 });
      await next.sub.ready;
      await feed.publish(frames('a', 4, 4));
      await waitFor('frame 4', () => next.got.length === 1);
      expect(ids(next.got)).toEqual(['a:4']);
      next.sub.stop();
      await feed.publish(frames('a', 5, 6));
      const check = collect(gateway, { stream: 'a', seq: 6 });
      await waitFor('frame 6 elsewhere', () => check.got.length === 1);
      expect(ids(next.got)).toEqual(['a:4']);
      check.sub.stop();
    });

    it('reads on into the next stream; latest and oldestSeq name streams and seqs', async () => {
      const { feed, gateway } = await open();
      await feed.publish(frames('a', 1, 3));
      await feed.publish(frames('b', 1, 2));
      expect(await gateway.latest()).toEqual({ stream: 'b', seq: 2 });
      expect(await gateway.oldestSeq('a')).toBe(1);
      expect(await gateway.oldestSeq('b')).toBe(1);
      expect(await gateway.oldestSeq('c')).toBeUndefined();
      const across = collect(gateway, { stream: 'a', seq: 2 });
      const afterA = collect(gateway, { stream: 'a', seq: 9 }); // past a's last frame: b's frames come next
      await waitFor('frames of both streams', () => across.got.length === 4 && afterA.got.length === 2);
      expect(ids(across.got)).toEqual(['a:2', 'a:3', 'b:1', 'b:2']);
      expect(ids(afterA.got)).toEqual(['b:1', 'b:2']);
      across.sub.stop();
      afterA.sub.stop();
    });

    it('finds a seq of a stream whose frames are interleaved with another stream\'s', async () => {
      // Two feeds publishing at once is a misconfiguration, but a reader must still start at the right frame.
      const { feed, gateway } = await open();
      await feed.publish(frames('a', 1, 3));
      await feed.publish(frames('b', 1, 2));
      await feed.publish(frames('a', 4, 6));
      const fromA2 = collect(gateway, { stream: 'a', seq: 2 });
      const fromA5 = collect(gateway, { stream: 'a', seq: 5 });
      const fromB2 = collect(gateway, { stream: 'b', seq: 2 });
      await waitFor('frames', () => fromA2.got.length === 7 && fromA5.got.length === 2 && fromB2.got.length === 4);
      expect(ids(fromA2.got)).toEqual(['a:2', 'a:3', 'b:1', 'b:2', 'a:4', 'a:5', 'a:6']);
      expect(ids(fromA5.got)).toEqual(['a:5', 'a:6']);
      expect(ids(fromB2.got)).toEqual(['b:2', 'a:4', 'a:5', 'a:6']);
      for (const c of [fromA2, fromA5, fromB2]) c.sub.stop();
    });

    it('keeps within its limits: the oldest frames go, and a seq that went starts at the oldest held', async () => {
      const { feed, gateway } = await open({ maxFrames: 5 });
      await feed.publish(frames('a', 1, 8));
      expect(await gateway.oldestSeq('a')).toBe(4);
      const gone = collect(gateway, { stream: 'a', seq: 2 });
      await waitFor('held frames', () => gone.got.length === 5);
      expect(ids(gone.got)).toEqual(ids(frames('a', 4, 8)));
      gone.sub.stop();
    });

    it('answers snapshot requests while the feed serves them, whatever their size', async () => {
      const { feed, gateway } = await open();
      expect(await gateway.requestSnapshot(300)).toBeUndefined();
      const packet = new Uint8Array(2_500_000).map((_, i) => i % 251); // over NATS's default 1 MiB payload
      const server = feed.serveSnapshots(() => ({ packet, feedNow: 1_234_567 }));
      await server.ready;
      const reply = await gateway.requestSnapshot(5_000);
      expect(reply?.feedNow).toBe(1_234_567);
      expect(Buffer.compare(Buffer.from(reply!.packet), Buffer.from(packet))).toBe(0);
      server.stop();
      expect(await gateway.requestSnapshot(300)).toBeUndefined();
    });

    it('refuses a stream id that is not a subject token, and publishes nothing after close; connected() until closed (/readyz)', async () => {
      const { feed, gateway } = await open();
      expect([feed.connected(), gateway.connected()]).toEqual([true, true]);
      await expect(feed.publish([frame('a.b', 1)])).rejects.toThrow(/subject token/);
      await expect(feed.publish([frame('a*', 1)])).rejects.toThrow(/subject token/);
      const live = collect(gateway, { stream: 'a', seq: 1 });
      await feed.publish(frames('a', 1, 1));
      await waitFor('frame 1', () => live.got.length === 1);
      await gateway.close();
      await feed.close();
      expect(feed.connected()).toBe(false);
      await expect(feed.publish(frames('a', 2, 2))).rejects.toThrow(/closed/);
      expect(ids(live.got)).toEqual(['a:1']);
    });

    it('requests reach the one server of their name and its answer comes back; none served: undefined', async () => {
      const { feed, gateway } = await open();
      expect(await gateway.request('room-events', new Uint8Array([1]), 300)).toBeUndefined();
      const server = feed.serveRequests('room-events', async (body) => new Uint8Array([...body, 42]));
      await server.ready;
      expect([...(await gateway.request('room-events', new Uint8Array([1, 2]), 5_000))!]).toEqual([1, 2, 42]);
      server.stop();
      expect(await gateway.request('room-events', new Uint8Array([1]), 300)).toBeUndefined();
      expect(() => feed.serveRequests('no.dots', async (b) => b)).toThrow(/subject token/);
    });
  });
}
