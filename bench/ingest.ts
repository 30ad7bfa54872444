// Frames/s through the worker's whole path — decode, fold per 50 ms window, views, patches — for a recorded full
// day played at maximum speed, vs raw protobufjs decode of the same bytes (the anchor), measured in one run.
// Target: ≥ 50 % of raw decode. The worker's own FeedIngest and ViewHub run on a wall-clock scheduler whose timers
// fire between packets, as in a saturated worker; three views are subscribed (football and basketball lists,
// the home focus list).
import type { Patch } from '../engine/core';
import { patchBytes } from '../engine/core';
import { decodeEnvelope, decodeFrame, packetOf } from '../engine/wire';
import { live } from '../engine/wire/pb';
import { FeedIngest } from '../engine/worker/ingest/feed-ingest';
import { DEFAULT_LOCAL_ITEMS } from '../engine/worker/persist/local-items';
import type { FrameSink, FrameSource } from '../engine/worker/source/frame-source';
import type { SubscribeOptions } from '../engine/worker/views/subscribe-options';
import { ViewHub } from '../engine/worker/views/view-hub';
import { BusyScheduler } from './busy-scheduler';
import { loadBenchDay } from './full-day';
import { FULL_TIMING, fmt, measureRate, pct, SMOKE_TIMING } from './measure';
import { isSmoke, verdict } from './options';

const LIST_CODES = new Set([10, 100]);
/** The pipeline's frames/s over raw decode's (issue #3): at least this. */
const TARGET_SHARE = 0.5;
const VIEWS: readonly SubscribeOptions[] = [
  { sport: 'football', list: 'today', tab: 'all' },
  { sport: 'basketball', list: 'today', tab: 'all' },
  { sport: 'football', list: 'focus', tab: 'all' },
];

interface Moment { readonly ts: number; readonly bytes: Uint8Array }

/**
 * A packet as the worker's socket receives it: a Uint8Array over an ArrayBuffer of its own (binaryType
 * 'arraybuffer'), not the Node Buffer protobufjs's writer returns, whose views cost more to make.
 */
const received = (bytes: Uint8Array): Uint8Array => Uint8Array.from(bytes);

/** One packet per recorded moment, as the replay source sends them. */
export function packetsOf(frames: readonly Uint8Array[]): Moment[] {
  const out: Moment[] = [];
  let group: Uint8Array[] = [];
  let ts = NaN;
  for (const f of frames) {
    const at = Number(live.Envelope.decode(f).ts);
    if (at !== ts && group.length > 0) { out.push({ ts, bytes: received(packetOf(group)) }); group = []; }
    ts = at;
    group.push(f);
  }
  if (group.length > 0) out.push({ ts, bytes: received(packetOf(group)) });
  return out;
}

/** A frame source the bench pushes packets into; its clock is the recorded time of the last packet. */
class PushSource implements FrameSource {
  sink: FrameSink | undefined;
  position = 0;
  start(sink: FrameSink): void { this.sink = sink; sink.status({ state: 'open' }); }
  stop(): void { this.sink = undefined; }
  resync(): boolean { return false; }
  now(): number { return this.position; }
}

interface Run { readonly batches: number; readonly patches: number; readonly bytes: number }

/** The whole day once; `views` false measures decode + fold alone; flushMs 0 folds every packet on its own. */
export function playDay(packets: readonly Moment[], o: { views: boolean; flushMs?: number }): Run {
  const scheduler = new BusyScheduler(packets[0].ts, o.flushMs === 0 ? 1 : 16);
  const source = new PushSource();
  const ingest = new FeedIngest({ source, scheduler, flushMs: o.flushMs });
  const run = { batches: 0, patches: 0, bytes: 0 };
  ingest.onBatch(() => { run.batches++; });
  if (o.views) {
    const hub = new ViewHub({
      scheduler, local: DEFAULT_LOCAL_ITEMS,
      post: (p: Patch) => { run.patches++; run.bytes += patchBytes(p); },
    });
    // At maximum speed any recorded moment is reached at once: refreshes come as often as the hub allows.
    hub.sessionStarted({ now: () => source.position, delayUntil: () => 0 });
    ingest.onBatch((b) => hub.batch(b));
    for (const v of VIEWS) hub.subscribe(v);
  }
  ingest.start();
  for (const p of packets) {
    source.position = p.ts;
    source.sink!.packet(p.bytes);
    scheduler.runDue();
  }
  ingest.flush();
  return run;
}

