import { describe, expect, it } from 'vitest';
import { decodePacketFrames, encodeEventFrame } from '../../wire';
import { ManualScheduler } from '../../time/manual-scheduler';
import { RecordingSink } from '../test-support/recording-sink';
import { fixtureOf, sampleDay } from '../test-support/sample-day';
import type { FetchLike } from './replay-source';
import { ReplaySource } from './replay-source';

const day = sampleDay();
const fixture = fixtureOf(day);
const START = day[0].ts;
const END = day[day.length - 1].ts;

function setup(speed = 10) {
  const scheduler = new ManualScheduler(START);
  const source = new ReplaySource({ recording: { bytes: fixture }, speed, scheduler });
  const sink = new RecordingSink(() => scheduler.now());
  source.start(sink);
  return { scheduler, source, sink };
}

/** Envelope bytes as sent, packet by packet. */
const envelopesOf = (sink: RecordingSink) => sink.packets.flatMap((p) => decodePacketFrames(p));

describe('ReplaySource', () => {
  it('a whole day due at once goes in packets of at most maxPacketFrames, one per turn, in order', () => {
    const scheduler = new ManualScheduler(START);
    const source = new ReplaySource({ recording: { bytes: fixture }, speed: 1e9, scheduler, maxPacketFrames: 10 });
    const sink = new RecordingSink(() => scheduler.now());
    source.start(sink);
    let sentBeforeOtherWork = -1;
    scheduler.setTimeout(() => { sentBeforeOtherWork = sink.packets.length; }, 0); // other work gets its turn in between
    scheduler.advance(1);
    expect(sink.packets.every((p) => decodePacketFrames(p).length <= 10)).toBe(true);
    expect(envelopesOf(sink).map((f) => f.seq)).toEqual(day.map((e) => e.seq));
    expect(sentBeforeOtherWork).toBeGreaterThan(0);
    expect(sentBeforeOtherWork).toBeLessThan(sink.packets.length);
    expect(source.status().phase).toBe('ended');
  });

  it('[MN-4] the views\' clock: the playhead, stopping at the last frame; one last wake-up there, none after', () => {
    const { scheduler, source } = setup(10);
    expect(source.position()).toBe(START);
    expect(source.delayUntil(START + 1_000)).toBe(100);
    expect(source.delayUntil(END + 60_000)).toBe((END - START) / 10); // beyond the end: wake at the end
    source.pause();
    expect(source.delayUntil(START + 1_000)).toBe(Infinity);
    source.resume();
    scheduler.advance((END - START) / 10 + 5_000);
    expect(source.position()).toBe(END);
    expect(source.delayUntil(END + 60_000)).toBe(Infinity);
  });

  it('sends exactly the recorded envelopes, each at its recorded time divided by the speed', () => {
    const { scheduler, sink } = setup(10);
    scheduler.advance((END - START) / 10);
    const sentAt = sink.entries.flatMap((e) => (e.kind === 'packet' ? decodePacketFrames(e.bytes).map(() => e.at - START) : []));
    expect(sentAt).toEqual(day.map((e) => (e.ts - START) / 10));
    expect(envelopesOf(sink).map((f) => f.seq)).toEqual(day.map((e) => e.seq));
    const recorded = day.map((e) => Uint8Array.from(encodeEventFrame(e)));
    const resent = sink.packets.flatMap((p) => splitEnvelopes(p));
    expect(resent).toEqual(recorded);
  });

  it('pause holds the playhead, resume carries on from it', () => {
    const { scheduler, source, sink } = setup(1);
    scheduler.advance(5_000);
    expect(source.pause()).toEqual({ ok: true });
    const sent = envelopesOf(sink).length;
    scheduler.advance(60_000);
    expect(envelopesOf(sink).length).toBe(sent);
    expect(source.status()).toMatchObject({ phase: 'paused', position: START + 5_000 });
    expect(source.resume()).toEqual({ ok: true });
    scheduler.advance(1_000);
    expect(source.status()).toMatchObject({ phase: 'playing', position: START + 6_000 });
    expect(envelopesOf(sink).length).toBeGreaterThan(sent);
  });

  it('speed changes the rate from now on', () => {
    const { scheduler, source } = setup(1);
    scheduler.advance(1_000);
    expect(source.setSpeed(60)).toEqual({ ok: true });
    scheduler.advance(1_000);
    expect(source.status().position).toBe(START + 61_000);
    expect(source.setSpeed(0)).toEqual({ ok: false, reason: 'badSpeed' });
    expect(source.setSpeed(Number.NaN)).toEqual({ ok: false, reason: 'badSpeed' });
  });

  it('seek forward sends everything up to the new time at once', () => {
    const { source, sink } = setup(1);
    const target = day[20].ts;
    expect(source.seek(target)).toEqual({ ok: true });
    expect(envelopesOf(sink).map((f) => f.seq)).toEqual(day.filter((e) => e.ts <= target).map((e) => e.seq));
    expect(sink.rewinds).toBe(0);
  });

  it('seek backwards rewinds the sink and sends again from the start, list snapshots first', () => {
    const { scheduler, source, sink } = setup(10);
    scheduler.advance((END - START) / 10);
    expect(source.status().phase).toBe('ended');
    const target = day[10].ts;
    source.seek(target);
    expect(sink.rewinds).toBe(1);
    const replayed = sink.events(true);
    expect(replayed.slice(0, 2).map((e) => e.type)).toEqual(['listSnapshot', 'listSnapshot']);
    expect(replayed.map((e) => e.seq)).toEqual(day.filter((e) => e.ts <= target).map((e) => e.seq));
    expect(source.status().phase).toBe('playing');
  });

  it('refuses controls before it has loaded, and a time that is not a number', () => {
    const scheduler = new ManualScheduler(START);
    const source = new ReplaySource({ recording: { url: '/day.lsfx' }, scheduler, fetch: () => new Promise(() => {}) });
    expect(source.pause()).toEqual({ ok: false, reason: 'notLoaded' });
    expect(source.seek(START)).toEqual({ ok: false, reason: 'notLoaded' });
    expect(setup().source.seek(Number.NaN)).toEqual({ ok: false, reason: 'badTime' });
  });

  it('loads a URL through the injected fetch', async () => {
    const scheduler = new ManualScheduler(START);
    const fetch: FetchLike = async () => ({ ok: true, status: 200, arrayBuffer: async () => Uint8Array.from(fixture).buffer });
    const source = new ReplaySource({ recording: { url: '/day.lsfx' }, scheduler, fetch });
    const sink = new RecordingSink();
    source.start(sink);
    await new Promise((r) => setTimeout(r, 0));
    scheduler.advance(1_000); // the basketball list was recorded a second after the football one
    expect(sink.statuses.map((s) => s.state)).toEqual(['connecting', 'open']);
    expect(sink.events().slice(0, 2).map((e) => e.type)).toEqual(['listSnapshot', 'listSnapshot']);
  });

  it.each([
    ['an HTTP error', (async () => ({ ok: false, status: 404, arrayBuffer: async () => new ArrayBuffer(0) })) as FetchLike, 'HTTP 404'],
    ['a network error', (async () => { throw new Error('offline'); }) as FetchLike, 'offline'],
    ['a file that is not a recording', (async () => ({ ok: true, status: 200, arrayBuffer: async () => new ArrayBuffer(8) })) as FetchLike, 'not a recording'],
  ])('%s is reported as a closed status, not thrown', async (_name, fetch, reason) => {
    const scheduler = new ManualScheduler(START);
    const source = new ReplaySource({ recording: { url: '/day.lsfx' }, scheduler, fetch });
    const sink = new RecordingSink();
    source.start(sink);
    await new Promise((r) => setTimeout(r, 0));
    expect(sink.statuses.at(-1)).toMatchObject({ state: 'closed', retryAt: null, reason: expect.stringContaining(reason) });
    expect(source.status().phase).toBe('failed');
  });

  it('cannot resync: a recording has nothing newer to say', () => {
    expect(setup().source.resync()).toBe(false);
  });
});

/** The raw envelope bytes inside a packet (field 1, length-delimited, repeated). */
function splitEnvelopes(packet: Uint8Array): Uint8Array[] {
  const out: Uint8Array[] = [];
  let pos = 0;
  const varint = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const b = packet[pos++];
      value += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return value;
    }
  };
  while (pos < packet.length) {
    varint(); // tag
    const length = varint();
    out.push(Uint8Array.from(packet.subarray(pos, pos + length)));
    pos += length;
  }
  return out;
}
