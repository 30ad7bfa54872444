// Events/s through the engine core fold vs raw decode of the same frames (the anchor), measured in one run.
// Target: the fold at least 50 % of raw decode's rate, so folding never becomes the bottleneck.
import { EMPTY_STATE, fold } from '../engine/core';
import type { FeedEvent } from '../engine/core';
import { decodeEnvelope, decodeFrame } from '../engine/wire';
import { live } from '../engine/wire/pb';
import { loadFullDay } from './full-day';
import { fmt, measureRate, pct } from './measure';

const LIST_CODES = new Set([10, 100]);

function batches(events: readonly FeedEvent[], size: number): FeedEvent[][] {
  const out: FeedEvent[][] = [];
  for (let i = 0; i < events.length; i += size) out.push(events.slice(i, i + size));
  return out;
}

export default async function run(): Promise<Record<string, number>> {
  const { fixture } = loadFullDay();
  const frames = fixture.frames;
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
  });
  const byBatch: Record<string, number> = {};
  for (const size of [1, 16, 256]) {
    const split = batches(events, size);
    const rate = measureRate(events.length, () => {
      let state = EMPTY_STATE;
      for (const b of split) state = fold(state, b).state;
    });
    byBatch[`foldBatch${size}EventsPerSec`] = Math.round(rate.best);
    console.log(`fold, batches of ${size}: ${fmt(rate.best)} events/s = ${pct(rate.best, raw.best)} of raw decode (CPU time: ${pct(rate.cpuBest, raw.cpuBest)})`);
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
  });
  console.log(`decode + validate + fold (batches of 16): ${fmt(pipeline.best)} events/s = ${pct(pipeline.best, raw.best)} of raw decode (CPU time: ${pct(pipeline.cpuBest, raw.cpuBest)})`);
  console.log(`anchor: raw protobufjs decode of the same frames: ${fmt(raw.best)} frames/s`);
  return { events: events.length, rawDecodeFramesPerSec: Math.round(raw.best), ...byBatch, pipelineEventsPerSec: Math.round(pipeline.best) };
}
