// The core keeps a detail event's list bytes as they come (events.ts WireList): so that a state is the same
// whichever way its events came, an event built in code (withWire) must carry the very bytes a frame of the same
// event gives the fast decoder and the reference decoder, and reading them back must give the items again (lone
// surrogates too: protobufjs's UTF-8 writes them as three bytes and reads them back as themselves).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ByteRange, FeedEvent } from '../../core/events';
import type { Incident, PlayerStat, TextLiveEntry } from '../../core/model';
import { decodeFrame, decodeFrameReference } from '../decode-frame';
import { encodeEventFrame } from '../encode-frame';
import { decodeEnvelope } from '../frame';
import type { UnwiredListEvent } from './detail-lists';
import { decodeIncidents, decodePlayerStats, decodeTextLive, withWire } from './detail-lists';

const text = fc.oneof(fc.constantFrom('', '梅西', '进球！😀', '\uFEFF开球'), fc.string({ unit: 'binary', maxLength: 12 }), fc.string({ maxLength: 300 }));
const int = fc.oneof(fc.nat(200), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }));

const incident: fc.Arbitrary<Incident> = fc.record({
  type: int, position: int, time: int, addTime: int, homeScore: int, awayScore: int,
  playerName: text, assist1Name: text, assist2Name: text, inPlayerName: text, outPlayerName: text, reasonType: int,
});
const entry: fc.Arbitrary<TextLiveEntry> = fc.record({ main: fc.boolean(), type: int, position: int, time: text, data: text, index: int });
const playerStat: fc.Arbitrary<PlayerStat> = fc.record({
  playerId: fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), playerName: text, position: int,
  items: fc.array(fc.record({ type: int, home: int, away: int }), { maxLength: 3 }),
});

const seen = (r: ByteRange) => [...r.bytes.subarray(r.start, r.end)];

/** The list bytes of the event built in code, and of its frame as both decoders read it: all the same. */
function sameBytes(e: UnwiredListEvent): ByteRange {
  const built = withWire(e);
  const frame = decodeEnvelope(encodeEventFrame({ ...built, seq: 5, ts: 1_795_000_000_000 } as FeedEvent));
  for (const decoded of [decodeFrame(frame), decodeFrameReference(frame)]) {
    expect(decoded.ok && 'event' in decoded && 'wire' in decoded.event ? seen(decoded.event.wire) : null).toEqual(seen(built.wire));
  }
  return built.wire;
}

describe('detail list bytes (withWire) against the decoders', () => {
  it('[RT-10] incidents: the bytes of a frame, and read back unchanged', () => {
    fc.assert(fc.property(fc.array(incident, { maxLength: 4 }), (items) => {
      const wire = sameBytes({ type: 'incidents', sport: 'football', matchId: 3, mode: 'append', items });
      const out: Incident[] = [];
      decodeIncidents(wire.bytes, wire.start, wire.end, out);
      expect(out).toEqual(items);
    }), { numRuns: 200 });
  });

  it('[RT-10] text live: the bytes of a frame, and read back unchanged', () => {
    fc.assert(fc.property(fc.array(entry, { maxLength: 4 }), (items) => {
      const wire = sameBytes({ type: 'textLive', sport: 'basketball', matchId: 3, mode: 'append', items });
      const out: TextLiveEntry[] = [];
      decodeTextLive(wire.bytes, wire.start, wire.end, out);
      expect(out).toEqual(items);
    }), { numRuns: 200 });
  });

  it('[RT-10] player stats: the bytes of a frame, and read back unchanged', () => {
    fc.assert(fc.property(fc.array(playerStat, { maxLength: 4 }), (items) => {
      const wire = sameBytes({ type: 'playerStats', sport: 'football', matchId: 3, items });
      const out: PlayerStat[] = [];
      decodePlayerStats(wire.bytes, wire.start, wire.end, out);
      expect(out).toEqual(items);
    }), { numRuns: 200 });
  });
});
