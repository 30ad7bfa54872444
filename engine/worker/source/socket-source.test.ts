import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Sport } from '../../core';
import { PROTOCOL_VERSION } from '../../../proto/version';
import { decodePacket, encodePong, packetOf } from '../../wire';
import { checkSocketUrl } from '../test-support/fake-feed-server';
import { ManualScheduler } from '../../time/manual-scheduler';
import { RecordingSink } from '../test-support/recording-sink';
import { TestSocketNetwork } from '../test-support/test-socket';
import type { TestSocketPair } from '../test-support/test-socket';
import type { Random } from '../random';
import { STALE_CLOSE_CODE, SocketSource } from './socket-source';
import { WakeupHub } from './wakeups';

const T0 = 1_795_000_000_000;
const SECOND = 1_000;
const MINUTE = 60 * SECOND;

function setup(random: Random = () => 0, firstSport?: Sport) {
  const scheduler = new ManualScheduler(T0);
  const network = new TestSocketNetwork();
  const wakeups = new WakeupHub();
  const source = new SocketSource({ url: 'ws://feed.test/ws', firstSport, connect: network.connect, scheduler, random, wakeups });
  const sink = new RecordingSink(() => scheduler.now());
  source.start(sink);
  /** When each connection attempt was made, relative to the start. */
  const attemptTimes = () => network.pairs.map((_, i) => attemptAt[i]);
  const attemptAt: number[] = [];
  const record = () => { while (attemptAt.length < network.pairs.length) attemptAt.push(scheduler.now() - T0); };
  record();
  const advance = (ms: number, step = SECOND) => {
    for (let t = 0; t < ms; t += step) {
      scheduler.advance(Math.min(step, ms - t));
      record();
    }
  };
  return { scheduler, network, wakeups, source, sink, advance, attemptTimes };
}

const sent = (pair: TestSocketPair) => pair.readFromClient().map((bytes) => decodePacket(bytes, 'up'));
const pong = () => packetOf([encodePong(0, T0, PROTOCOL_VERSION)]);

