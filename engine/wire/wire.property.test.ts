import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE } from '../core/codes';
import { fold } from '../core/fold/fold';
import { EMPTY_STATE } from '../core/model';
import { snapshotOf } from '../core/snapshot';
import { withoutWire } from '../core/test-support/log-view';
import { feedArb } from '../core/test-support/world';
import { decodePacket } from './decode-frame';
import { encodeEventFrame, encodeListRequest, encodePing, encodePong } from './encode-frame';
import { FixtureFormatError, readFixture, writeFixture } from './fixture-file';
import { encodeEnvelope, packetOf } from './frame';
import { decodeListResponse, encodeListResponse } from './list-response';
import { live } from './pb';

describe('wire codec', () => {
  it('[SK-5] every event survives encode → packet → decode unchanged', () => {
    fc.assert(fc.property(feedArb, (events) => {
      const decoded = decodePacket(packetOf(events.map(encodeEventFrame)));
      expect(decoded.errors).toEqual([]);
      expect(withoutWire(decoded.events)).toEqual(withoutWire(events));
      // The fold keeps the frames' own list bytes where events built in code have theirs encoded by the core
      // (detail-log/detail-codec.ts): the same bytes, so the same state.
      expect(fold(EMPTY_STATE, decoded.events).state).toEqual(fold(EMPTY_STATE, events).state);
    }), { numRuns: 200 });
  });

  it('[RT-11] a corrupted frame is rejected and reported, and the state stays as it was', () => {
    const corruption = fc.record({
      at: fc.nat(), flips: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 4 }),
      truncate: fc.boolean(),
    });
    fc.assert(fc.property(feedArb, fc.nat(), corruption, (events, pick, { flips, truncate, at }) => {
      const base = fold(EMPTY_STATE, events.slice(0, 2)).state;
      const victim = events[2 + (pick % (events.length - 2))] ?? events[0];
      const bytes = packetOf([encodeEventFrame(victim)]);
      let bad = bytes.slice();
      for (const [offset, xor] of flips) bad[offset % bad.length] ^= xor;
      if (truncate) bad = bad.slice(0, at % bad.length);
      const decoded = decodePacket(bad);
      // No altered frame is ever accepted: what survives is the frame exactly as sent (a flip the decoder
      // reads identically, e.g. the packet's tag wire type), and a frame that does not survive is reported.
      for (const e of decoded.events) expect(withoutWire(e)).toEqual(withoutWire(victim));
      if (decoded.events.length === 0) {
        expect(decoded.errors.length).toBeGreaterThan(0);
        expect(fold(base, decoded.events).state).toBe(base);
      }
    }), { numRuns: 500 });
  });

  it('[RT-11] good frames in a packet survive a bad neighbour', () => {
    fc.assert(fc.property(feedArb, (events) => {
      const frames = events.map(encodeEventFrame);
      const bad = frames[1].slice();
      bad[bad.length - 1] ^= 0xff; // inside the checksum
      frames[1] = bad;
      const decoded = decodePacket(packetOf(frames));
      expect(decoded.errors).toMatchObject([{ reason: 'checksum', code: CODE.basketballList, seq: 2 }]);
      expect(withoutWire(decoded.events)).toEqual(withoutWire([events[0], ...events.slice(2)]));
    }), { numRuns: 50 });
  });

  it('[RT-11] a body that does not fit its code is malformed, an unknown code is reported', () => {
    const body = live.RealtimeMessage.encode({ type: 11, matchId: 1, sportType: 1, statList: { items: [] } }).finish();
    const mismatch = decodePacket(packetOf([encodeEnvelope(11, 5, 0, body)]));
    expect(mismatch.errors).toMatchObject([{ reason: 'malformed', code: 11, seq: 5 }]);
    expect(mismatch.errors[0].detail).toContain('scoreObj');
    const unknown = decodePacket(packetOf([encodeEnvelope(77, 6, 0, new Uint8Array())]));
    expect(unknown.errors).toMatchObject([{ reason: 'unknownCode', code: 77 }]);
    expect(decodePacket(new Uint8Array([0xff, 0xff, 0xff])).errors).toMatchObject([{ reason: 'packet' }]);
    expect(decodePacket(new Uint8Array()).errors).toMatchObject([{ reason: 'packet', detail: 'empty packet' }]);
  });

  it('[RT-11] semantic nonsense is refused: wrong sport, bad status, bad score arrays', () => {
    const score = (sportType: number, statusId: number, homeScore: number[]) => live.RealtimeMessage.encode({
      type: 11, matchId: 3, sportType, scoreObj: { matchId: 3, statusId, homeScore, awayScore: [0, 0, 0, 0, 0] },
    }).finish();
    for (const body of [score(2, 2, [0, 0, 0, 0, 0]), score(1, 14, [0, 0, 0, 0, 0]), score(1, 2, [1, 0]), score(1, 2, [1000, 0, 0, 0, 0])]) {
      expect(decodePacket(packetOf([encodeEnvelope(11, 1, 0, body)])).errors).toMatchObject([{ reason: 'malformed' }]);
    }
  });

  it('[SK-2] [SK-4] control frames: ping, pong and list requests', () => {
    const down = decodePacket(packetOf([encodePong(5, 6, 1), encodePong(5, 6, 1, 2.5)]));
    expect(down.controls).toEqual([
      { kind: 'pong', clientTs: 5, serverTs: 6, protocolVersion: 1, feedSpeed: 0 }, // a pace not said reads 0
      { kind: 'pong', clientTs: 5, serverTs: 6, protocolVersion: 1, feedSpeed: 2.5 },
    ]);
    const up = decodePacket(packetOf([encodePing(7), encodeListRequest('football', 8), encodeListRequest('basketball', 8)]), 'up');
    expect(up.errors).toEqual([]);
    expect(up.controls).toEqual([{ kind: 'ping', clientTs: 7 }, { kind: 'listRequest', sport: 'football' }, { kind: 'listRequest', sport: 'basketball' }]);
  });

  it('[SK-4] a list request carries a resume (stream, afterSeq) only when the client gives one', () => {
    fc.assert(fc.property(fc.constantFrom('football', 'basketball' as const), fc.string({ minLength: 1 }), fc.maxSafeNat(), (sport, stream, afterSeq) => {
      const up = decodePacket(packetOf([encodeListRequest(sport, 1, { stream, afterSeq }), encodeListRequest(sport, 1)]), 'up');
      expect(up.errors).toEqual([]);
      expect(up.controls).toStrictEqual([{ kind: 'listRequest', sport, resume: { stream, afterSeq } }, { kind: 'listRequest', sport }]);
    }), { numRuns: 100 });
    // An empty stream is no resume; an afterSeq past 2^53 cannot be a seq of ours.
    expect(decodePacket(packetOf([encodeListRequest('football', 1, { stream: '', afterSeq: 9 })]), 'up').controls)
      .toStrictEqual([{ kind: 'listRequest', sport: 'football' }]);
    const huge = live.ListRequest.encode({ sportType: 1, stream: 's', afterSeq: 2 ** 60 }).finish();
    expect(decodePacket(packetOf([encodeEnvelope(CODE.footballList, 0, 0, huge)]), 'up').errors).toMatchObject([{ reason: 'malformed' }]);
  });

  it('[HT-8] a list response round-trips, and a bad one yields nothing', () => {
    fc.assert(fc.property(feedArb, (events) => {
      const state = fold(EMPTY_STATE, events).state;
      for (const sport of ['football', 'basketball'] as const) {
        const snap = snapshotOf(state, sport, 1234);
        expect(decodeListResponse(sport, encodeListResponse(snap))).toEqual(snap);
      }
    }), { numRuns: 50 });
    expect(decodeListResponse('football', new Uint8Array([1, 2, 3, 4]))).toBeUndefined();
  });

  it('a fixture file keeps its header and frames byte for byte', () => {
    fc.assert(fc.property(feedArb, (events) => {
      const frames = events.map(encodeEventFrame);
      const header = { protocolVersion: 1, seed: 'x', date: '2026-11-21', startTs: 1_795_000_000_000, generator: 'test', frameCount: frames.length };
      const file = readFixture(writeFixture(header, frames));
      expect(file.header).toEqual(header);
      expect(file.frames).toEqual(frames);
    }), { numRuns: 30 });
    expect(() => readFixture(new Uint8Array([1, 2, 3, 4, 5]))).toThrow(/magic/);
    const whole = writeFixture({ protocolVersion: 1, seed: 'x', date: '2026-11-21', startTs: 0, generator: 't', frameCount: 0 }, [encodePing(1), encodePing(2)]);
    expect(() => readFixture(whole.slice(0, whole.length - 3))).toThrow(FixtureFormatError);
  });
});
