// Standard encoding: protoc (Debian's protobuf-compiler; tests/setup-system.sh installs it) reads our recorded
// frames as the same messages our decoder sees, and re-encodes them to the very same bytes. protoc reads one message
// a run, so the frames go to it in batches — a test-only message of one repeated field of the type (below): its
// items are the frames' own bytes, length-delimited, and protoc writes each item as it would write it alone. Three
// batches, two runs each, instead of a protoc run per frame.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeEnvelope, readFixture } from '../engine/wire';
import { frameChecksum } from '../engine/wire/checksum';
import { withoutWire } from '../engine/core/test-support/log-view';
import { decodeFrame } from '../engine/wire/decode-frame';

const root = join(import.meta.dirname, '..');
const SMALL_DAY = process.env.PROTOC_FIXTURE ?? join(root, 'fixtures/days/small.lsfx');

/** A batch message per type protoc is asked to read. */
const BATCHES = { 'live.Envelope': 'EnvelopeBatch', 'live.MatchListResponse': 'ListBatch', 'live.RealtimeMessage': 'MessageBatch' } as const;
type BatchedType = keyof typeof BATCHES;

const batchDir = mkdtempSync(join(tmpdir(), 'protoc-batch-'));
afterAll(() => rmSync(batchDir, { recursive: true, force: true }));
writeFileSync(join(batchDir, 'batch.proto'), [
  'syntax = "proto3";', 'package batch;', 'import "live.proto";',
  ...Object.entries(BATCHES).map(([type, name]) => `message ${name} { repeated ${type} items = 1; }`),
].join('\n'));

function protoc(args: string[], input: Uint8Array | string): Buffer {
  return execFileSync('protoc', [`-I${join(root, 'proto')}`, `-I${batchDir}`, join(batchDir, 'batch.proto'), ...args], { input, maxBuffer: 256 << 20 });
}

function varint(n: number): number[] {
  const out: number[] = [];
  for (; n >= 0x80; n = Math.floor(n / 0x80)) out.push((n % 0x80) | 0x80);
  out.push(n);
  return out;
}

/** The batch's bytes: field 1, length-delimited, once per message. */
function batchOf(messages: readonly Uint8Array[]): Uint8Array {
  return Buffer.concat(messages.flatMap((m) => [Buffer.from([0x0a, ...varint(m.length)]), Buffer.from(m)]));
}

/** A batch's items back as their own bytes. */
function itemsOf(bytes: Uint8Array): Uint8Array[] {
  const items: Uint8Array[] = [];
  for (let at = 0; at < bytes.length;) {
    if (bytes[at++] !== 0x0a) throw new Error(`batch: field 1 expected at ${at - 1}`);
    let length = 0;
    for (let shift = 1; ; shift *= 0x80) {
      const b = bytes[at++];
      length += (b & 0x7f) * shift;
      if (b < 0x80) break;
    }
    items.push(bytes.subarray(at, at + length));
    at += length;
  }
  return items;
}

/** protoc's text of each item of a batch, each as protoc writes a message of its own (top-level fields unindented). */
function decodeBatch(type: BatchedType, messages: readonly Uint8Array[]): string[] {
  const text = protoc([`--decode=batch.${BATCHES[type]}`], batchOf(messages)).toString();
  const items: string[] = [];
  let current: string[] | undefined;
  for (const line of text.split('\n')) {
    if (line === 'items {') current = [];
    else if (line === '}') { items.push(current!.join('\n')); current = undefined; }
    else if (line) current!.push(line.slice(2));
  }
  return items;
}

/** protoc's encoding of each item text (as decodeBatch gives them). */
function encodeBatch(type: BatchedType, texts: readonly string[]): Uint8Array[] {
  const text = texts.map((t) => `items {\n${t}\n}`).join('\n');
  return itemsOf(new Uint8Array(protoc([`--encode=batch.${BATCHES[type]}`], text)));
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

  it('a batch is its items: each decodes and re-encodes as the message alone does', () => {
    const frames = sampleFrames().slice(0, 3);
    const alone = frames.map((f) => execFileSync('protoc', [`-I${join(root, 'proto')}`, join(root, 'proto/live.proto'), '--decode=live.Envelope'], { input: f }).toString().trimEnd());
    expect(decodeBatch('live.Envelope', frames)).toEqual(alone);
    expect(encodeBatch('live.Envelope', alone)).toEqual(frames.map((f) => new Uint8Array(f)));
  });

  it('[SK-5] protoc decodes every recorded envelope to the header our decoder reads, and re-encodes it byte for byte', () => {
    const frames = sampleFrames();
    expect(frames.length).toBeGreaterThan(20);
    const texts = decodeBatch('live.Envelope', frames);
    expect(texts).toHaveLength(frames.length);
    const again = encodeBatch('live.Envelope', texts);
    frames.forEach((bytes, i) => {
      const text = texts[i];
      const ours = decodeEnvelope(bytes);
      expect({ code: textField(text, 'code'), seq: textField(text, 'seq'), ts: textField(text, 'ts'), crc: textField(text, 'crc') })
        .toEqual({ code: ours.code, seq: ours.seq, ts: ours.ts, crc: ours.crc });
      expect(again[i]).toEqual(new Uint8Array(bytes));
    });
  });

  it('[SK-5] protoc reads every body as the message its code names, with the same ids', () => {
    const decoded = sampleFrames().map((bytes) => {
      const env = decodeEnvelope(bytes);
      const result = decodeFrame(env);
      expect(result.ok).toBe(true);
      return { env, result };
    }).filter(({ result }) => result.ok && 'event' in result);
    const typeOf = ({ result }: (typeof decoded)[number]): BatchedType =>
      result.ok && 'event' in result && result.event.type === 'listSnapshot' ? 'live.MatchListResponse' : 'live.RealtimeMessage';
    for (const type of ['live.MatchListResponse', 'live.RealtimeMessage'] as const) {
      const frames = decoded.filter((d) => typeOf(d) === type);
      expect(frames.length).toBeGreaterThan(0);
      const texts = decodeBatch(type, frames.map(({ env }) => env.body));
      // protoc writes canonical proto3 (defaults omitted; protobufjs writes fields that were set), so compare
      // meaning: protoc's re-encoding decodes with our decoder to the very same event.
      const reencoded = encodeBatch(type, texts);
      frames.forEach(({ env, result }, i) => {
        const text = texts[i];
        const body = reencoded[i];
        const again = decodeFrame({ ...env, body, crc: frameChecksum(env.code, env.seq, env.ts, body) });
        // (A detail event's `wire` range points into the bytes it was read from, which differ: the items do not.)
        expect(withoutWire(again)).toEqual(withoutWire(result));
        if (!result.ok || !('event' in result)) return;
        if (type === 'live.MatchListResponse') expect(textField(text, 'seq')).toBe(env.seq);
        else expect(textField(text, 'type')).toBe(env.code);
        if ('matchId' in result.event) expect(textField(text, 'matchId')).toBe(result.event.matchId);
      });
    }
  });
});
