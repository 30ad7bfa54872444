// [STYLE 9] the incrementally kept view must equal a from-scratch computeView after every batch, whatever the
// batching, tab, filter, settings, pins, follows, sort direction and day boundary.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../events';
import { fold } from '../fold/fold';
import type { LiveState } from '../model';
import { EMPTY_STATE } from '../model';
import { DEFAULT_SETTINGS } from '../rules/settings';
import { computeView } from './compute-view';
import { listSource } from './list-source';
import { rowOf } from './row-projection';
import { applySplices } from './row-splices';
import { bigViewSpecArb, contextsArb, cutsArb, feedArb, viewSpecArb } from './test-support/arbitraries';
import { DAY_START } from './test-support/builders';
import { sectionOf } from './sections';
import { FOCUS_LEAD_LIMIT, FOCUS_SECTION_LIMIT } from './trimming';
import { ViewIndex } from './view-index';
import type { Section, ViewContext, ViewRow, ViewSpec } from './view-spec';
import { SECTIONS } from './view-spec';

const SEED = 424_242;

function batches(events: readonly FeedEvent[], cuts: readonly number[]): FeedEvent[][] {
  const points = [...new Set(cuts.map((c) => c % (events.length + 1)))].sort((a, b) => a - b);
  const out: FeedEvent[][] = [];
  let from = 0;
  for (const p of [...points, events.length]) {
    out.push(events.slice(from, p));
    from = p;
  }
  return out;
}

/** The row fields of every listed id, as the patch builder would project them. */
function projections(state: LiveState, spec: ViewSpec, ctx: ViewContext, ids: readonly number[]) {
  const source = listSource(state, spec, ctx);
  const now = DAY_START + 12 * 3_600_000;
  return new Map(ids.map((id) => [id, rowOf(source.match(id)!, state, now, DEFAULT_SETTINGS, { ...ctx, tab: spec.tab })]));
}

const matchIds = (rows: readonly { kind: string; id?: number }[]) => rows.flatMap((r) => (r.kind === 'match' ? [r.id!] : []));

/** What any correct view looks like, checked without the view code's own placement and ordering. */
function checkShape(state: LiveState, spec: ViewSpec, ctx: ViewContext, rows: readonly ViewRow[]): void {
  const ids = matchIds(rows);
  expect(new Set(ids).size).toBe(ids.length);
  const source = listSource(state, spec, ctx);
  const firstDivider = rows.findIndex((r) => r.kind === 'divider');
  const lead = matchIds(firstDivider < 0 ? rows : rows.slice(0, firstDivider));
  const pins = [...new Set(ctx.pinned)];
  expect(lead).toEqual(pins.filter((id) => lead.includes(id))); // [LS-6] pin order
  let sectionAt = -1;
  let section: Section | undefined;
  let count = 0;
  let last: number | undefined;
  for (const r of firstDivider < 0 ? [] : rows.slice(firstDivider)) {
    if (r.kind === 'divider') {
      if (section) expect(count).toBeGreaterThan(0); // [LS-2] no divider for an empty section
      expect(SECTIONS.indexOf(r.section)).toBeGreaterThan(sectionAt); // [LS-1] section order
      sectionAt = SECTIONS.indexOf(r.section);
      section = r.section;
      count = 0;
      last = undefined;
      continue;
    }
    const m = source.match(r.id)!;
    expect(sectionOf(m, ctx.dayStart)).toBe(section); // [LS-2] [LS-3]
    if (last !== undefined) expect(spec.sortDirection === 'order' ? m.matchTime >= last : m.matchTime <= last).toBe(true); // [LS-5]
    last = m.matchTime;
    count++;
    if (spec.list === 'focus') expect(count).toBeLessThanOrEqual(FOCUS_SECTION_LIMIT); // [LS-4]
  }
  if (spec.list === 'focus') expect(lead.length).toBeLessThanOrEqual(FOCUS_LEAD_LIMIT); // [LS-4]
}

export function checkIncremental(events: readonly FeedEvent[], cuts: readonly number[], spec: ViewSpec, contexts: readonly ViewContext[]): void {
  let state = EMPTY_STATE;
  const index = new ViewIndex(state, spec, contexts[0]);
  batches(events, cuts).forEach((batch, i) => {
    const ctx = contexts[(i + 1) % contexts.length];
    const before = index.rows;
    const beforeState = state;
    const beforeCtx = contexts[i % contexts.length];
    const result = fold(state, batch);
    state = result.state;
    const update = index.update(state, result.changes, ctx);
    const fresh = computeView(state, spec, ctx);
    checkShape(state, spec, ctx, fresh.rows);
    expect(update.rows).toEqual(fresh.rows);
    expect(update.empty).toBe(fresh.empty);
    expect(applySplices(before, update.splices)).toEqual(update.rows);
    expect(update.moved).toBe(JSON.stringify(before) !== JSON.stringify(update.rows));
    // Rows listed before and after whose fields changed must be reported for re-projection.
    const kept = matchIds(update.rows).filter((id) => matchIds(before).includes(id));
    const old = projections(beforeState, spec, { ...beforeCtx, dayStart: ctx.dayStart }, kept);
    const now = projections(state, spec, ctx, kept);
    for (const id of kept) {
      if (JSON.stringify(old.get(id)) !== JSON.stringify(now.get(id))) expect(update.touchedRows).toContain(id);
    }
  });
}

describe('view index against computeView', () => {
  it('[LS-1] [LS-2] [LS-3] [LS-4] [LS-5] [LS-6] [LS-9] [LS-10] incremental view equals the from-scratch view after every batch', () => {
    const caseArb = viewSpecArb.chain((spec) => fc.tuple(feedArb, cutsArb, fc.constant(spec), contextsArb(spec.sport)));
    fc.assert(fc.property(caseArb, ([events, cuts, spec, contexts]) => checkIncremental(events, cuts, spec, contexts)), { seed: SEED, numRuns: 300 });
  });
});

describe('view index on long lists', () => {
  it('[LS-4] trimmed focus lists stay equal to the from-scratch view, and the limits are reached', () => {
    let trimmedSections = 0;
    let trimmedPins = 0;
    const caseArb = bigViewSpecArb.chain((spec) => fc.tuple(feedArb, cutsArb, fc.constant(spec), contextsArb(spec.sport)));
    fc.assert(fc.property(caseArb, ([events, cuts, spec, contexts]) => {
      checkIncremental(events, cuts, spec, contexts);
      if (spec.list !== 'focus') return;
      const state = fold(EMPTY_STATE, events).state;
      const ctx = contexts[batches(events, cuts).length % contexts.length];
      const full = computeView(state, { ...spec, list: 'today' }, ctx).rows;
      const runs = full.map((r) => r.kind).join('').split('divider');
      if (runs.slice(1).some((run) => run.length / 'match'.length > FOCUS_SECTION_LIMIT)) trimmedSections++;
      if (runs[0].length / 'match'.length > FOCUS_LEAD_LIMIT) trimmedPins++;
    }), { seed: SEED + 1, numRuns: 150 });
    // The property is only worth something if trimming actually happened.
    expect(trimmedSections).toBeGreaterThan(10);
    expect(trimmedPins).toBeGreaterThan(3);
  });
});
