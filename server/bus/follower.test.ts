// The follower against the in-process bus and a real event log: each way of loading the feed's state, and how it
// recovers (new stream, gap, bad frame). The cross-process runs over NATS are in scale-out.test.ts.
import { describe, expect, it } from 'vitest';
import type { LiveState } from '../../engine/core';
import { SPORTS, snapshotOf } from '../../engine/core';
import { shanghaiDate } from '../../engine/core/time/beijing-day';
import { encodeEventFrame } from '../../engine/wire';
import { EventLog } from '../feed/event-log';
import { ManualScheduler } from '../../engine/time';
import { sampleDay } from '../test-support/sample-day';
import { waitFor } from '../test-support/ws-client';
import { FeedClock } from './feed-clock';
import { publishFeed } from './feed-publisher';
import type { BusFrame, BusLimits, FrameBus } from './frame-bus';
import { BusFollower } from './follower';
import { MEMORY_BUS_LIMITS, MemoryFrameBus } from './memory-bus';

const NOW = Date.now();

function day() {
  const events = sampleDay(shanghaiDate(NOW)).events;
  return {
    catchUp: events.filter((e) => e.type === 'listSnapshot' || e.type === 'streamStart'),
    updates: events.filter((e) => e.type !== 'listSnapshot' && e.type !== 'streamStart').map((e) => ({ ...e, ts: NOW })),
  };
}

/** The bus as the feed sees it, with `mangle` applied to what it publishes (a lost or corrupted frame). */
function mangled(bus: MemoryFrameBus, mangle: (f: BusFrame) => BusFrame | undefined): FrameBus {
  return {
    kind: bus.kind,
    connected: () => bus.connected(),
    publish: (frames) => bus.publish(frames.flatMap((f) => mangle(f) ?? [])),
    subscribe: (from, on, onError) => bus.subscribe(from, on, onError),
    oldestSeq: (stream) => bus.oldestSeq(stream),
    latest: () => bus.latest(),
    serveSnapshots: (provider) => bus.serveSnapshots(provider),
    requestSnapshot: (ms) => bus.requestSnapshot(ms),
    serveRequests: (name, handler) => bus.serveRequests(name, handler),
    request: (name, body, ms) => bus.request(name, body, ms),
    close: () => bus.close(),
  };
}

function feedOn(bus: FrameBus, stream = `feed-${Math.random().toString(36).slice(2)}`) {
  const log = new EventLog(stream);
  const publisher = publishFeed(log, bus, () => NOW + 123, () => {});
  return { log, publisher };
}

function follow(bus: MemoryFrameBus) {
  const timers = new ManualScheduler(NOW);
  const lines: string[] = [];
  const follower = new BusFollower({ bus, timers, clock: new FeedClock(timers, 1), retryMs: 10, log: (l) => lines.push(l) });
  const seen: { frames: number[]; resets: number } = { frames: [], resets: 0 };
  follower.subscribe({ frames: (fs) => seen.frames.push(...fs.map((f) => f.seq)), reset: () => seen.resets++ });
  return { follower, timers, lines, seen };
}

/** What lists are cut from: the same for both sports whichever way the state was loaded. */
const lists = (s: LiveState) => SPORTS.map((sport) => snapshotOf(s, sport, 0));

const bus = (limits: Partial<BusLimits> = {}) => new MemoryFrameBus({ ...MEMORY_BUS_LIMITS, ...limits });

