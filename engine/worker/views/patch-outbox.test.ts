import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Match, Patch } from '../../core';
import { emptyChanges } from '../../core';
import { FOOTBALL_SCORE } from '../../core/scores';
import { at, matchOf, stateOf } from '../../core/views/test-support/builders';
import { DEFAULT_LOCAL_ITEMS } from '../persist/local-items';
import { ManualScheduler } from '../../time/manual-scheduler';
import { PageViews } from '../test-support/page-views';
import { carriesTriggers, PAGE_PATCH_INTERVAL_MS, PatchOutbox } from './patch-outbox';
import { ViewHub } from './view-hub';

const going = (id: number, home: number): Match => matchOf('football', id, { statusId: 2, matchTime: at(19), goingTime: at(19), homeScores: [home, 0, 0, 0, 0] });

/** A hub posting into an outbox, and a way to fold a score change. */
function world(paced = false) {
  const scheduler = new ManualScheduler(at(19.5) * 1000);
  const outbox = new PatchOutbox(paced ? scheduler : undefined);
  const posts: Patch[] = []; // every flush as the hub posted it
  const hub = new ViewHub({ scheduler, local: DEFAULT_LOCAL_ITEMS, post: (p) => { posts.push(p); outbox.post(p); } });
  const score = (home: number) => {
    const changes = emptyChanges();
    changes.matches.football.add(1);
    hub.batch({ state: stateOf([going(1, home), going(2, 0)]), changes, ts: scheduler.now() });
  };
  score(0);
  return { outbox, hub, score, scheduler, posts };
}

