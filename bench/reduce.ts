// Events/s through the engine core fold vs raw decode of the same frames (the anchor), measured in one run.
// Target: the fold at least 50 % of raw decode's rate, so folding never becomes the bottleneck.
import { EMPTY_STATE, fold } from '../engine/core';
import type { FeedEvent } from '../engine/core';
import { decodeEnvelope, decodeFrame } from '../engine/wire';
import { live } from '../engine/wire/pb';
import { loadBenchDay } from './full-day';
import { FULL_TIMING, fmt, measureRate, pct, SMOKE_TIMING } from './measure';
import { isSmoke, verdict } from './options';

const LIST_CODES = new Set([10, 100]);
/** The fold's events/s over raw decode's frames/s (issue #2): at least this. */
const TARGET_SHARE = 0.5;

function batches(events: readonly FeedEvent[], size: number): FeedEvent[][] {
  const out: FeedEvent[][] = [];
  for (let i = 0; i < events.length; i += size) out.push(events.slice(i, i + size));
  return out;
}

export default async function run(args: string[] = []): Promise<Record<string, number | boolean>> {
  const smoke = isSmoke(args);
  const timing = smoke ? SMOKE_TIMING : FULL_TIMING;
  const { fixture, name } = loadBenchDay(smoke);
  const frames = fixture.frames;
  console.log(`${name}: ${fmt(frames.length)} frames`);
  const events = frames.map((f) => {
    const r = decodeFrame(decodeEnvelope(f));
    if (!r.ok || !('event' in r)) throw new Error('bad frame in the recorded day');
    return r.event;
  });

  const raw = measureRate(frames.length, () => {
    for (const f of frames) {
      const env = live.Envelope.decode(f);
      if (LIST_CODES.has(env.code)) live.MatchListResponse.decode(env.body);
      else live.RealtimeMessage.decode(env.body);
    }
  }, timing);
  const byBatch: Record<string, number | boolean> = {};
  for (const size of [1, 16, 256]) {
    const split = batches(events, size);
    const rate = measureRate(events.length, () => {
      let state = EMPTY_STATE;
      for (const b of split) state = fold(state, b).state;
    }, timing);
    const met = rate.best / raw.best >= TARGET_SHARE;
    byBatch[`foldBatch${size}EventsPerSec`] = Math.round(rate.best);
    byBatch[`foldBatch${size}Met`] = met;
    console.log(`fold, batches of ${size}: ${fmt(rate.best)} events/s = ${pct(rate.best, raw.best)} of raw decode (CPU time: ${pct(rate.cpuBest, raw.cpuBest)}); `
      + `target ≥ ${TARGET_SHARE * 100} %: ${verdict(met)}`);
  }
  const pipeline = measureRate(frames.length, () => {
    let state = EMPTY_STATE;
    const batch: FeedEvent[] = [];
    for (const f of frames) {
      const r = decodeFrame(decodeEnvelope(f));
      if (r.ok && 'event' in r) batch.push(r.event);
      if (batch.length === 16) { state = fold(state, batch).state; batch.length = 0; }
    }
    fold(state, batch);
  }, timing);
  console.log(`decode + validate + fold (batches of 16): ${fmt(pipeline.best)} events/s = ${pct(pipeline.best, raw.best)} of raw decode (CPU time: ${pct(pipeline.cpuBest, raw.cpuBest)})`);
  console.log(`anchor: raw protobufjs decode of the same frames: ${fmt(raw.best)} frames/s`);
  return { events: events.length, rawDecodeFramesPerSec: Math.round(raw.best), ...byBatch, pipelineEventsPerSec: Math.round(pipeline.best) };
}
