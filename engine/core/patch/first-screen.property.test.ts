// The first screen first (SubscribeOptions.firstRows): the patch that fills a page's empty list — the
// subscription's first, or the first batch after it when the lists had not come yet — carries exactly the list's
// first `firstRows` entries in the list's order, and the one patch right after it the rest, so that the page's
// model is then the whole list, as a patcher without firstRows would have made it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyChanges } from '../fold/draft';
import type { Match } from '../model';
import { EMPTY_STATE } from '../model';
import { DEFAULT_SETTINGS } from '../rules/settings';
import { computeView } from '../views/compute-view';
import { at, ctxOf, footballSpec, matchOf, stateOf } from '../views/test-support/builders';
import { expectPageEquals, PageModel } from './test-support/page-model';
import { ViewPatcher } from './view-patcher';

const NOW = (at(12) + 60) * 1000;
const projection = { now: NOW, settings: DEFAULT_SETTINGS, highlightUntil: () => 0 };
const ctx = ctxOf();
const spec = footballSpec();

/** A day of football matches: some going, some to come, some over, across two competitions. */
const day = fc.uniqueArray(fc.integer({ min: 1, max: 5_000 }), { maxLength: 120 }).chain((ids) =>
  fc.tuple(...ids.map((id) => fc.record({ status: fc.constantFrom(1, 2, 8), hour: fc.integer({ min: 0, max: 23 }), competition: fc.constantFrom(1, 2) })
    .map(({ status, hour, competition }): Match => matchOf('football', id, {
      statusId: status, matchTime: at(hour) + id, goingTime: status === 2 ? at(11) : 0, competitionId: competition, homeScores: [0, 0, 0, 0, 0],
    })))));

function allChanged(matches: readonly Match[]) {
  const c = emptyChanges();
  for (const m of matches) c.matches.football.add(m.id);
  return c;
}

describe('ViewPatcher, first screen first', () => {
  it('[LS-1] a subscription\'s first patch holds its first screen\'s rows in the list\'s order; the next completes the list exactly', () => {
    fc.assert(fc.property(day, fc.integer({ min: 1, max: 60 }), (matches, firstRows) => {
      const state = stateOf(matches);
      const patcher = new ViewPatcher(1, spec, state, ctx, firstRows);
      const page = new PageModel();
      page.apply(patcher.initial(projection));
      const list = computeView(state, spec, ctx).rows;
      expect(page.model.order).toEqual(list.slice(0, firstRows));
      expect(Object.keys(page.model.rows).length).toBe(list.slice(0, firstRows).filter((r) => r.kind === 'match').length);
      const rest = patcher.takeRest(projection);
      if (list.length <= firstRows) expect(rest).toBeNull();
      else page.apply(rest!);
      expect(patcher.takeRest(projection)).toBeNull();
      expectPageEquals(page.model, { state, spec, ctx, now: NOW, settings: DEFAULT_SETTINGS, highlightUntil: () => 0 });
    }), { numRuns: 150 });
  });

  it('[LS-1] subscribed before the lists came: the batch that fills the list comes first screen first too, and later batches follow on', () => {
    fc.assert(fc.property(day, fc.integer({ min: 1, max: 60 }), (matches, firstRows) => {
      const patcher = new ViewPatcher(1, spec, EMPTY_STATE, ctx, firstRows);
      const page = new PageModel();
      page.apply(patcher.initial(projection));
      expect(patcher.takeRest(projection)).toBeNull();
      const state = stateOf(matches);
      const filled = patcher.update({ state, changes: allChanged(matches), ctx, projection });
      const list = computeView(state, spec, ctx).rows;
      if (list.length === 0) {
        expect(filled).toBeNull();
        return;
      }
      page.apply(filled!);
      expect(page.model.order).toEqual(list.slice(0, firstRows));
      const rest = patcher.takeRest(projection);
      if (rest) page.apply(rest);
      const oracle = { spec, ctx, now: NOW, settings: DEFAULT_SETTINGS, highlightUntil: () => 0 };
      expectPageEquals(page.model, { ...oracle, state });
      // A later batch (every match finished) diffs against the whole list the page now has.
      const finished = matches.map((m) => ({ ...m, statusId: 8 }));
      const next = stateOf(finished);
      const update = patcher.update({ state: next, changes: allChanged(finished), ctx, projection });
      if (update) page.apply(update);
      expect(patcher.takeRest(projection)).toBeNull();
      expectPageEquals(page.model, { ...oracle, state: next });
    }), { numRuns: 150 });
  });
});
