// Frames/s decoding a recorded full day: our decoder (checksum, decode, validation, conversion to events) vs
// protobufjs static and reflection decode (runtime-parsed .proto) and JSON.parse of the same content. Ours is
// measured twice: frame by frame from a protobufjs-decoded envelope (decodeFrame), and as the worker runs it,
// straight from the bytes of a packet (decodePacket: envelope, checksum and body read in place).
// Target (set with the smoke form, issue #18; issue #2 named none): the packet path, checks and all, at least as
// fast as protobufjs reflection decode of the same bytes (the generic decoder a client without ours would use).
import protobuf from 'protobufjs';
import { join } from 'node:path';
import { decodeEnvelope, decodeFrame, decodePacket, packetOf } from '../engine/wire';
import { live } from '../engine/wire/pb';
import { loadBenchDay } from './full-day';
import { FULL_TIMING, fmt, measureRate, pct, SMOKE_TIMING } from './measure';
import { isSmoke, verdict } from './options';

const LIST_CODES = new Set([10, 100]);

/** The packet path's frames/s over reflection decode's: at least this. */
const TARGET_RATIO = 1;

export default async function run(args: string[] = []): Promise<Record<string, number | boolean>> {
  const smoke = isSmoke(args);
  const timing = smoke ? SMOKE_TIMING : FULL_TIMING;
  const { bytes, fixture, name } = loadBenchDay(smoke);
  const frames = fixture.frames;
  console.log(`${name}: ${fmt(frames.length)} frames, ${fmt(bytes.length)} bytes`);

  const ours = measureRate(frames.length, () => {
    for (const f of frames) {
      const r = decodeFrame(decodeEnvelope(f));
      if (!r.ok) throw new Error(r.error.detail);
    }
  }, timing);

  // One frame per packet: the same envelope bytes behind a 2–3 byte packet tag, so both sides read the same data.
  const packets = frames.map((f) => packetOf([f]));
  const oursPacket = measureRate(frames.length, () => {
    for (const p of packets) {
      const d = decodePacket(p);
      if (d.events.length !== 1) throw new Error(d.errors[0]?.detail ?? 'no event');
    }
  }, timing);

  const staticRaw = measureRate(frames.length, () => {
    for (const f of frames) {
      const env = live.Envelope.decode(f);
      if (LIST_CODES.has(env.code)) live.MatchListResponse.decode(env.body);
      else live.RealtimeMessage.decode(env.body);
    }
  }, timing);

  const root = protobuf.loadSync(join(import.meta.dirname, '..', 'proto', 'live.proto'));
  const Envelope = root.lookupType('live.Envelope');
  const List = root.lookupType('live.MatchListResponse');
  const Realtime = root.lookupType('live.RealtimeMessage');
  const reflection = measureRate(frames.length, () => {
    for (const f of frames) {
      const env = Envelope.decode(f) as unknown as { code: number; body: Uint8Array };
      (LIST_CODES.has(env.code) ? List : Realtime).decode(env.body);
    }
  }, timing);

  const json = frames.map((f) => {
    const r = decodeFrame(decodeEnvelope(f));
    // The events' content only: a detail event's `wire` range (its list's bytes in the packet) is not content.
    return JSON.stringify(r.ok && 'event' in r ? r.event : null, (k, v: unknown) => (k === 'wire' ? undefined : v));
  });
  const jsonBytes = json.reduce((n, s) => n + Buffer.byteLength(s), 0);
  const jsonParse = measureRate(frames.length, () => {
    for (const s of json) JSON.parse(s);
  }, timing);

  console.log(`ours (checksum + decode + validate + events): ${fmt(ours.best)} frames/s (median ${fmt(ours.median)})`);
  console.log(`ours, packet path (as the worker decodes):     ${fmt(oursPacket.best)} frames/s (median ${fmt(oursPacket.median)})`);
  console.log(`anchor: protobufjs static decode, no checks:   ${fmt(staticRaw.best)} frames/s → ours ${pct(ours.best, staticRaw.best)}, packet path ${pct(oursPacket.best, staticRaw.best)}`);
  console.log(`  by CPU time: ours ${pct(ours.cpuBest, staticRaw.cpuBest)}, packet path ${pct(oursPacket.cpuBest, staticRaw.cpuBest)}`);
  console.log(`anchor: protobufjs reflection decode:          ${fmt(reflection.best)} frames/s → ours ${pct(ours.best, reflection.best)}`);
  console.log(`anchor: JSON.parse of the same events:         ${fmt(jsonParse.best)} frames/s → ours ${pct(ours.best, jsonParse.best)} (JSON is ${(jsonBytes / bytes.length).toFixed(1)}× the bytes)`);
  const ratio = oursPacket.best / reflection.best;
  const met = ratio >= TARGET_RATIO;
  console.log(`target: packet path ≥ ${TARGET_RATIO}× protobufjs reflection decode: ${ratio.toFixed(2)}× (by CPU time ${(oursPacket.cpuBest / reflection.cpuBest).toFixed(2)}×): ${verdict(met)}`);
  return {
    met, packetOverReflection: +ratio.toFixed(3),
    frames: frames.length, bytes: bytes.length, oursFramesPerSec: Math.round(ours.best), oursPacketFramesPerSec: Math.round(oursPacket.best),
    staticFramesPerSec: Math.round(staticRaw.best), reflectionFramesPerSec: Math.round(reflection.best),
    jsonFramesPerSec: Math.round(jsonParse.best), jsonBytes,
  };
}
