import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChunkReader } from './rtmp-chunk-reader';
import { ChunkWriter } from './rtmp-chunk-writer';
import type { RtmpMessage } from './rtmp-message';
import { MSG, RtmpProtocolError } from './rtmp-message';

/** A message stream as an encoder sends it: per chunk stream, timestamps that only grow (deltas, some past 24 bits). */
const messageStream = fc.array(fc.record({
  csid: fc.oneof(fc.integer({ min: 3, max: 8 }), fc.constantFrom(63, 64, 319, 320, 65599)),
  type: fc.constantFrom(MSG.audio, MSG.video, MSG.dataAmf0, MSG.commandAmf0),
  streamId: fc.constantFrom(0, 1),
  delta: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constant(0xffffff), fc.integer({ min: 0x1000000, max: 0x7fffffff })),
  payload: fc.uint8Array({ minLength: 0, maxLength: 700 }),
}), { minLength: 1, maxLength: 40 }).map((items) => {
  const clock = new Map<number, number>();
  return items.map((m): RtmpMessage => {
    const ts = ((clock.get(m.csid) ?? 0) + m.delta) >>> 0;
    clock.set(m.csid, ts);
    return { csid: m.csid, type: m.type, streamId: m.streamId, timestamp: ts, payload: Buffer.from(m.payload) };
  });
});

function setChunkSize(size: number): RtmpMessage {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(size);
  return { csid: 2, type: MSG.setChunkSize, streamId: 0, timestamp: 0, payload: b };
}

/** Cuts bytes at the given fractions. */
function slice(bytes: Buffer, cuts: number[]): Buffer[] {
  const points = [...new Set(cuts.map((c) => Math.floor(c * bytes.length)))].sort((a, b) => a - b);
  const out: Buffer[] = [];
  let last = 0;
  for (const p of points) {
    out.push(bytes.subarray(last, p));
    last = p;
  }
  out.push(bytes.subarray(last));
  return out;
}

const plain = (m: RtmpMessage) => ({ ...m, payload: m.payload.toString('hex') });

describe('RTMP chunk reader', () => {
  it('any slicing of a valid chunk stream yields the same messages (fmt 0–3, extended timestamps, chunk sizes)', () => {
    fc.assert(fc.property(messageStream, fc.integer({ min: 1, max: 1024 }), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 30 }),
      (messages, chunkSize, cuts) => {
        const writer = new ChunkWriter(128);
        const first = writer.write(setChunkSize(chunkSize));
        writer.chunkSize = chunkSize;
        const bytes = Buffer.concat([first, ...messages.map((m) => writer.write(m))]);
        const reader = new ChunkReader();
        const got = slice(bytes, cuts).flatMap((part) => reader.push(part));
        expect(got.slice(1).map(plain)).toEqual(messages.map(plain));
        expect(reader.peerChunkSize).toBe(chunkSize);
      }), { numRuns: 300 });
  });

  it('refuses a message over the size limit before buffering it', () => {
    const writer = new ChunkWriter(128);
    const big = writer.write({ csid: 4, type: MSG.video, streamId: 1, timestamp: 0, payload: Buffer.alloc(2000) });
    expect(() => new ChunkReader({ maxMessageBytes: 1000 }).push(big.subarray(0, 12))).toThrow(RtmpProtocolError);
  });

  it('refuses a chunk stream that starts without a full header, and a chunk size past the limit', () => {
    expect(() => new ChunkReader().push(Buffer.from([0xc4, 1, 2, 3]))).toThrow(/starts with fmt 3/);
    const writer = new ChunkWriter(128);
    expect(() => new ChunkReader({ maxMessageBytes: 1000 }).push(writer.write(setChunkSize(5000)))).toThrow(/chunk size 5000/);
  });

  it('bounds the chunk streams a peer may open', () => {
    const writer = new ChunkWriter(128);
    const bytes = Buffer.concat(Array.from({ length: 10 }, (_, i) => writer.write({ csid: 3 + i, type: MSG.audio, streamId: 1, timestamp: 0, payload: Buffer.alloc(4) })));
    expect(() => new ChunkReader({ maxChunkStreams: 5 }).push(bytes)).toThrow(/more than 5 chunk streams/);
  });

  it('random bytes never escape as anything but RtmpProtocolError', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 4000 }), (bytes) => {
      try {
        new ChunkReader({ maxMessageBytes: 64 * 1024 }).push(Buffer.from(bytes));
      } catch (err) {
        expect(err).toBeInstanceOf(RtmpProtocolError);
      }
    }), { numRuns: 500 });
  });
});