describe('PatchOutbox', () => {
  it('[STYLE 5] while the page is busy, the next flushes merge into one patch, and the page ends where it would have', async () => {
    const w = world();
    const slow = new PageViews();
    const quick = new PageViews();
    const subscribe = () => w.hub.subscribe({ sport: 'football', list: 'today', tab: 'all' });
    const answer = subscribe();
    slow.accept(answer);
    quick.accept(answer);
    let release: () => void = () => {};
    const delivered: Patch[] = [];
    w.outbox.add((patch) => {
      delivered.push(patch);
      slow.apply(patch);
      return new Promise<void>((resolve) => { release = resolve; });
    });
    w.outbox.add(quick.apply);
    for (let goals = 1; goals <= 4; goals++) w.score(goals);
    expect(delivered).toHaveLength(1); // the first; the other three wait, merged
    expect(w.outbox.counts).toEqual({ posted: 4, delivered: 5, merged: 2 });
    release();
    await Promise.resolve();
    await Promise.resolve();
    expect(delivered).toHaveLength(2);
    expect(slow.page(1).model).toEqual(quick.page(1).model);
    expect(slow.page(1).triggers).toEqual(quick.page(1).triggers);
    expect(slow.page(1).triggers).toHaveLength(4);
  });

  it('a listener that throws or rejects is reported and does not stop the next patch', async () => {
    const w = world();
    const problems: string[] = [];
    w.outbox.problems.add((p) => problems.push(p));
    w.hub.subscribe({ sport: 'football', list: 'today', tab: 'all' });
    let calls = 0;
    w.outbox.add(() => {
      calls++;
      if (calls === 1) throw new Error('boom');
      return Promise.reject(new Error('gone'));
    });
    w.score(1);
    w.score(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toBe(2);
    expect(problems).toEqual(['patch listener threw: Error: boom', 'patch listener failed: Error: gone']);
  });

  it('[STYLE 5] paced: one patch at once, the flushes within PAGE_PATCH_INTERVAL_MS after it merged into one, and the page ends where it would have', () => {
    const w = tally(true);
    const delivered: Patch[] = [];
    w.outbox.add((patch) => { delivered.push(patch); w.paced.apply(patch); });
    for (let corners = 1; corners <= 4; corners++) {
      w.fold({ goals: 0, corners }); // no trigger: paced
      w.scheduler.advance(PAGE_PATCH_INTERVAL_MS / 5);
    }
    expect(delivered).toHaveLength(1); // the first at once; the next three wait for the interval, merged
    w.scheduler.advance(PAGE_PATCH_INTERVAL_MS);
    expect(delivered).toHaveLength(2);
    expect(w.outbox.counts).toEqual({ posted: 4, delivered: 2, merged: 2 });
    expect(w.paced.page(1).model).toEqual(w.every().page(1).model);
    w.scheduler.advance(PAGE_PATCH_INTERVAL_MS);
    w.fold({ goals: 0, corners: 5 }); // after a quiet spell: at once
    expect(delivered).toHaveLength(3);
  });

  type Tally = ReturnType<typeof tally>;
  it.each<[string, (w: Tally) => void]>([
    ['[GN-4] a patch carrying a goal trigger', (w) => w.fold({ goals: 1, corners: 2 })],
    ['[LS-6] the patch answering a pin', (w) => w.hub.localChanged({ ...DEFAULT_LOCAL_ITEMS, pinned: { ...DEFAULT_LOCAL_ITEMS.pinned, football: [2] } })],
  ])('paced: %s goes at once, even right after another, taking what waited with it', (_name, jump) => {
    const w = tally(true);
    const delivered: { patch: Patch; at: number }[] = [];
    w.outbox.add((patch) => { delivered.push({ patch, at: w.scheduler.now() }); w.paced.apply(patch); });
    w.fold({ goals: 0, corners: 1 }); // first after quiet: at once
    w.scheduler.advance(10);
    w.fold({ goals: 0, corners: 2 }); // within the interval: waits
    expect(delivered).toHaveLength(1);
    w.scheduler.advance(10);
    jump(w); // at once, with the corner that waited
    expect(delivered).toHaveLength(2);
    expect(delivered[1].at - delivered[0].at).toBeLessThan(PAGE_PATCH_INTERVAL_MS);
    expect(w.paced.page(1).model).toEqual(w.every().page(1).model);
    w.scheduler.advance(PAGE_PATCH_INTERVAL_MS * 2);
    expect(delivered).toHaveLength(2); // nothing was left waiting behind it
  });

  it('[GN-4] the goal patch delivered at once is the one carrying the trigger', () => {
    const w = tally(true);
    const delivered: Patch[] = [];
    w.outbox.add((patch) => { delivered.push(patch); w.paced.apply(patch); });
    w.fold({ goals: 0, corners: 1 });
    w.fold({ goals: 1, corners: 1 });
    expect(delivered).toHaveLength(2);
    expect(carriesTriggers(delivered[1])).toBe(true);
  });

  it('[GN-4] property: paced, every trigger reaches a free page the moment it is posted, other patches keep their interval, and the page ends where an unpaced one does', () => {
    const step = fc.record({ goal: fc.boolean(), wait: fc.integer({ min: 0, max: PAGE_PATCH_INTERVAL_MS * 2 }) });
    fc.assert(fc.property(fc.array(step, { minLength: 1, maxLength: 25 }), (steps) => {
      const w = tally(true);
      const delivered: { patch: Patch; at: number }[] = [];
      w.outbox.add((patch) => { delivered.push({ patch, at: w.scheduler.now() }); w.paced.apply(patch); });
      let goals = 0;
      let corners = 0;
      for (const { goal, wait } of steps) {
        if (goal) goals++; else corners++;
        const before = delivered.length;
        w.fold({ goals, corners });
        const posted = w.posts.at(-1)!;
        if (carriesTriggers(posted)) {
          expect(delivered.length).toBe(before + 1); // at once: the page is synchronous, so always free
          expect(carriesTriggers(delivered.at(-1)!.patch)).toBe(true);
        }
        w.scheduler.advance(wait);
      }
      w.scheduler.advance(PAGE_PATCH_INTERVAL_MS);
      for (let i = 1; i < delivered.length; i++) {
        if (!carriesTriggers(delivered[i].patch)) expect(delivered[i].at - delivered[i - 1].at).toBeGreaterThanOrEqual(PAGE_PATCH_INTERVAL_MS);
      }
      const every = w.every();
      expect(w.paced.page(1).model).toEqual(every.page(1).model);
      expect(w.paced.page(1).triggers).toEqual(every.page(1).triggers);
      expect(w.paced.page(1).triggers).toHaveLength(goals);
    }), { numRuns: 60 });
  });
});

/** A hub posting into a paced outbox; folds change match 1's goals (a trigger) or its corners (none). */
function tally(withPacing: boolean) {
  const scheduler = new ManualScheduler(at(19.5) * 1000);
  const outbox = new PatchOutbox(withPacing ? scheduler : undefined);
  const posts: Patch[] = [];
  const hub = new ViewHub({ scheduler, local: DEFAULT_LOCAL_ITEMS, post: (p, action) => { posts.push(p); outbox.post(p, action); } });
  const match = (goals: number, corners: number): Match => {
    const homeScores = [goals, 0, 0, 0, 0];
    homeScores[FOOTBALL_SCORE.corners] = corners;
    return matchOf('football', 1, { statusId: 2, matchTime: at(19), goingTime: at(19), homeScores });
  };
  const fold = ({ goals, corners }: { goals: number; corners: number }) => {
    const changes = emptyChanges();
    changes.matches.football.add(1);
    hub.batch({ state: stateOf([match(goals, corners), going(2, 0)]), changes, ts: scheduler.now() });
  };
  fold({ goals: 0, corners: 0 });
  const answer = hub.subscribe({ sport: 'football', list: 'today', tab: 'all' });
  const paced = new PageViews();
  paced.accept(answer);
  /** An unpaced page that applied every flush one by one. */
  const every = () => {
    const page = new PageViews();
    page.accept(answer);
    posts.forEach(page.apply);
    return page;
  };
  return { outbox, hub, fold, scheduler, posts, paced, every };
}
