// The field tables of the patch format: which row field sits at which index (and bit of a row's change mask),
// and how its value is packed. One table per row type; id and sport are not fields (the id is the row's key, the
// sport is the subscription's). Appending a field is compatible; reordering one is a new FORMAT (view-patch.ts).
// A table may hold any number of fields: the change mask is a list of 31-bit words (below), a second word from the
// 32nd field on (football has 33 fields, basketball 34: their ids, last, take the second word of a new row only).
import type { Sport } from '../sport';
import type { BasketballRow, FootballRow, MatchRow } from '../views/row-types';

/** int: an int32; bool: 0/1; str: an index into the string table; strs: a count, then that many string indices. */
export type FieldKind = 'int' | 'bool' | 'str' | 'strs';

export interface Field<R> {
  readonly name: Exclude<keyof R, 'id' | 'sport'> & string;
  readonly kind: FieldKind;
}

type Names<T extends readonly { readonly name: string }[]> = T[number]['name'];

/** Compiles only when `fields` names every field of R (besides id and sport) — a new row field needs a column. */
type Complete<R, T extends readonly { readonly name: string }[]> =
  Exclude<Exclude<keyof R, 'id' | 'sport'>, Names<T>> extends never ? T : never;

function table<R>() {
  return <const T extends readonly Field<R>[]>(fields: Complete<R, T>): readonly Field<R>[] => fields;
}

const BASE = [
  { name: 'statusId', kind: 'int' },
  { name: 'statusText', kind: 'str' },
  { name: 'group', kind: 'str' },
  { name: 'competitionName', kind: 'str' },
  { name: 'competitionColor', kind: 'str' },
  { name: 'time', kind: 'str' },
  { name: 'dayOffset', kind: 'int' },
  { name: 'homeName', kind: 'str' },
  { name: 'awayName', kind: 'str' },
  { name: 'homeRank', kind: 'str' },
  { name: 'awayRank', kind: 'str' },
  { name: 'score', kind: 'str' },
  { name: 'lotteryLabel', kind: 'str' },
  { name: 'living', kind: 'int' },
  { name: 'preview', kind: 'int' },
  { name: 'varActive', kind: 'bool' },
  { name: 'highlighted', kind: 'bool' },
  { name: 'retracted', kind: 'bool' },
  { name: 'followed', kind: 'bool' },
  { name: 'pinned', kind: 'bool' },
] as const;

/** Appended last: they change only when a row is new, so a live change's mask stays one word. */
const IDS = [
  { name: 'competitionId', kind: 'int' },
  { name: 'homeTeamId', kind: 'int' },
  { name: 'awayTeamId', kind: 'int' },
] as const;

export const FOOTBALL_FIELDS = table<FootballRow>()([
  ...BASE,
  { name: 'minute', kind: 'str' },
  { name: 'minuteRank', kind: 'int' },
  { name: 'halfTime', kind: 'str' },
  { name: 'corners', kind: 'str' },
  { name: 'homeRed', kind: 'int' },
  { name: 'homeYellow', kind: 'int' },
  { name: 'awayRed', kind: 'int' },
  { name: 'awayYellow', kind: 'int' },
  { name: 'shootout', kind: 'str' },
  { name: 'finalLine', kind: 'str' },
  ...IDS,
]);

export const BASKETBALL_FIELDS = table<BasketballRow>()([
  ...BASE,
  { name: 'homePeriods', kind: 'strs' },
  { name: 'awayPeriods', kind: 'strs' },
  { name: 'overtimeShown', kind: 'bool' },
  { name: 'homeOvertime', kind: 'str' },
  { name: 'awayOvertime', kind: 'str' },
  { name: 'half', kind: 'str' },
  { name: 'total', kind: 'str' },
  { name: 'diff', kind: 'str' },
  { name: 'popularity', kind: 'str' },
  { name: 'fire', kind: 'bool' },
  { name: 'clock', kind: 'str' },
  ...IDS,
]);

/** The table of a sport's rows, untyped by row so encoder and decoder can walk either. */
export function fieldsOf(sport: Sport): readonly Field<MatchRow>[] {
  return (sport === 'football' ? FOOTBALL_FIELDS : BASKETBALL_FIELDS) as readonly Field<MatchRow>[];
}

/**
 * A row's change mask: field f is bit f % 31 of word ⌊f / 31⌋. On the wire each word is one int32 whose bit 31
 * says another word follows (raw-patch.ts), so a mask is as long as its highest changed field needs — one int for
 * every field a table has today — and a table is not bounded by the width of one int.
 */
export type FieldMask = readonly number[];

export const MASK_BITS = 31;

/** Whether field `f` is in the mask. */
export function hasField(mask: FieldMask, f: number): boolean {
  return ((mask[(f / MASK_BITS) | 0] ?? 0) & (1 << f % MASK_BITS)) !== 0;
}

/** Sets field `f` in a mask being built (words past its end are added as zeros). */
export function addField(mask: number[], f: number): void {
  const word = (f / MASK_BITS) | 0;
  while (mask.length <= word) mask.push(0);
  mask[word] |= 1 << f % MASK_BITS;
}

/** The mask with every field of the sport's table set (a row the page has not seen yet). */
export function fullMask(sport: Sport): FieldMask {
  const mask: number[] = [];
  for (let f = 0; f < fieldsOf(sport).length; f++) addField(mask, f);
  return mask;
}
