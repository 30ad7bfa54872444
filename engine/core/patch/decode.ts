// Reading a ViewPatch on the page: the tables grow by what it announces, raw values become row fields, refs
// become rows. Failures are values (a page that gets one resubscribes); nothing is thrown.
import type { MatchRow } from '../views/row-types';
import type { RowSplice } from '../views/row-splices';
import type { ViewRow } from '../views/view-spec';
import { SECTIONS } from '../views/view-spec';
import { fieldsOf, hasField } from './fields';
import type { UnpackError } from './raw-patch';
import { unpackViewPatch } from './raw-patch';
import type { PageTables } from './tables';
import type { DecodedViewPatch, Trigger, ViewPatch } from './view-patch';
import { LATE_BIT, sidesOf, TRIGGER_KINDS } from './view-patch';

export type DecodeError = UnpackError | { readonly ok: false; readonly reason: 'outOfOrder' | 'badIndex'; readonly detail: string };
export type DecodeResult = { readonly ok: true; readonly patch: DecodedViewPatch } | DecodeError;

/** Decodes `view` against the subscription's tables and, when it reads, moves them on (a failure leaves them). */
export function decodeViewPatch(view: ViewPatch, tables: PageTables): DecodeResult {
  const unpacked = unpackViewPatch(view);
  if (!unpacked.ok) return unpacked;
  const raw = unpacked.raw;
  if (!raw.reset && raw.fromVersion !== tables.version + 1) {
    return { ok: false, reason: 'outOfOrder', detail: `patch ${raw.fromVersion}…${raw.toVersion} after version ${tables.version}` };
  }
  // Grown in place (a day's table runs to thousands of entries); a patch that does not read is rolled back.
  const before = { strings: tables.strings.length, ids: tables.ids.length };
  if (raw.reset) {
    tables.strings.length = 0;
    tables.ids.length = 0;
  }
  const { strings, ids } = tables;
  for (const s of raw.newStrings) strings.push(s);
  for (const i of raw.newIds) ids.push(i);
  let bad: string | undefined;
  const str = (i: number) => {
    if (i < 0 || i >= strings.length) bad ??= `string ${i} of ${strings.length}`;
    return strings[i] ?? '';
  };
  const id = (slot: number) => {
    if (slot < 0 || slot >= ids.length) bad ??= `id slot ${slot} of ${ids.length}`;
    return ids[slot] ?? 0;
  };
  const section = (ref: number) => {
    const s = SECTIONS[-1 - ref];
    if (s === undefined) bad ??= `divider ref ${ref}`;
    return s ?? SECTIONS[0];
  };
  const ref = (r: number): ViewRow => (r >= 0 ? { kind: 'match', id: id(r) } : { kind: 'divider', section: section(r) });
  const kind = (k: number) => {
    const t = TRIGGER_KINDS[k];
    if (t === undefined) bad ??= `trigger kind ${k}`;
    return t ?? 'goal';
  };

  const fields = fieldsOf(raw.sport);
  const rows = raw.rows.map((r) => {
    const out: Record<string, unknown> = {};
    let at = 0;
    for (let f = 0; f < fields.length; f++) {
      if (!hasField(r.mask, f)) continue;
      const field = fields[f];
      const v = r.values[at++];
      switch (field.kind) {
        case 'int': out[field.name] = v; break;
        case 'bool': out[field.name] = v !== 0; break;
        case 'str': out[field.name] = str(v); break;
        case 'strs': out[field.name] = r.values.slice(at, at + v).map(str); at += v; break;
      }
    }
    return { id: id(r.slot), fields: out as Partial<MatchRow> };
  });
  const splices: RowSplice[] = raw.splices.map((s) => ({ index: s.index, deleteCount: s.deleteCount, rows: s.refs.map(ref) }));
  const triggers: Trigger[] = raw.triggers.map((t) => ({
    kind: kind(t.kind), sport: raw.sport, matchId: id(t.slot), sides: sidesOf(t.sides), at: t.at, ...((t.sides & LATE_BIT) !== 0 && { late: true }),
    room: t.room >= 0 ? t.room : null,
  }));
  if (bad !== undefined) {
    if (raw.reset) return { ok: false, reason: 'badIndex', detail: `${bad} (its reset already emptied the tables: resubscribe)` };
    strings.length = before.strings;
    ids.length = before.ids;
    return { ok: false, reason: 'badIndex', detail: bad };
  }
  tables.version = raw.toVersion;
  return {
    ok: true,
    patch: { subscription: raw.subscription, fromVersion: raw.fromVersion, toVersion: raw.toVersion, reset: raw.reset, sport: raw.sport, rows, splices, triggers },
  };
}
