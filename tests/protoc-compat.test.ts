// Standard encoding: protoc (Debian's protobuf-compiler; tests/setup-system.sh installs it) reads our recorded
// frames as the same messages our decoder sees, and re-encodes them to the very same bytes.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeEnvelope, readFixture } from '../engine/wire';
import { frameChecksum } from '../engine/wire/checksum';
import { withoutWire } from '../engine/core/test-support/log-view';
import { decodeFrame } from '../engine/wire/decode-frame';

const root = join(import.meta.dirname, '..');
const SMALL_DAY = process.env.PROTOC_FIXTURE ?? join(root, 'fixtures/days/small.lsfx');

function protoc(args: string[], input: Uint8Array | string): Buffer {
  return execFileSync('protoc', [`-I${join(root, 'proto')}`, join(root, 'proto/live.proto'), ...args], { input, maxBuffer: 256 << 20 });
}

/** A spread of frames from the recorded day: the two lists and deltas of every code. */
function sampleFrames(): Uint8Array[] {
  const { frames } = readFixture(readFileSync(SMALL_DAY));
  const byCode = new Map<number, Uint8Array[]>();
  for (const f of frames) {
    const code = decodeEnvelope(f).code;
    const list = byCode.get(code) ?? [];
    if (list.length < 3) byCode.set(code, [...list, f]);
  }
  return [...byCode.values()].flat();
}

function textField(text: string, name: string): number {
  const m = new RegExp(`^${name}: (-?\\d+)`, 'm').exec(text);
  return m ? Number(m[1]) : 0;
}

describe('protoc compatibility', () => {
  it('protoc is installed (tests/setup-system.sh installs protobuf-compiler)', () => {
    expect(execFileSync('protoc', ['--version']).toString()).toMatch(/libprotoc 3\./);
    expect(existsSync(SMALL_DAY)).toBe(true);
  });

  it('[SK-5] protoc decodes every recorded envelope to the header our decoder reads, and re-encodes it byte for byte', () => {
    const frames = sampleFrames();
    expect(frames.length).toBeGreaterThan(20);
    for (const bytes of frames) {
      const text = protoc(['--decode=live.Envelope'], bytes).toString();
      const ours = decodeEnvelope(bytes);
      expect({ code: textField(text, 'code'), seq: textField(text, 'seq'), ts: textField(text, 'ts'), crc: textField(text, 'crc') })
        .toEqual({ code: ours.code, seq: ours.seq, ts: ours.ts, crc: ours.crc });
      expect(new Uint8Array(protoc(['--encode=live.Envelope'], text))).toEqual(new Uint8Array(bytes));
    }
  });

  it('[SK-5] protoc reads every body as the message its code names, with the same ids', () => {
    for (const bytes of sampleFrames()) {
      const env = decodeEnvelope(bytes);
      const result = decodeFrame(env);
      expect(result.ok).toBe(true);
      if (!result.ok || !('event' in result)) continue;
      const isList = result.event.type === 'listSnapshot';
      const type = isList ? 'live.MatchListResponse' : 'live.RealtimeMessage';
      const text = protoc([`--decode=${type}`], env.body).toString();
      // protoc writes canonical proto3 (defaults omitted; protobufjs writes fields that were set), so compare
      // meaning: protoc's re-encoding decodes with our decoder to the very same event.
      const reencoded = new Uint8Array(protoc([`--encode=${type}`], text));
      const again = decodeFrame({ ...env, body: reencoded, crc: frameChecksum(env.code, env.seq, env.ts, reencoded) });
      // (A detail event's `wire` range points into the bytes it was read from, which differ: the items do not.)
      expect(withoutWire(again)).toEqual(withoutWire(result));
      if (isList) expect(textField(text, 'seq')).toBe(env.seq);
      else expect(textField(text, 'type')).toBe(env.code);
      if ('matchId' in result.event) expect(textField(text, 'matchId')).toBe(result.event.matchId);
    }
  });
});
