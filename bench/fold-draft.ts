// The fold's copy-on-write: the hand-written draft (engine/core/fold/draft.ts) against immer's produceWithPatches
// (bench/immer-draft.ts: the same apply functions over an immer draft), folding the recorded day in batches, in one
// run. Both must end in the same state (checked first: a comparison of two folds that disagree measures nothing).
// The product keeps the faster: the draft, while it stays at least as fast as immer.
import { Buffer } from 'node:buffer';
import type { FeedEvent, LiveState } from '../engine/core';
import { EMPTY_STATE, fold } from '../engine/core';
import { LogStore } from '../engine/core/detail-log/detail-log';
import { decodeEnvelope, decodeFrame } from '../engine/wire';
import { loadBenchDay } from './full-day';
import { immerFold } from './immer-draft';
import { FULL_TIMING, fmt, measureRate, SMOKE_TIMING } from './measure';
import { isSmoke, verdict } from './options';

/** Batch sizes: a live packet's few frames, and a replay's large packets (the smoke form: the first alone). */
const SIZES = [16, 256] as const;
/** The smoke form's events: immer's fold is slow enough that 2 000 took the suite seconds. */
const SMOKE_EVENTS = 500;

function batches(events: readonly FeedEvent[], size: number): FeedEvent[][] {
  const out: FeedEvent[][] = [];
  for (let i = 0; i < events.length; i += size) out.push(events.slice(i, i + size));
  return out;
}

/** The state as text with sorted keys, a detail log as the bytes it sees (stores are shared, their spare bytes differ). */
function canonical(value: unknown): string {
  if (value instanceof LogStore) return '"store"';
  if (value instanceof Uint8Array) return JSON.stringify(Buffer.from(value).toString('base64'));
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.store instanceof LogStore && typeof o.end === 'number') return canonical(o.store.bytes.subarray(0, o.end));
    if ('store' in o && o.store === null && o.end === 0) return '"empty log"';
    return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

export default async function run(args: string[] = []): Promise<Record<string, number | boolean>> {
  const smoke = isSmoke(args);
  const timing = smoke ? SMOKE_TIMING : FULL_TIMING;
  // The recorded day the repository ships (fixtures/days/small.lsfx), whole; the smoke form its start.
  const { fixture } = loadBenchDay(true, smoke ? SMOKE_EVENTS : Infinity);
  const name = smoke ? 'the start of the small day' : 'the recorded small day (fixtures/days/small.lsfx)';
  const events = fixture.frames.map((f) => {
    const r = decodeFrame(decodeEnvelope(f));
    if (!r.ok || !('event' in r)) throw new Error('bad frame in the recorded day');
    return r.event;
  });
  console.log(`${smoke ? 'smoke (figures mean nothing at this size): ' : ''}${name}: ${fmt(events.length)} events`);

  const figures: Record<string, number | boolean> = { events: events.length };
  let allMet = true;
  for (const size of smoke ? SIZES.slice(0, 1) : SIZES) {
    const split = batches(events, size);
    let drafted: LiveState = EMPTY_STATE;
    let immered: LiveState = EMPTY_STATE;
    for (const b of split) drafted = fold(drafted, b).state;
    let patches = 0;
    for (const b of split) {
      const r = immerFold(immered, b);
      immered = r.state;
      patches += r.patches.length;
    }
    if (canonical(drafted) !== canonical(immered)) throw new Error(`batches of ${size}: the draft and immer folds end in different states`);

    const draft = measureRate(events.length, () => {
      let state = EMPTY_STATE;
      for (const b of split) state = fold(state, b).state;
    }, timing);
    const immer = measureRate(events.length, () => {
      let state = EMPTY_STATE;
      for (const b of split) state = immerFold(state, b).state;
    }, timing);
    const met = draft.best >= immer.best;
    allMet &&= met;
    console.log(`draft fold, batches of ${size}: ${fmt(draft.best)} events/s (median ${fmt(draft.median)}, CPU time ${fmt(draft.cpuBest)})`);
    console.log(`anchor: immer produceWithPatches, batches of ${size}: ${fmt(immer.best)} events/s (median ${fmt(immer.median)}, CPU time ${fmt(immer.cpuBest)}), `
      + `${fmt(patches)} patches a day; same end state`);
    console.log(`batches of ${size}: the draft is ${(draft.best / immer.best).toFixed(1)}× immer; the product keeps the draft (draft ≥ immer): ${verdict(met)}`);
    figures[`draftBatch${size}EventsPerSec`] = Math.round(draft.best);
    figures[`immerBatch${size}EventsPerSec`] = Math.round(immer.best);
    figures[`batch${size}Met`] = met;
  }
  figures.met = allMet;
  return figures;
}