/**
 * Every recorded frame must decode to an event. Checked once, and nothing of it kept: 50k decoded events left
 * in the heap would make every collection during the measured passes dearer (the worker holds no such array).
 */
function checkEveryFrameDecodes(frames: readonly Uint8Array[]): void {
  let events = 0;
  for (const f of frames) {
    const r = decodeFrame(decodeEnvelope(f));
    if (r.ok && 'event' in r) events++;
  }
  if (events !== frames.length) throw new Error('bad frame in the recorded day');
}

export default async function run(args: string[] = []): Promise<Record<string, number | boolean>> {
  const smoke = isSmoke(args);
  const timing = smoke ? SMOKE_TIMING : FULL_TIMING;
  const { fixture, name } = loadBenchDay(smoke);
  const frames = fixture.frames;
  const packets = packetsOf(frames);
  checkEveryFrameDecodes(frames);
  console.log(`${name}: ${fmt(frames.length)} frames in ${fmt(packets.length)} packets; views: ${VIEWS.map((v) => `${v.sport} ${v.list}`).join(', ')}`);

  const raw = measureRate(frames.length, () => {
    for (const f of frames) {
      const env = live.Envelope.decode(f);
      if (LIST_CODES.has(env.code)) live.MatchListResponse.decode(env.body);
      else live.RealtimeMessage.decode(env.body);
    }
  }, timing);
  let full: Run = { batches: 0, patches: 0, bytes: 0 };
  const pipeline = measureRate(frames.length, () => { full = playDay(packets, { views: true }); }, timing);
  const foldOnly = measureRate(frames.length, () => playDay(packets, { views: false }), timing);
  let perPacket: Run = { batches: 0, patches: 0, bytes: 0 };
  const small = measureRate(frames.length, () => { perPacket = playDay(packets, { views: true, flushMs: 0 }); }, { ...timing, warmup: Math.min(1, timing.warmup), warmupMs: 0 });

  console.log(`decode + fold + views + patch, maximum speed (50 ms windows): ${fmt(pipeline.best)} frames/s = ${pct(pipeline.best, raw.best)} of raw decode (target ≥ ${TARGET_SHARE * 100} %: ${verdict(pipeline.best / raw.best >= TARGET_SHARE)})`);
  console.log(`  by CPU time (robust to other processes' load): ${fmt(pipeline.cpuBest)} frames/s = ${pct(pipeline.cpuBest, raw.cpuBest)} of raw decode's ${fmt(raw.cpuBest)}`);
  console.log(`  ${fmt(full.batches)} batches (${fmt(frames.length / Math.max(1, full.batches))} frames each), ${fmt(full.patches)} patches, ${fmt(full.bytes)} bytes`);
  console.log(`decode + fold alone, same windows: ${fmt(foldOnly.best)} frames/s = ${pct(foldOnly.best, raw.best)} of raw decode (CPU time: ${pct(foldOnly.cpuBest, raw.cpuBest)})`);
  console.log(`every packet folded and patched on its own (a live feed's pace): ${fmt(small.best)} frames/s = ${pct(small.best, raw.best)} of raw decode, ${fmt(perPacket.patches)} patches`);
  console.log(`anchor: raw protobufjs decode of the same frames: ${fmt(raw.best)} frames/s`);
  return {
    met: pipeline.best / raw.best >= TARGET_SHARE, frames: frames.length, rawDecodeFramesPerSec: Math.round(raw.best), pipelineFramesPerSec: Math.round(pipeline.best),
    pipelineShareOfRaw: +(pipeline.best / raw.best).toFixed(3),
    pipelineCpuShareOfRaw: +(pipeline.cpuBest / raw.cpuBest).toFixed(3), batches: full.batches, patches: full.patches, patchBytes: full.bytes,
    foldOnlyFramesPerSec: Math.round(foldOnly.best), perPacketFramesPerSec: Math.round(small.best), perPacketPatches: perPacket.patches,
  };
}
