// Bytes and postMessage time of one flush that changes 1 000 rows (a goal in each: score, highlight, minute), as
// our packed patch (typed arrays, transferred) vs the same change as an array of objects (structured-cloned),
// both through a real MessageChannel in this run. Target: ≤ 64 bytes per changed row.
import { serialize } from 'node:v8';
import { MessageChannel } from 'node:worker_threads';
import type { Transferable as NodeTransferable } from 'node:worker_threads';
import type { LiveState, Match, Patch, ViewPatch } from '../engine/core';
import { DEFAULT_SETTINGS, emptyChanges, patchBytes, transferablesOf, ViewPatcher } from '../engine/core';
import { at, competitionOf, ctxOf, DAY_START, footballSpec, matchOf, teamOf } from '../engine/core/views/test-support/builders';
import { PageModel } from '../engine/core/patch/test-support/page-model';
import { fmt } from './measure';
import { isSmoke, verdict } from './options';

const FULL = { rows: 1_000, listed: 1_200, rounds: 300, builds: 20 };
/** The smoke form (bench/options.ts). */
const SMOKE = { rows: 50, listed: 60, rounds: 10, builds: 2 };
/** Bytes of our patch per changed row (issue #3): at most this. */
const TARGET_BYTES_PER_ROW = 64;
type Size = typeof FULL;

function stateOf(matches: readonly Match[], listed: number): LiveState {
  const byId = <T extends { id: number }>(xs: readonly T[]) => Object.fromEntries(xs.map((x) => [x.id, x]));
  const competitions = Array.from({ length: 40 }, (_, i) => competitionOf(i + 1, { name: `联赛${i + 1}`, shortName: `联${i + 1}` }));
  const teams = Array.from({ length: 2 * listed }, (_, i) => teamOf(i + 1, { name: `球队${i + 1}`, position: i % 20 }));
  return {
    stream: 'bench', seq: 1, rooms: {},
    football: { matches: byId(matches), competitions: byId(competitions), teams: byId(teams), details: {} },
    basketball: { matches: {}, competitions: {}, teams: {}, details: {} },
  };
}

/** `listed` going matches kicked off over the afternoon, with all sorts of scores and minutes; a goal in the first `rows`. */
function day(goals: number, { rows, listed }: Size): Match[] {
  return Array.from({ length: listed }, (_, i) => matchOf('football', 10_000 + i, {
    statusId: i % 3 === 0 ? 4 : 2, matchTime: at(13 + (i % 60) / 10), goingTime: at(13 + (i % 60) / 10) + (i % 7) * 60,
    competitionId: 1 + (i % 40), homeTeamId: 1 + 2 * i, awayTeamId: 2 + 2 * i,
    homeScores: [(i % 4) + (i < rows ? goals : 0), i % 2, 0, i % 3, i % 9], awayScores: [i % 3, 0, i % 2, 1, i % 5],
  }));
}

/** Sends `message` over a real MessageChannel `rounds` times; median ms of the post call and of post → received. */
async function postTimes(make: () => { message: unknown; transfer: NodeTransferable[] }, rounds: number): Promise<{ post: number; delivered: number }> {
  const { port1, port2 } = new MessageChannel();
  const posts: number[] = [];
  const delivered: number[] = [];
  for (let i = 0; i < rounds + 20; i++) {
    const { message, transfer } = make();
    const received = new Promise<number>((resolve) => port2.once('message', () => resolve(performance.now())));
    const t0 = performance.now();
    port1.postMessage(message, transfer);
    const t1 = performance.now();
    const t2 = await received;
    if (i >= 20) { posts.push(t1 - t0); delivered.push(t2 - t0); }
  }
  port1.close();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  return { post: median(posts), delivered: median(delivered) };
}

/** `rounds` messages posted back to back, ms per message until the last is received (serialize and deserialize). */
async function burstTime(make: () => { message: unknown; transfer: NodeTransferable[] }, rounds: number): Promise<number> {
  const { port1, port2 } = new MessageChannel();
  const messages = Array.from({ length: rounds }, make);
  let left = rounds;
  const done = new Promise<void>((resolve) => port2.on('message', () => { if (--left === 0) resolve(); }));
  const t0 = performance.now();
  for (const { message, transfer } of messages) port1.postMessage(message, transfer);
  await done;
  const ms = (performance.now() - t0) / rounds;
  port1.close();
  return ms;
}

const copy = (p: Patch): Patch => ({ ...p, views: p.views.map((v: ViewPatch) => ({ ints: v.ints.slice(), floats: v.floats.slice(), strings: v.strings })) });

