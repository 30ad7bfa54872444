// The core writes the long detail lists itself when an event has no bytes of its own (engine/core may not run
// protobufjs): its bytes must be protobufjs's for the same items, so a state is the same whichever way its
// events came, and reading them back must give the items again (lone surrogates too: protobufjs's UTF-8 writes
// them as three bytes, and so does the core's).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeIncidents, decodePlayerStats, decodeTextLive, encodeIncidents, encodePlayerStats, encodeTextLive,
} from '../core/detail-log/detail-codec';
import type { Incident, PlayerStat, TextLiveEntry } from '../core/model';
import { live } from './pb';

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

const copy = (e: { bytes: Uint8Array; end: number }) => e.bytes.slice(0, e.end);
/** protobufjs's bytes as a plain Uint8Array (in Node its writer gives a Buffer). */
const plain = (b: Uint8Array) => new Uint8Array(b);

describe('detail list codec (core) against protobufjs', () => {
  it('[RT-10] incidents: same bytes, and read back unchanged', () => {
    fc.assert(fc.property(fc.array(incident, { maxLength: 4 }), (items) => {
      const bytes = copy(encodeIncidents(items));
      expect(bytes).toEqual(plain(live.IncidentList.encode({ items: items.map((x) => ({ ...x })) }).finish()));
      const out: Incident[] = [];
      decodeIncidents(bytes, 0, bytes.length, out);
      expect(out).toEqual(items);
    }), { numRuns: 300 });
  });

  it('[RT-10] text live: same bytes, and read back unchanged', () => {
    fc.assert(fc.property(fc.array(entry, { maxLength: 4 }), (items) => {
      const bytes = copy(encodeTextLive(items));
      expect(bytes).toEqual(plain(live.TliveList.encode({ items: items.map((x) => ({ ...x })) }).finish()));
      const out: TextLiveEntry[] = [];
      decodeTextLive(bytes, 0, bytes.length, out);
      expect(out).toEqual(items);
    }), { numRuns: 300 });
  });

  it('[RT-10] player stats: same bytes, and read back unchanged', () => {
    fc.assert(fc.property(fc.array(playerStat, { maxLength: 4 }), (items) => {
      const bytes = copy(encodePlayerStats(items));
      expect(bytes).toEqual(plain(live.PlayerStatList.encode({ items: items.map((p) => ({ ...p, items: p.items.map((s) => ({ ...s })) })) }).finish()));
      const out: PlayerStat[] = [];
      decodePlayerStats(bytes, 0, bytes.length, out);
      expect(out).toEqual(items);
    }), { numRuns: 300 });
  });
});

