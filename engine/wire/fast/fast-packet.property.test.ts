// The fast decode path must give exactly what the protobufjs reference decoder gives, for every packet: the
// feed's own frames, frames whose bytes were flipped or cut, and bodies altered after signing (valid checksum,
// so the body decoder itself meets the odd bytes: unknown fields, bad UTF-8, long varints, truncation).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../core/events';
import { withoutWire } from '../../core/test-support/log-view';
import { withWire } from '../detail/detail-lists';
import { feedArb } from '../../core/test-support/world';
import { encodeEventBody } from '../codec-events';
import { decodeFrame, decodeFrameReference, decodePacket, decodePacketReference } from '../decode-frame';
import { decodeEnvelope, encodeEnvelope, packetOf } from '../frame';
import { live } from '../pb';
import { decodePacketFast } from './fast-packet';

/**
 * The fast path's detail events also carry their list's bytes (events.ts WireList), which must be the list of
 * their items: read back by protobufjs, they give the same items.
 */
function wireMatchesItems(events: readonly FeedEvent[]): void {
  for (const e of events) {
    if (!('wire' in e) || e.wire === undefined) continue;
    const list = e.type === 'incidents' ? live.IncidentList : e.type === 'textLive' ? live.TliveList : live.PlayerStatList;
    const again = list.decode(e.wire.bytes.subarray(e.wire.start, e.wire.end)).items;
    expect(again.map((m, i) => fieldsOf(m, e.items[i]))).toEqual(e.items);
  }
}

/** A protobufjs message's values of the fields `like` has (defaults included, nested lists too). */
function fieldsOf(message: object, like: object): unknown {
  const m = message as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(like)) {
    out[k] = Array.isArray(v) ? (m[k] as object[]).map((x, i) => fieldsOf(x, v[i] as object)) : m[k];
  }
  return out;
}

function sameAsReference(bytes: Uint8Array): void {
  const fast = decodePacket(bytes);
  wireMatchesItems(fast.events);
  expect(withoutWire(fast)).toStrictEqual(withoutWire(decodePacketReference(bytes)));
}

interface Alteration {
  readonly flips: readonly (readonly [number, number])[];
  readonly cut: number | null;
  readonly tail: Uint8Array;
}

const alteration: fc.Arbitrary<Alteration> = fc.record({
  flips: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), { maxLength: 3 }),
  cut: fc.option(fc.nat()),
  tail: fc.uint8Array({ maxLength: 12 }),
});

function altered(bytes: Uint8Array, a: Alteration): Uint8Array {
  let out = bytes.slice();
  for (const [at, xor] of a.flips) if (out.length > 0) out[at % out.length] ^= xor;
  if (a.cut !== null && out.length > 0) out = out.slice(0, a.cut % out.length);
  const grown = new Uint8Array(out.length + a.tail.length);
  grown.set(out);
  grown.set(a.tail, out.length);
  return grown;
}

/** Realtime frames with texts the feed might carry: CJK, emoji (surrogate pairs), a BOM, long ASCII. */
const textLiveArb: fc.Arbitrary<FeedEvent> = fc.record({
  time: fc.string({ unit: 'grapheme', maxLength: 8 }),
  data: fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom('\uFEFF开球', '进球！😀', 'x'.repeat(70))),
  index: fc.integer({ min: -5, max: 1000 }),
}).map(({ time, data, index }) => withWire({
  type: 'textLive', seq: 9, ts: 1_795_000_000_000, sport: 'football', matchId: 1, mode: 'append',
  items: [{ main: index % 2 === 0, type: 1, position: 2, time, data, index }],
}));

describe('fast packet decoding', () => {
  it('[RT-11] decodes the feed exactly as the reference decoder, and takes its usual frames itself', () => {
    fc.assert(fc.property(feedArb, (events) => {
      const bytes = packetOf(events.map((e) => encodeEnvelope(encodeEventBody(e).code, e.seq, e.ts, encodeEventBody(e).body)));
      sameAsReference(bytes);
      const left: number[] = [];
      const fast = decodePacketFast(bytes, (f) => { left.push(f.code); return decodeFrameReference(f); });
      expect(withoutWire(fast?.events)).toEqual(withoutWire(events));
      const usual = new Set(['score', 'status', 'stats', 'textLive', 'incidents', 'playerStats', 'var', 'roomInfo']);
      expect(left.length).toBe(events.filter((e) => !usual.has(e.type)).length);
    }), { numRuns: 200 });
  });

  it('[RT-11] texts of any kind decode as the reference decodes them', () => {
    fc.assert(fc.property(fc.array(textLiveArb, { minLength: 1, maxLength: 4 }), (events) => {
      sameAsReference(packetOf(events.map((e) => encodeEnvelope(encodeEventBody(e).code, e.seq, e.ts, encodeEventBody(e).body))));
    }), { numRuns: 200 });
  });

  it('[RT-11] flipped or cut packets give the reference verdict', () => {
    fc.assert(fc.property(feedArb, alteration, (events, a) => {
      sameAsReference(altered(packetOf(events.map((e) => encodeEnvelope(encodeEventBody(e).code, e.seq, e.ts, encodeEventBody(e).body))), a));
    }), { numRuns: 500 });
  });

  it('[RT-11] bodies altered before signing give the reference verdict, in a packet and one frame alone', () => {
    fc.assert(fc.property(feedArb, fc.nat(), alteration, (events, pick, a) => {
      const e = events[pick % events.length];
      const { code, body } = encodeEventBody(e);
      const envelope = encodeEnvelope(code, e.seq, e.ts, altered(body, a));
      sameAsReference(packetOf([envelope]));
      expect(withoutWire(decodeFrame(decodeEnvelope(envelope)))).toStrictEqual(withoutWire(decodeFrameReference(decodeEnvelope(envelope))));
    }), { numRuns: 1000 });
  });

  it('[RT-11] valid but unusual encodings decode as the reference decodes them', () => {
    const score = { matchId: 3, statusId: 2, homeScore: [1, 0, 0, 0, 0], awayScore: [0, 0, 0, 0, 0] };
    const bodies = [
      // an unknown field, a negative int32, a 64-bit id past 2^49, an unpacked repeated field, fields out of order
      live.RealtimeMessage.encode({ type: 11, matchId: 3, sportType: 1, scoreObj: score, prevMatchId: -1 }).finish(),
      live.RealtimeMessage.encode({ type: 11, matchId: 2 ** 50 + 1, sportType: 1, scoreObj: { ...score, matchId: 2 ** 50 + 1 } }).finish(),
      live.RealtimeMessage.encode({ type: 31, matchId: 3, sportType: 1, statList: { items: [{ type: -1, home: 2, away: 3 }] } }).finish(),
      new Uint8Array([...live.RealtimeMessage.encode({ type: 11, matchId: 3, sportType: 1, scoreObj: score }).finish(), 0xf8, 0x01, 0x05]),
      new Uint8Array([0x52, 0x04, 0x08, 0x03, 0x10, 0x02, 0x18, 0x0b, 0x08, 0x03, 0x30, 0x01]),
    ];
    for (const body of bodies) sameAsReference(packetOf([encodeEnvelope(11, 7, 1_795_000_000_000, body), encodeEnvelope(31, 8, 1, body)]));
  });
});
