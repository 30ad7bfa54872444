import { describe, expect, it } from 'vitest';
import type { Match, Patch } from '../../engine/core';
import { DEFAULT_SETTINGS, emptyChanges, ViewPatcher } from '../../engine/core';
import { at, ctxOf, DAY_START, footballSpec, matchOf, stateOf } from '../../engine/core/views/test-support/builders';
import { PatchSequencer } from './patch-sequencer';
import { ViewStore } from './view-store';

const going = (id: number, home: number): Match => matchOf('football', id, { statusId: 2, matchTime: at(19), goingTime: at(19), homeScores: [home, 0, 0, 0, 0] });
const projection = { now: at(19.5) * 1000, settings: DEFAULT_SETTINGS, highlightUntil: () => 0 };
const asPatch = (view: Patch['views'][number]): Patch => ({ now: projection.now, dayStart: DAY_START, views: [view] });

/** Subscription `id`'s first patch and the patches of three goals. */
function stream(id: number): Patch[] {
  const ctx = ctxOf();
  const patcher = new ViewPatcher(id, footballSpec(), stateOf([going(1, 0)]), ctx);
  const out = [asPatch(patcher.initial(projection))];
  for (let goals = 1; goals <= 3; goals++) {
    const changes = emptyChanges();
    changes.matches.football.add(1);
    out.push(asPatch(patcher.update({ state: stateOf([going(1, goals)]), changes, ctx, projection })!));
  }
  return out;
}

function sequencer() {
  const events = { triggers: 0, broken: [] as string[] };
  const seq = new PatchSequencer({ triggers: (t) => { events.triggers += t.length; }, broken: (_id, reason) => events.broken.push(reason) });
  return { seq, events };
}

describe('PatchSequencer', () => {
  it('patches that overtake the subscribe answer wait for it, then apply in version order', () => {
    const { seq, events } = sequencer();
    const [first, a, b, c] = stream(7);
    seq.expect();
    seq.onPatch(c);
    seq.onPatch(a);
    const store = new ViewStore('football');
    seq.attach(7, store, first);
    seq.answered();
    expect(store.state.rows[1].score).toBe('1-0'); // b has not come: c waits
    seq.onPatch(b);
    expect(store.state.rows[1].score).toBe('3-0');
    expect(store.version).toBe(4);
    expect(events.triggers).toBe(0); // no goal signals were passed in
  });

  it('patches for no subscription in sight are dropped; a patch that does not read breaks only its view', () => {
    const { seq, events } = sequencer();
    const [, a] = stream(3);
    seq.onPatch(a); // nobody subscribing: another page's, or an old subscription's
    const [first, next] = stream(4);
    const store = new ViewStore('football');
    seq.expect();
    seq.attach(4, store, first);
    seq.answered();
    seq.onPatch({ ...next, views: [{ ...next.views[0], ints: next.views[0].ints.subarray(0, 11) }] });
    expect(events.broken).toEqual([expect.stringMatching(/^truncated/)]);
    expect(store.state.error).toMatch(/^truncated/);
  });
});