describe('bus follower', () => {
  it('folds the stream from its first frame when the bus holds it, then passes on each new frame', async () => {
    const b = bus();
    const { catchUp, updates } = day();
    const { log } = feedOn(b);
    log.push(catchUp, false);
    log.push(updates.slice(0, 10), true);
    const { follower, seen } = follow(b);
    await follower.start();
    expect(follower.stats).toMatchObject({ loadsFromStart: 1, loadsFromSnapshot: 0 });
    expect(follower.state).toEqual(log.state);
    expect(seen.frames).toEqual([]); // the load itself is not passed on
    log.push(updates.slice(10, 15), true);
    await waitFor('five frames', () => seen.frames.length === 5);
    expect(seen.frames).toEqual([4, 3, 2, 1, 0].map((back) => log.seq - back));
    expect(follower.state).toEqual(log.state);
    follower.stop();
  });

  it("takes the feed's snapshot when the stream's start is gone, and reads on from its seq", async () => {
    const b = bus({ maxFrames: 5 });
    const { catchUp, updates } = day();
    const { log } = feedOn(b);
    log.push(catchUp, false);
    log.push(updates.slice(0, 20), true);
    const { follower, seen } = follow(b);
    await follower.start();
    expect(follower.stats).toMatchObject({ loadsFromStart: 0, loadsFromSnapshot: 1 });
    expect(follower.state.seq).toBe(log.seq);
    expect(lists(follower.state)).toEqual(lists(log.state));
    log.push(updates.slice(20, 23), true);
    await waitFor('three frames', () => seen.frames.length === 3);
    expect(lists(follower.state)).toEqual(lists(log.state));
    follower.stop();
  });

  it('waits for a feed when the bus is empty and nobody answers, then loads', async () => {
    const b = bus();
    const { follower, timers, lines } = follow(b);
    const started = follower.start();
    await waitFor('a first attempt', () => lines.length > 0);
    expect(lines[0]).toMatch(/waiting for the feed/);
    const { log } = feedOn(b);
    log.push(day().catchUp, false);
    for (let i = 0; i < 5 && follower.stats.loadsFromStart + follower.stats.loadsFromSnapshot === 0; i++) {
      timers.advance(10);
      await new Promise((r) => setTimeout(r, 5));
    }
    await started;
    expect(lists(follower.state)).toEqual(lists(log.state));
    follower.stop();
  });

  it('follows a restarted feed: folds the new stream from seq 1, then tells its listeners to send lists again', async () => {
    const b = bus();
    const { catchUp, updates } = day();
    const first = feedOn(b, 'first');
    first.log.push(catchUp, false);
    const { follower, seen } = follow(b);
    await follower.start();
    first.log.push(updates.slice(0, 3), true);
    await waitFor('frames of the first stream', () => seen.frames.length === 3);
    first.publisher.stop();
    const second = feedOn(b, 'second');
    second.log.push(catchUp, false);
    second.log.push(updates.slice(3, 6), true);
    await waitFor('the reset', () => seen.resets === 1);
    expect(follower.state).toEqual(second.log.state);
    expect(follower.stats.streams).toBe(1);
    expect(seen.frames).toHaveLength(3); // the new stream's frames up to the reset are in the new lists
    // A stray frame of the stream it left changes nothing.
    await b.publish([{ stream: 'first', seq: first.log.seq + 1, bytes: encodeEventFrame({ ...updates[9], seq: first.log.seq + 1 }) }]);
    second.log.push(updates.slice(6, 7), true);
    await waitFor('a frame of the second stream', () => seen.frames.length === 4);
    expect(follower.state).toEqual(second.log.state);
    follower.stop();
  });

  it("loads the feed's snapshot after a gap or a frame that does not decode", async () => {
    const b = bus();
    const { catchUp, updates } = day();
    let lose = 0;
    let corrupt = 0;
    const { log } = feedOn(mangled(b, (f) => {
      if (f.seq === lose) return undefined;
      return f.seq === corrupt ? { ...f, bytes: new Uint8Array([1, 2, 3]) } : f;
    }), 'feed');
    log.push(catchUp, false);
    log.push(updates.slice(0, 3), true);
    const { follower, seen, lines } = follow(b);
    await follower.start();
    lose = log.seq + 2; // frames seq+1, seq+3, …: a gap
    log.push(updates.slice(3, 6), true);
    await waitFor('the resync', () => seen.resets === 1);
    expect(follower.stats).toMatchObject({ loadsFromStart: 1, loadsFromSnapshot: 1, resyncs: 1 });
    expect(lines.some((l) => /gap in stream feed/.test(l))).toBe(true);
    expect(lists(follower.state)).toEqual(lists(log.state));
    corrupt = log.seq + 1;
    log.push(updates.slice(6, 8), true);
    await waitFor('the second resync', () => seen.resets === 2);
    expect(lines.some((l) => /did not decode/.test(l))).toBe(true);
    expect(lists(follower.state)).toEqual(lists(log.state));
    log.push(updates.slice(8, 9), true);
    await waitFor('frames flow again', () => follower.state.seq === log.seq);
    expect(follower.stats.loadsFromSnapshot).toBe(2);
    follower.stop();
  });

  it('keeps the feed clock: the snapshot says the feed time, frames only move it forward', () => {
    const timers = new ManualScheduler(1_000);
    const clock = new FeedClock(timers, 60);
    expect(clock.now()).toBe(1_000);
    clock.set(50_000);
    timers.advance(10);
    expect(clock.now()).toBe(50_600);
    clock.observe(40_000);
    expect(clock.now()).toBe(50_600);
    clock.observe(90_000);
    expect(clock.now()).toBe(90_000);
  });
});
