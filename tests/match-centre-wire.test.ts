// The match centre's frames on the wire: each event encodes to its code and decodes back to itself, on the packet
// path (the fast decoder hands these codes to the reference one) as on the reference path; a malformed body is an
// error, not an event [RT-11].
import { describe, expect, it } from 'vitest';
import { generateDay } from '../fixtures/generator/index';
import { encodeEventBody } from '../engine/wire/codec-events';
import { decodeFrame, decodePacket, decodePacketReference } from '../engine/wire/decode-frame';
import { encodeEventFrame } from '../engine/wire/encode-frame';
import { decodeEnvelope, encodeEnvelope, packetOf } from '../engine/wire/frame';
import { decodePacketFast } from '../engine/wire/fast/fast-packet';
import { live } from '../engine/wire/pb';

const centre = generateDay({ seed: 'wire-centre', date: '2026-11-21', football: 20, basketball: 10 }).events
  .filter((e) => e.type === 'lineup' || e.type === 'odds' || e.type === 'momentum');

describe('match centre frames on the wire', () => {
  it('[RT-10] lineups, odds and momentum round-trip through both decoders with their documented codes', () => {
    const kinds = new Set(centre.map((e) => `${e.type}:${'mode' in e ? e.mode : ''}:${'sport' in e ? e.sport : ''}`));
    expect(kinds).toEqual(new Set(['lineup::football', 'lineup::basketball', 'momentum::football',
      ...['open', 'change', 'settle'].flatMap((m) => [`odds:${m}:football`, `odds:${m}:basketball`])]));
    const codes = new Set(centre.map((e) => encodeEventBody(e).code));
    expect([...codes].sort((a, b) => a - b)).toEqual([60, 70, 71, 72, 80, 160, 170, 171, 172]);
    const frames = centre.map(encodeEventFrame);
    const packet = decodePacket(packetOf(frames));
    expect(packet.errors).toEqual([]);
    expect(packet.events).toEqual(centre);
    expect(decodePacketReference(packetOf(frames)).events).toEqual(centre);
    for (const f of frames) expect(decodeFrame(decodeEnvelope(f))).toEqual({ ok: true, event: centre[frames.indexOf(f)] });
  });

  it('the fast decoder reads momentum and odds frames itself (a negative handicap line, a 10-byte varint, is left to protobufjs)', () => {
    let handedOver = 0;
    const reference = (f: Parameters<Parameters<typeof decodePacketFast>[1]>[0]) => { handedOver++; return decodeFrame(f); };
    const fast = centre.filter((e) => e.type === 'momentum' || (e.type === 'odds' && e.quotes.every((q) => q.line >= 0)));
    expect(fast.length).toBeGreaterThan(50);
    const out = decodePacketFast(packetOf(fast.map(encodeEventFrame)), reference);
    expect(handedOver).toBe(0);
    expect(out?.events).toEqual(fast);
  });

  it('[RT-11] a momentum point without its 8 counts or an odds quote of an unknown market is malformed', () => {
    const bad = (code: number, body: live.IRealtimeMessage) => {
      const bytes = live.RealtimeMessage.encode({ type: code, matchId: 5, sportType: 1, ...body }).finish();
      return decodeFrame(decodeEnvelope(encodeEnvelope(code, 3, 1000, bytes)));
    };
    expect(bad(80, { momentum: { items: [{ minute: 3, counts: [1, 2, 3] }] } }).ok).toBe(false);
    expect(bad(71, { odds: { items: [{ companyId: 1, market: 7 }] } }).ok).toBe(false);
    expect(bad(60, { lineup: { home: {} } }).ok).toBe(false);
    expect(bad(70, { momentum: { items: [] } }).ok).toBe(false); // the code's payload is odds
  });
});
