// The match centre live (issue #13): whatever frames come for a match and however they are batched, the page that
// applies the posted detail patches in order ends with what a fresh look at the final state shows — matchDetail of
// its DetailRecord, its match and list row — and a batch that touches only other matches posts nothing for it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent, LiveState, MatchDetail, MatchDetailPatch, MatchDetailView, Patch, Unstamped } from '../../core';
import { applyDetailPatch, EMPTY_STATE, fold, loadingDetailView } from '../../core';
import { centreEventArb } from '../../core/test-support/centre';
import { deltaArb, matchArb, snapshotArb, stamp } from '../../core/test-support/world';
import { ManualScheduler } from '../../time/manual-scheduler';
import { matchDetail } from '../../wire/detail/materialise';
import { DEFAULT_LOCAL_ITEMS } from '../persist/local-items';
import { ViewHub } from './view-hub';

const WATCHED = 1;
// Counterexamples the property found, replayed by seed and path (fast-check's own replay: the path is the shrunk case
// only while this file's arbitraries stay as they are; each shape is also an example in detail-watches.test.ts).
const REGRESSION_968408402 = '42:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:4:3:3:1:1:1:1:1:1:1:2:1:1:1:2:1:1:1:1:1:1:1:1:1:1:1:1:1:1:1:1:1:1:1:1:2:2:2:2:2:2:2:2:6:8:15:12:15';
const REGRESSION_503338137 = '65:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:3:1:7:7:7:7:7:7:7:7:7:7:7:11:11:14:14:14:17:20:20:20:20:20:20:20:20:20:20:20:20:20:20:20:20:20:20:20:20:20:20:20:20:23:23:23:23:25:27:27:27:28:28:28:28:28:28:28:28:28:28:28:28:28:28:28:28:28:28:28:28:28:28:28:28:29:29:46:46:47:47';
const LISTS: readonly (keyof MatchDetail)[] = ['incidents', 'stats', 'textLive', 'varChecks', 'playerStats', 'seats', 'lineup', 'odds', 'momentum'];

/** Half the world's frames retargeted at the watched match, so it gets many; the rest hit the others. */
const frameArb: fc.Arbitrary<Unstamped> = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(deltaArb('football'), fc.boolean()).map(([e, retarget]) => (retarget && 'matchId' in e ? Object.assign({}, e, { matchId: WATCHED }) : e)) },
  { weight: 1, arbitrary: deltaArb('basketball') },
  { weight: 4, arbitrary: centreEventArb(fc.constantFrom(WATCHED, WATCHED, 2)) },
);

/** Mostly with the watched match in the lists from the start; sometimes without (it may come by an upsert). */
const listsArb = fc.tuple(snapshotArb('football'), matchArb('football', WATCHED), fc.boolean()).map(([snapshot, watched, lacking]) => (
  lacking || snapshot.matches.some((m) => m.id === WATCHED) ? snapshot : { ...snapshot, matches: [...snapshot.matches, watched] }
));

const stepArb = fc.record({ size: fc.integer({ min: 1, max: 6 }), advance: fc.constantFrom(0, 0, 0, 5_000, 20_000, 100_000) });

/** The header row's minute is held against the row shown before [MN-4]: a fresh look may read it otherwise. */
function comparable(view: MatchDetailView): unknown {
  if (view.row === null || view.row.sport !== 'football') return view;
  const { minute: _m, minuteRank: _r, ...row } = view.row;
  return { ...view, row };
}

function partsFor(patches: readonly Patch[], id: number): MatchDetailPatch[] {
  return patches.flatMap((p) => (p.details ?? []).filter((d) => d.subscription === id));
}

/**
 * The page's model after every frame and step: the patches applied in order to the first value equal a fresh look
 * at the final state, and a batch with no time passed that names neither the match nor its sport's lists posts
 * nothing for it.
 */
const centreFollowsState = fc.property(
  listsArb, fc.array(frameArb, { minLength: 5, maxLength: 60 }), fc.array(stepArb, { maxLength: 20 }), fc.nat(3),
  (snapshot, frames, steps, watchAt) => {
    const events = stamp([snapshot, ...frames]);
    const scheduler = new ManualScheduler(events[0].ts);
    const patches: Patch[] = [];
    const hub = new ViewHub({ scheduler, local: DEFAULT_LOCAL_ITEMS, post: (p) => { patches.push(p); } });
    let state: LiveState = EMPTY_STATE;
    let watch: number | undefined;
    const start = () => {
      const answer = hub.watchMatch(7, 'football', WATCHED);
      if (!answer.ok) throw new Error(answer.reason);
      patches.push(answer.patch);
      watch = answer.id;
    };
    let at = 0;
    for (let i = 0; at < events.length; i++) {
      if (i === watchAt) start();
      const step = steps[i % Math.max(steps.length, 1)] ?? { size: 3, advance: 0 };
      scheduler.advance(step.advance);
      const chunk: FeedEvent[] = events.slice(at, at + step.size);
      at += chunk.length;
      const folded = fold(state, chunk);
      state = folded.state;
      const before = patches.length;
      hub.batch({ state, changes: folded.changes, ts: scheduler.now() });
      const named = folded.changes.matches.football.has(WATCHED) || folded.changes.details.football.has(WATCHED) || folded.changes.replaced.has('football');
      if (watch !== undefined && step.advance === 0 && !named) expect(partsFor(patches.slice(before), watch)).toEqual([]);
    }
    if (watch === undefined) start();
    const applied = partsFor(patches, watch!).reduce(applyDetailPatch, loadingDetailView('football', WATCHED));
    expect(partsFor(patches, watch!)[0].kind).toBe('full');
    const fresh = hub.watchMatch(8, 'football', WATCHED);
    if (!fresh.ok) throw new Error(fresh.reason);
    const first = fresh.patch.details?.[0];
    expect(first?.kind).toBe('full');
    if (first?.kind !== 'full') return;
    expect(comparable(applied)).toEqual(comparable(first.view));
    const detail = matchDetail(state.football.details[WATCHED]);
    for (const list of LISTS) expect(applied[list]).toEqual(detail[list]);
    expect(applied.match).toEqual(state.football.matches[WATCHED] ?? null);
    expect(applied.status).toBe(state.football.matches[WATCHED] ? 'live' : 'unknown');
  },
);

describe('DetailWatches through the ViewHub (issue #13)', () => {
  it('the patches applied in order to the first value equal matchDetail of the final state; other matches post nothing', () => {
    fc.assert(centreFollowsState, { numRuns: 150 });
  });

  // A goal highlight the header kept after its 10 s had run out: no update re-projected a row the clock alone changes.
  it('[GN-5] seed -968408402: a goal highlight on the header ends when its time runs out, with no further frame', () => {
    fc.assert(centreFollowsState, { seed: -968408402, path: REGRESSION_968408402, endOnFailure: true });
  });

  // Found by a clean-clone run: a VAR frame for a match the feed calls abnormal (status 0: no live minute), then 200 s
  // with no frame for it. The update after the flag's end skipped the watch (it asked whether the match's flag was
  // running, not whether the header still showed it), so the header kept varActive.
  it('[RT-3] seed -503338137: a VAR flag on a match not going clears when its 3 minutes run out, with no further frame', () => {
    fc.assert(centreFollowsState, { seed: -503338137, path: REGRESSION_503338137, endOnFailure: true });
  });
});
