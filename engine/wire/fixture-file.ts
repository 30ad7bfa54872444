// Recorded match days: "LSFX", a format version byte, a length-delimited FixtureHeader, then length-delimited
// envelopes in feed order (fixtures/README.md). Each envelope keeps its own seq, ts and checksum, so a replay
// sends exactly the recorded bytes.
import { live, protobuf } from './pb';

const MAGIC = [0x4c, 0x53, 0x46, 0x58]; // 'LSFX'
export const FIXTURE_FORMAT_VERSION = 1;

export interface FixtureHeader {
  readonly protocolVersion: number;
  readonly seed: string;
  /** YYYY-MM-DD, the recorded day. */
  readonly date: string;
  /** Local midnight of the day (Asia/Shanghai), ms. */
  readonly startTs: number;
  readonly generator: string;
  readonly frameCount: number;
}

export interface Fixture {
  readonly header: FixtureHeader;
  /** Encoded envelopes, in order. */
  readonly frames: readonly Uint8Array[];
}

export function writeFixture(header: FixtureHeader, frames: readonly Uint8Array[]): Uint8Array {
  const w = protobuf.Writer.create();
  for (const b of MAGIC) w.uint32(b); // each < 128, so one byte each
  w.uint32(FIXTURE_FORMAT_VERSION);
  w.bytes(live.FixtureHeader.encode({ ...header, frameCount: frames.length }).finish());
  for (const f of frames) w.bytes(f);
  return w.finish();
}

export class FixtureFormatError extends Error {}

export function readFixture(bytes: Uint8Array): Fixture {
  if (bytes.length < 5 || MAGIC.some((b, i) => bytes[i] !== b)) throw new FixtureFormatError('not a fixture file (magic LSFX missing)');
  if (bytes[4] !== FIXTURE_FORMAT_VERSION) throw new FixtureFormatError(`unsupported fixture format version ${bytes[4]}`);
  const r = protobuf.Reader.create(bytes);
  r.pos = 5;
  let h: live.FixtureHeader;
  const frames: Uint8Array[] = [];
  try {
    h = live.FixtureHeader.decode(r.bytes());
    while (r.pos < r.len) frames.push(r.bytes());
  } catch (err) {
    throw new FixtureFormatError(`truncated or corrupt fixture file at byte ${r.pos}: ${err instanceof Error ? err.message : err}`);
  }
  if (frames.length !== h.frameCount) throw new FixtureFormatError(`header says ${h.frameCount} frames, file has ${frames.length}`);
  return {
    header: {
      protocolVersion: h.protocolVersion, seed: h.seed, date: h.date, startTs: h.startTs, generator: h.generator,
      frameCount: h.frameCount,
    },
    frames,
  };
}