export default async function run(args: string[] = []): Promise<Record<string, number | boolean>> {
  const size = isSmoke(args) ? SMOKE : FULL;
  const { rows: ROWS, listed: LISTED, rounds: ROUNDS } = size;
  const now = (at(13.6) + 20 * 60) * 1000;
  const ctx = ctxOf({ dayStart: DAY_START });
  const before = stateOf(day(0, size), LISTED);
  const after = stateOf(day(1, size), LISTED);
  const changes = emptyChanges();
  for (let i = 0; i < ROWS; i++) changes.matches.football.add(10_000 + i);
  const highlightUntil = (id: number) => (id < 10_000 + ROWS ? now + 10_000 : 0);

  // The flush as the worker builds it: one index update, 1 000 re-projections and diffs, one packed patch.
  let patch: Patch | undefined;
  let page: PageModel | undefined;
  let buildMs = Infinity;
  for (let i = 0; i < size.builds; i++) {
    const patcher = new ViewPatcher(1, footballSpec(), before, ctx);
    page = PageModel.of([patcher.initial({ now: now - 60_000, settings: DEFAULT_SETTINGS, highlightUntil: () => 0 })]);
    const t0 = performance.now();
    const view = patcher.update({ state: after, changes, ctx, projection: { now, settings: DEFAULT_SETTINGS, highlightUntil } })!;
    buildMs = Math.min(buildMs, performance.now() - t0);
    patch = { now, dayStart: DAY_START, views: [view] };
  }
  const t0 = performance.now();
  page!.apply(patch!.views[0]);
  const applyMs = performance.now() - t0;
  const changedRows = Object.values(page!.model.rows).filter((r) => r.highlighted).length;
  if (changedRows !== ROWS) throw new Error(`expected ${ROWS} changed rows on the page, got ${changedRows}`);

  // The anchor: the same change, as the objects a plain implementation would post.
  const objects = Object.values(page!.model.rows).filter((r) => r.highlighted)
    .map((r) => ({ id: r.id, score: r.score, highlighted: r.highlighted, minute: r.sport === 'football' ? r.minute : '', minuteRank: r.sport === 'football' ? r.minuteRank : 0 }));

  const ours = patchBytes(patch!);
  const oursSerialized = serialize(patch!).byteLength;
  const objectBytes = serialize(objects).byteLength;
  const oursPost = await postTimes(() => { const p = copy(patch!); return { message: p, transfer: transferablesOf(p) as NodeTransferable[] }; }, ROUNDS);
  const objectsPost = await postTimes(() => ({ message: objects, transfer: [] }), ROUNDS);
  const oursBurst = await burstTime(() => { const p = copy(patch!); return { message: p, transfer: transferablesOf(p) as NodeTransferable[] }; }, ROUNDS);
  const objectsBurst = await burstTime(() => ({ message: objects, transfer: [] }), ROUNDS);

  console.log(`one flush, ${fmt(ROWS)} changed rows of ${fmt(LISTED)} listed (goal: score, highlight, minute)`);
  const met = ours / ROWS <= TARGET_BYTES_PER_ROW;
  console.log(`ours: ${fmt(ours)} bytes = ${(ours / ROWS).toFixed(1)} bytes per changed row (target ≤ ${TARGET_BYTES_PER_ROW}: ${verdict(met)}); built in ${buildMs.toFixed(2)} ms, decoded and applied in ${applyMs.toFixed(2)} ms`);
  console.log(`ours, postMessage with transfer: post ${(oursPost.post * 1000).toFixed(0)} µs, post → received ${(oursPost.delivered * 1000).toFixed(0)} µs (median of ${ROUNDS})`);
  console.log(`anchor: ${fmt(ROWS)} objects with the changed fields: ${fmt(objectBytes)} bytes serialized = ${(objectBytes / ROWS).toFixed(1)} per row; post ${(objectsPost.post * 1000).toFixed(0)} µs, post → received ${(objectsPost.delivered * 1000).toFixed(0)} µs`);
  console.log(`${fmt(ROUNDS)} posted back to back, per flush until received: ours ${(oursBurst * 1000).toFixed(0)} µs, anchor ${(objectsBurst * 1000).toFixed(0)} µs`);
  console.log(`ours vs anchor: ${(objectBytes / ours).toFixed(1)}× fewer bytes, post → received ${(objectsPost.delivered / oursPost.delivered).toFixed(1)}× faster (${(objectsBurst / oursBurst).toFixed(1)}× back to back)`);
  return {
    met, changedRows: ROWS, patchBytes: ours, bytesPerChangedRow: +(ours / ROWS).toFixed(1), patchSerializedBytes: oursSerialized,
    buildMs: +buildMs.toFixed(2), applyMs: +applyMs.toFixed(2),
    postUs: Math.round(oursPost.post * 1000), deliveredUs: Math.round(oursPost.delivered * 1000),
    objectBytes, objectBytesPerRow: +(objectBytes / ROWS).toFixed(1),
    objectPostUs: Math.round(objectsPost.post * 1000), objectDeliveredUs: Math.round(objectsPost.delivered * 1000),
    burstUsPerFlush: Math.round(oursBurst * 1000), objectBurstUsPerFlush: Math.round(objectsBurst * 1000),
  };
}