describe('SocketSource', () => {
  it('[SK-1] opens the signed URL with the protocol version', () => {
    const { network } = setup();
    const url = new URL(network.last!.url);
    expect(checkSocketUrl(url.toString())).toBeUndefined();
    expect(url.searchParams.get('v')).toBe(String(PROTOCOL_VERSION));
    expect(JSON.parse(atob(url.searchParams.get('sign')!)).timestamp).toBe(T0);
  });

  it('[SK-4] [SK-2] on open asks for both lists in one packet (codes 10 and 100), a ping riding along for the feed\'s time', () => {
    const { network, sink } = setup();
    network.last!.accept();
    const messages = sent(network.last!);
    expect(messages).toHaveLength(1);
    expect(messages[0].errors).toEqual([]);
    expect(messages[0].controls).toEqual([{ kind: 'listRequest', sport: 'football' }, { kind: 'listRequest', sport: 'basketball' }, { kind: 'ping', clientTs: T0 }]);
    expect(sink.statuses.map((s) => s.state)).toEqual(['connecting', 'open']);
  });

  it('[SK-4] firstSport: the opened page\'s list is asked for first, both in the one packet, on every connect', () => {
    const { network, advance } = setup(() => 0, 'basketball');
    network.last!.accept();
    const lists = (pair: TestSocketPair) => sent(pair)[0].controls.filter((c) => c.kind === 'listRequest');
    expect(lists(network.last!)).toEqual([{ kind: 'listRequest', sport: 'basketball' }, { kind: 'listRequest', sport: 'football' }]);
    expect(network.pairs).toHaveLength(1);
    network.last!.drop();
    advance(MINUTE);
    network.last!.accept();
    expect(network.pairs).toHaveLength(2);
    expect(lists(network.last!)).toEqual([{ kind: 'listRequest', sport: 'basketball' }, { kind: 'listRequest', sport: 'football' }]);
  });

  it('[SK-2] pings (code 1) every 60 s while open', () => {
    const { network, advance } = setup();
    const pair = network.last!;
    pair.accept();
    pair.readFromClient();
    for (let i = 1; i <= 3; i++) {
      advance(MINUTE - SECOND);
      expect(sent(pair)).toEqual([]);
      advance(SECOND);
      expect(sent(pair).flatMap((m) => m.controls)).toEqual([{ kind: 'ping', clientTs: T0 + i * MINUTE }]);
      pair.serverSend(pong());
      pair.flushToClient();
    }
  });

  it('[SK-5] passes binary messages on as packets; text frames are reported and ignored', () => {
    const { network, sink } = setup();
    const pair = network.last!;
    pair.accept();
    pair.serverSend('{"json":"no"}');
    pair.serverSend(pong());
    pair.flushToClient();
    expect(sink.packets).toHaveLength(1);
    expect(decodePacket(sink.packets[0]).controls[0]).toMatchObject({ kind: 'pong' });
    expect(sink.unexpectedMessages).toEqual([{ kind: 'text', detail: expect.stringContaining('[SK-5]') }]);
  });

  it('a link silent for 2.5 pings is dropped (close 4000) and retried; any message keeps it alive', () => {
    const { network, sink, advance, attemptTimes } = setup(() => 0.5);
    const pair = network.last!;
    pair.accept();
    // Frames other than pongs count: one every 100 s keeps a link whose pongs never come alive.
    for (let i = 0; i < 3; i++) {
      advance(100 * SECOND);
      pair.serverSend(pong());
      pair.flushToClient();
    }
    expect(pair.clientClose).toBeUndefined();
    advance(150 * SECOND);
    expect(pair.clientClose).toEqual({ code: STALE_CLOSE_CODE, reason: 'no data for 150 s' });
    expect(sink.statuses.at(-1)).toEqual({ state: 'closed', code: STALE_CLOSE_CODE, reason: 'no data for 150 s', retryAt: T0 + 451 * SECOND });
    advance(SECOND);
    expect(attemptTimes()).toEqual([0, 451 * SECOND]);
  });

  it('a connect that never opens gives up after the stale time too', () => {
    const { network, advance } = setup(() => 0.5);
    advance(150 * SECOND);
    expect(network.last!.clientClose?.code).toBe(STALE_CLOSE_CODE);
    advance(MINUTE);
    expect(network.pairs).toHaveLength(2);
  });

  it('[SK-3] reconnects within 0–2 s, backs off to 3 tries 60 s apart, then restarts the cycle after a 5 min pause', () => {
    const { network, advance, attemptTimes } = setup(() => 0.5);
    for (let s = 0; s < 17 * 60 * 2; s++) {
      network.last!.refuse(1006); // every attempt fails at once
      advance(SECOND / 2, SECOND / 2);
    }
    // Waits with the draw 0.5: 1, 3, 6, 12, 24, 46 s (the ramp), 62.5 s × 3 [SK-3], 302.5 s (the pause), 62.5 s × 2, 302.5 s.
    expect(attemptTimes().slice(0, 14)).toEqual([
      0, 1_000, 4_000, 10_000, 22_000, 46_000, 92_000, 154_500, 217_000, 279_500, 582_000, 644_500, 707_000, 1_009_500,
    ]);
  });

  it('[SK-3] a connection that delivered data starts a fresh cycle; one refused after opening (4401) does not', () => {
    const { network, advance, attemptTimes, sink } = setup(() => 0.5);
    network.last!.refuse();
    advance(SECOND); // try 1, after 1 s
    network.last!.refuse();
    advance(3 * SECOND); // try 2, after 3 s
    const refusing = network.last!;
    refusing.accept();
    refusing.serverClose(4401, 'stale sign');
    refusing.flushToClient();
    expect(sink.statuses.at(-1)).toMatchObject({ state: 'closed', code: 4401, reason: 'stale sign' });
    advance(6 * SECOND); // try 3, after 6 s: the refusal did not start the count over
    const good = network.last!;
    good.accept();
    good.serverSend(pong());
    good.flushToClient();
    good.drop();
    advance(2 * SECOND); // delivered data: the next try is the quick first one again
    expect(attemptTimes()).toEqual([0, SECOND, 4 * SECOND, 10 * SECOND, 11 * SECOND]);
  });

  it('[SK-3] property: reset on success — after any run of failures, a connection that delivered data and then dropped is retried within 0–2 s', () => {
    fc.assert(fc.property(fc.nat(10), fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), (failures, r) => {
      const { network, sink, scheduler } = setup(() => r);
      const waits: number[] = [];
      const waitFor = () => {
        const status = sink.statuses.at(-1)!;
        if (status.state !== 'closed' || status.retryAt === null) throw new Error(`not waiting: ${JSON.stringify(status)}`);
        const wait = status.retryAt - scheduler.now();
        scheduler.advance(wait);
        return wait;
      };
      for (let i = 0; i < failures; i++) {
        network.last!.refuse();
        waits.push(waitFor());
      }
      // Monotone backoff (through the first cycle's pause: up to 10 failures).
      for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]);
      expect(network.pairs).toHaveLength(failures + 1);
      const good = network.last!;
      good.accept();
      good.serverSend(pong());
      good.flushToClient();
      good.drop();
      const wait = waitFor();
      expect(wait).toBeGreaterThanOrEqual(0);
      expect(wait).toBeLessThan(2 * SECOND);
      expect(network.pairs).toHaveLength(failures + 2);
    }), { seed: 2_312_072, numRuns: 200 });
  });

  it('[SK-3] coming back online retries at once and starts a new cycle', () => {
    const { network, wakeups, advance, attemptTimes, scheduler } = setup(() => 0.5);
    network.last!.refuse();
    advance(SECOND); // try 1, after 1 s
    network.last!.refuse(); // try 2 would come 3 s later
    advance(SECOND);
    wakeups.notify('online');
    scheduler.runDue();
    expect([network.pairs.length, scheduler.now() - T0]).toEqual([3, 2 * SECOND]); // at once
    network.last!.refuse();
    advance(3 * SECOND); // the new cycle's second try: 2–4 s
    expect(network.pairs).toHaveLength(4);
    expect(attemptTimes().at(-1)).toBe(5 * SECOND);
  });

  it('the tab becoming visible probes an open link: silent for 10 s, it is replaced', () => {
    const { network, wakeups, advance } = setup();
    const pair = network.last!;
    pair.accept();
    pair.readFromClient();
    advance(20 * SECOND);
    wakeups.notify('visible');
    expect(sent(pair).flatMap((m) => m.controls)).toMatchObject([{ kind: 'ping' }]);
    advance(10 * SECOND);
    expect(pair.clientClose?.code).toBe(STALE_CLOSE_CODE);
    wakeups.notify('visible');
    advance(SECOND);
    expect(network.pairs).toHaveLength(2);
  });

  it('ignores everything an abandoned connection says later', () => {
    const { network, sink, advance } = setup(() => 0.5);
    const old = network.last!;
    advance(150 * SECOND); // stale while connecting: abandoned
    old.accept();
    old.serverSend(pong());
    old.flushToClient();
    expect(sink.packets).toEqual([]);
    expect(sink.statuses.map((s) => s.state)).toEqual(['connecting', 'closed']);
  });

  it('a socket that cannot even be created counts as a failed attempt', () => {
    const scheduler = new ManualScheduler(T0);
    const sink = new RecordingSink();
    const source = new SocketSource({ url: 'not a url', connect: () => { throw new Error('never'); }, scheduler, random: () => 0.5 });
    source.start(sink);
    expect(sink.statuses.at(-1)).toMatchObject({ state: 'closed', code: 0, retryAt: T0 + SECOND, reason: expect.stringContaining('cannot open') });
    source.stop();
    expect(scheduler.pending).toBe(0);
  });

  it('resync() sends both list requests again while open, and refuses otherwise', () => {
    const { network, source } = setup();
    expect(source.resync()).toBe(false);
    network.last!.accept();
    network.last!.readFromClient();
    expect(source.resync()).toBe(true);
    expect(sent(network.last!).flatMap((m) => m.controls).map((c) => c.kind)).toEqual(['listRequest', 'listRequest']);
  });

  it('[SK-4] [SK-2] a reconnect with whole lists resumes: stream and afterSeq in both requests of its first message, and a ping', () => {
    const { network, sink, advance } = setup();
    network.last!.accept();
    expect(sent(network.last!)[0].controls).toEqual([{ kind: 'listRequest', sport: 'football' }, { kind: 'listRequest', sport: 'basketball' }, { kind: 'ping', clientTs: T0 }]);
    sink.resumeAt = { stream: 's1', afterSeq: 41 };
    network.last!.drop();
    advance(MINUTE);
    network.last!.accept();
    const resume = { stream: 's1', afterSeq: 41 };
    expect(sent(network.last!)[0].controls).toEqual([
      { kind: 'listRequest', sport: 'football', resume }, { kind: 'listRequest', sport: 'basketball', resume },
      { kind: 'ping', clientTs: T0 + MINUTE },
    ]);
    expect(sink.statuses.at(-1)).toEqual({ state: 'open', resumedAfter: resume });
  });

  it('[SK-4] resync() never resumes: it asks for snapshots', () => {
    const { network, sink, source } = setup();
    sink.resumeAt = { stream: 's1', afterSeq: 9 };
    network.last!.accept();
    network.last!.readFromClient();
    expect(source.resync()).toBe(true);
    expect(sent(network.last!)[0].controls).toEqual([{ kind: 'listRequest', sport: 'football' }, { kind: 'listRequest', sport: 'basketball' }]);
  });
});
