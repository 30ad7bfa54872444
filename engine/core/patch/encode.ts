// Building a ViewPatch: a row's changed fields as raw values (row-change), then the patch around them, with the
// strings and ids it introduces announced in front. Pure; the tables are the subscription's own.
import type { Sport } from '../sport';
import type { MatchRow } from '../views/row-types';
import type { RowSplice } from '../views/row-splices';
import type { ViewRow } from '../views/view-spec';
import { SECTIONS } from '../views/view-spec';
import type { Field } from './fields';
import { addField, fieldsOf } from './fields';
import type { RawRow, RawTrigger } from './raw-patch';
import { packViewPatch } from './raw-patch';
import type { InternTables } from './tables';
import type { Trigger, ViewPatch } from './view-patch';
import { LATE_BIT, sideBits, TRIGGER_KINDS } from './view-patch';

/** A row field's value: every field of either row type is one of these (row-types.ts). */
type Value = string | number | boolean | readonly string[];

const valueOf = (row: MatchRow, name: string): Value => (row as unknown as Readonly<Record<string, Value>>)[name];

function sameValue(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function pushValue(out: number[], field: Field<MatchRow>, value: Value, tables: InternTables): void {
  switch (field.kind) {
    case 'int': out.push(Number(value) | 0); return;
    case 'bool': out.push(value ? 1 : 0); return;
    case 'str': out.push(tables.string(String(value))); return;
    case 'strs': {
      const list = Array.isArray(value) ? value : [];
      out.push(list.length);
      for (const s of list) out.push(tables.string(s));
      return;
    }
  }
}

/** The fields of `next` that differ from `previous` (all of them for a row the page has not got), or null. */
export function rowChange(previous: MatchRow | undefined, next: MatchRow, tables: InternTables): RawRow | null {
  const fields = fieldsOf(next.sport);
  const values: number[] = [];
  let mask: number[] | null = null;
  for (let f = 0; f < fields.length; f++) {
    const field = fields[f];
    const value = valueOf(next, field.name);
    if (previous && sameValue(valueOf(previous, field.name), value)) continue;
    addField((mask ??= []), f);
    pushValue(values, field, value, tables);
  }
  return mask === null ? null : { slot: tables.id(next.id), mask, values };
}

export function refOf(row: ViewRow, tables: InternTables): number {
  return row.kind === 'match' ? tables.id(row.id) : -1 - SECTIONS.indexOf(row.section);
}

export interface ViewPatchContent {
  readonly subscription: number;
  readonly version: number;
  readonly reset: boolean;
  readonly sport: Sport;
  readonly rows: readonly RawRow[];
  readonly splices: readonly RowSplice[];
  readonly triggers: readonly Trigger[];
}

export function encodeViewPatch(c: ViewPatchContent, tables: InternTables): ViewPatch {
  const splices = c.splices.map((s) => ({ index: s.index, deleteCount: s.deleteCount, refs: s.rows.map((r) => refOf(r, tables)) }));
  const triggers: RawTrigger[] = c.triggers.map((t) => ({
    kind: TRIGGER_KINDS.indexOf(t.kind), sides: sideBits(t.sides) | (t.late ? LATE_BIT : 0), slot: tables.id(t.matchId), at: t.at,
    room: t.room ?? -1,
  }));
  const added = tables.takeAdded(); // last: rows, splices and triggers above may all have added entries
  return packViewPatch({
    subscription: c.subscription, fromVersion: c.version, toVersion: c.version, reset: c.reset, sport: c.sport,
    newStrings: added.strings, newIds: added.ids, rows: c.rows, splices, triggers,
  });
}
