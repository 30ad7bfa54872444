import { describe, expect, it } from 'vitest';
import type { Match, Patch } from '../../core';
import { emptyChanges, shanghaiMidnight } from '../../core';
import { at, matchOf, stateOf } from '../../core/views/test-support/builders';
import { DEFAULT_LOCAL_ITEMS } from '../persist/local-items';
import { ManualScheduler } from '../test-support/manual-scheduler';
import { PageViews } from '../test-support/page-views';
import { PatchOutbox } from './patch-outbox';
import { ViewHub } from './view-hub';

const going = (id: number, home: number): Match => matchOf('football', id, { statusId: 2, matchTime: at(19), goingTime: at(19), homeScores: [home, 0, 0, 0, 0] });

/** A hub posting into an outbox, and a way to fold a score change. */
function world() {
  const scheduler = new ManualScheduler(at(19.5) * 1000);
  const outbox = new PatchOutbox();
  const hub = new ViewHub({ scheduler, dayStartOf: shanghaiMidnight, local: DEFAULT_LOCAL_ITEMS, post: (p) => outbox.post(p) });
  const score = (home: number) => {
    const changes = emptyChanges();
    changes.matches.football.add(1);
    hub.batch({ state: stateOf([going(1, home), going(2, 0)]), changes, ts: scheduler.now() });
  };
  score(0);
  return { outbox, hub, score };
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
});
