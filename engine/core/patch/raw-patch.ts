// A ViewPatch between building and packing: values are still raw (string and id indices unresolved), so the
// encoder can build one and merge.ts can combine two without touching the tables. pack/unpack are exact inverses.
import type { Sport } from '../sport';
import type { FieldMask } from './fields';
import { fieldsOf, hasField, MASK_BITS } from './fields';
import type { ViewPatch } from './view-patch';
import { FLAG, FORMAT, HEADER, HEADER_LENGTH } from './view-patch';

export interface RawRow {
  readonly slot: number;
  /** The changed fields (fields.ts FieldMask); packed, its trailing zero words are left off. */
  readonly mask: FieldMask;
  /** The raw value of each masked field in table order; a 'strs' field is its count, then its indices. */
  readonly values: readonly number[];
}

export interface RawSplice {
  readonly index: number;
  readonly deleteCount: number;
  /** idSlot ≥ 0 for a match row, −1 − section index for a divider. */
  readonly refs: readonly number[];
}

export interface RawTrigger {
  readonly kind: number;
  readonly sides: number;
  readonly slot: number;
  readonly at: number;
  /** −1: none. */
  readonly room: number;
}

export interface RawViewPatch {
  readonly subscription: number;
  readonly fromVersion: number;
  readonly toVersion: number;
  readonly reset: boolean;
  readonly sport: Sport;
  readonly newStrings: readonly string[];
  readonly newIds: readonly number[];
  readonly rows: readonly RawRow[];
  readonly splices: readonly RawSplice[];
  readonly triggers: readonly RawTrigger[];
}

/** A mask word's bit 31 on the wire: another word of the same mask follows. */
const CONTINUES = 1 << 31;

/** Words a mask takes on the wire: up to its last non-zero one, at least one. */
function maskLength(mask: FieldMask): number {
  let n = mask.length;
  while (n > 1 && mask[n - 1] === 0) n--;
  return Math.max(n, 1);
}

export function packViewPatch(raw: RawViewPatch): ViewPatch {
  let size = HEADER_LENGTH + raw.newStrings.length;
  for (const r of raw.rows) size += 1 + maskLength(r.mask) + r.values.length;
  for (const s of raw.splices) size += 3 + s.refs.length;
  size += 3 * raw.triggers.length;
  const ints = new Int32Array(size);
  ints[HEADER.format] = FORMAT;
  ints[HEADER.subscription] = raw.subscription;
  ints[HEADER.fromVersion] = raw.fromVersion;
  ints[HEADER.toVersion] = raw.toVersion;
  ints[HEADER.flags] = (raw.reset ? FLAG.reset : 0) | (raw.sport === 'basketball' ? FLAG.basketball : 0);
  ints[HEADER.newStrings] = raw.newStrings.length;
  ints[HEADER.newIds] = raw.newIds.length;
  ints[HEADER.rows] = raw.rows.length;
  ints[HEADER.splices] = raw.splices.length;
  ints[HEADER.triggers] = raw.triggers.length;
  let at = HEADER_LENGTH;
  for (const s of raw.newStrings) ints[at++] = s.length;
  for (const r of raw.rows) {
    ints[at++] = r.slot;
    const words = maskLength(r.mask);
    for (let w = 0; w < words; w++) ints[at++] = (r.mask[w] ?? 0) | (w < words - 1 ? CONTINUES : 0);
    for (const v of r.values) ints[at++] = v;
  }
  for (const s of raw.splices) {
    ints[at++] = s.index;
    ints[at++] = s.deleteCount;
    ints[at++] = s.refs.length;
    for (const ref of s.refs) ints[at++] = ref;
  }
  const floats = new Float64Array(raw.newIds.length + 2 * raw.triggers.length);
  floats.set(raw.newIds);
  raw.triggers.forEach((t, i) => {
    ints[at++] = t.kind;
    ints[at++] = t.sides;
    ints[at++] = t.slot;
    floats[raw.newIds.length + 2 * i] = t.at;
    floats[raw.newIds.length + 2 * i + 1] = t.room;
  });
  return { ints, floats, strings: raw.newStrings.join('') };
}

