// Merging patches before they cross the boundary (STYLE.md item 5): while the page is still busy with the last
// patch, the next flushes fold into one, so a slow or hidden page gets one catch-up patch instead of a queue.
// Merged = applying the first, then the second: the later value of a field wins, splices and triggers follow one
// another, and the tables' additions are concatenated (the second patch's indices already count the first's).
import type { Field } from './fields';
import { addField, fieldsOf, hasField } from './fields';
import type { RawRow, RawViewPatch } from './raw-patch';
import { packViewPatch, unpackViewPatch } from './raw-patch';
import type { Patch, ViewPatch } from './view-patch';
import { subscriptionOf } from './view-patch';
import type { MatchRow } from '../views/row-types';

export type MergeError = { readonly ok: false; readonly reason: 'unreadable' | 'otherSubscription' | 'notConsecutive'; readonly detail: string };

/** Raw values of a row by field index (a 'strs' field keeps its count in front). */
function byField(row: RawRow, fields: readonly Field<MatchRow>[]): Map<number, number[]> {
  const out = new Map<number, number[]>();
  let at = 0;
  for (let f = 0; f < fields.length; f++) {
    if (!hasField(row.mask, f)) continue;
    const width = fields[f].kind === 'strs' ? 1 + row.values[at] : 1;
    out.set(f, row.values.slice(at, at + width));
    at += width;
  }
  return out;
}

function mergeRows(a: readonly RawRow[], b: readonly RawRow[], fields: readonly Field<MatchRow>[]): RawRow[] {
  const rows = new Map<number, Map<number, number[]>>();
  for (const r of [...a, ...b]) {
    const into = rows.get(r.slot);
    if (!into) rows.set(r.slot, byField(r, fields));
    else for (const [f, v] of byField(r, fields)) into.set(f, v);
  }
  return [...rows].map(([slot, values]) => {
    const mask: number[] = [];
    const flat: number[] = [];
    for (let f = 0; f < fields.length; f++) {
      const v = values.get(f);
      if (!v) continue;
      addField(mask, f);
      flat.push(...v);
    }
    return { slot, mask, values: flat };
  });
}

export function mergeRaw(a: RawViewPatch, b: RawViewPatch): RawViewPatch | MergeError {
  if (a.subscription !== b.subscription) return { ok: false, reason: 'otherSubscription', detail: `${a.subscription} and ${b.subscription}` };
  if (b.reset) return b; // a fresh start: nothing of `a` survives it
  if (b.fromVersion !== a.toVersion + 1) return { ok: false, reason: 'notConsecutive', detail: `${a.fromVersion}…${a.toVersion} then ${b.fromVersion}…${b.toVersion}` };
  return {
    subscription: a.subscription, fromVersion: a.fromVersion, toVersion: b.toVersion, reset: a.reset, sport: a.sport,
    newStrings: [...a.newStrings, ...b.newStrings], newIds: [...a.newIds, ...b.newIds],
    rows: mergeRows(a.rows, b.rows, fieldsOf(a.sport)),
    splices: [...a.splices, ...b.splices],
    triggers: [...a.triggers, ...b.triggers],
  };
}

/** One ViewPatch doing what `a` then `b` do. */
export function mergeViewPatches(a: ViewPatch, b: ViewPatch): ViewPatch | MergeError {
  const ra = unpackViewPatch(a);
  const rb = unpackViewPatch(b);
  if (!ra.ok) return { ok: false, reason: 'unreadable', detail: ra.detail };
  if (!rb.ok) return { ok: false, reason: 'unreadable', detail: rb.detail };
  const merged = mergeRaw(ra.raw, rb.raw);
  return 'ok' in merged ? merged : packViewPatch(merged);
}

export function isMergeError<T extends ViewPatch | Patch>(x: T | MergeError): x is MergeError {
  return 'ok' in x;
}

/** One Patch doing what `a` then `b` do: views of one subscription merged, the clock of the later one. */
export function mergePatches(a: Patch, b: Patch): Patch | MergeError {
  const views = new Map<number, ViewPatch>();
  for (const v of a.views) views.set(subscriptionOf(v), v);
  for (const v of b.views) {
    const sub = subscriptionOf(v);
    const before = views.get(sub);
    const merged = before ? mergeViewPatches(before, v) : v;
    if (isMergeError(merged)) return merged;
    views.set(sub, merged);
  }
  // Detail parts are applied in order on the page, so the merged patch carries both, a's first.
  const details = [...(a.details ?? []), ...(b.details ?? [])];
  // So are the live rooms' (each part says the room as it is then, and carries its moment's pop-ups).
  const rooms = [...(a.rooms ?? []), ...(b.rooms ?? [])];
  return {
    now: b.now, dayStart: b.dayStart, views: [...views.values()], ...(details.length > 0 ? { details } : {}),
    ...(rooms.length > 0 ? { rooms } : {}),
  };
}