/** Why a patch cannot be read: a value, for the page to report (it then resubscribes). */
export type UnpackError = { readonly ok: false; readonly reason: 'format' | 'truncated'; readonly detail: string };

export function unpackViewPatch(view: ViewPatch): { readonly ok: true; readonly raw: RawViewPatch } | UnpackError {
  const { ints, floats } = view;
  if (ints.length < HEADER_LENGTH || ints[HEADER.format] !== FORMAT) {
    return { ok: false, reason: 'format', detail: `format ${ints[HEADER.format]}, expected ${FORMAT}` };
  }
  const sport: Sport = ints[HEADER.flags] & FLAG.basketball ? 'basketball' : 'football';
  const fields = fieldsOf(sport);
  let at = HEADER_LENGTH;
  const need = (n: number) => at + n <= ints.length;
  const newStrings: string[] = [];
  let offset = 0;
  for (let i = 0; i < ints[HEADER.newStrings]; i++) {
    if (!need(1)) return truncated('string lengths');
    const length = ints[at++];
    newStrings.push(view.strings.slice(offset, offset + length));
    offset += length;
  }
  if (offset !== view.strings.length) return truncated('strings');
  const newIdCount = ints[HEADER.newIds];
  if (floats.length !== newIdCount + 2 * ints[HEADER.triggers]) return truncated('floats');
  const rows: RawRow[] = [];
  for (let i = 0; i < ints[HEADER.rows]; i++) {
    if (!need(2)) return truncated('rows');
    const slot = ints[at++];
    const mask: number[] = [];
    for (;;) {
      if (!need(1)) return truncated('row masks');
      const word = ints[at++];
      mask.push(word & ~CONTINUES);
      if ((word & CONTINUES) === 0) break;
    }
    if (mask.length > Math.ceil(fields.length / MASK_BITS)) return { ok: false, reason: 'format', detail: `a row mask of ${mask.length} words for ${fields.length} fields` };
    const values: number[] = [];
    for (let f = 0; f < fields.length; f++) {
      if (!hasField(mask, f)) continue;
      if (!need(1)) return truncated('row values');
      const v = ints[at++];
      values.push(v);
      if (fields[f].kind !== 'strs') continue;
      if (!need(v)) return truncated('row string lists');
      for (let k = 0; k < v; k++) values.push(ints[at++]);
    }
    rows.push({ slot, mask, values });
  }
  const splices: RawSplice[] = [];
  for (let i = 0; i < ints[HEADER.splices]; i++) {
    if (!need(3)) return truncated('splices');
    const index = ints[at++];
    const deleteCount = ints[at++];
    const count = ints[at++];
    if (!need(count)) return truncated('splice rows');
    splices.push({ index, deleteCount, refs: Array.from(ints.subarray(at, at + count)) });
    at += count;
  }
  const triggers: RawTrigger[] = [];
  for (let i = 0; i < ints[HEADER.triggers]; i++) {
    if (!need(3)) return truncated('triggers');
    triggers.push({ kind: ints[at], sides: ints[at + 1], slot: ints[at + 2], at: floats[newIdCount + 2 * i], room: floats[newIdCount + 2 * i + 1] });
    at += 3;
  }
  if (at !== ints.length) return truncated('trailing ints');
  return {
    ok: true,
    raw: {
      subscription: ints[HEADER.subscription], fromVersion: ints[HEADER.fromVersion], toVersion: ints[HEADER.toVersion],
      reset: (ints[HEADER.flags] & FLAG.reset) !== 0, sport, newStrings, newIds: Array.from(floats.subarray(0, newIdCount)),
      rows, splices, triggers,
    },
  };
}

function truncated(what: string): UnpackError {
  return { ok: false, reason: 'truncated', detail: `patch ends inside its ${what}` };
}
