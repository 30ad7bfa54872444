// The compact patch the worker posts to the page (STYLE.md item 2: a rich diff inside, a compact one on the wire).
// Typed arrays and one string, transferred rather than cloned: cloning an array of objects costs ~25× more per KB.
//
// One flush posts one Patch: the view clock it projected at, and one ViewPatch per subscription that changed.
// A ViewPatch is self-describing (its subscription, versions and sport are in its header) and, within its
// subscription, interns strings and match ids: a string or id is sent once, later patches refer to it by index.
//
// ViewPatch.ints, in order:
//   header   FORMAT, subscription, fromVersion, toVersion, flags (RESET | BASKETBALL), newStrings, newIds,
//            rowCount, spliceCount, triggerCount
//   lengths  the UTF-16 length of each new string, in table order (their text is `strings`, concatenated)
//   rows     per changed row: idSlot, the mask's words (bit 31 set: another word follows; fields.ts FieldMask),
//            then the value of each masked field in table order (fields.ts)
//   splices  per splice: index, deleteCount, insertCount, then insertCount refs (idSlot ≥ 0, divider −1−section)
//   triggers per trigger: kind (TRIGGER_KINDS), sides (bit 1 home, bit 2 away; bit 4 late), idSlot
// ViewPatch.floats: the new ids (match ids are any safe integer, beyond int32), then per trigger its time (ms)
// and its live room (−1: none) [GN-7].
import type { MatchDetailPatch } from '../match-centre/detail-view';
import type { RoomWatchPatch } from './room-watch';
import type { Side } from '../rules/goal-signals';
import type { Sport } from '../sport';
import type { MatchRow } from '../views/row-types';
import type { RowSplice } from '../views/row-splices';

/** 2: masks of any length (issue #12 §3), triggers carry their room. */
export const FORMAT = 3;

export const HEADER = {
  format: 0, subscription: 1, fromVersion: 2, toVersion: 3, flags: 4, newStrings: 5, newIds: 6, rows: 7, splices: 8,
  triggers: 9,
} as const;
export const HEADER_LENGTH = 10;

export const FLAG = { reset: 1, basketball: 2 } as const;

export interface ViewPatch {
  readonly ints: Int32Array;
  readonly floats: Float64Array;
  readonly strings: string;
}

/** What one flush posts. */
export interface Patch {
  /** The view clock the rows were projected at, ms (a replay's recorded time). */
  readonly now: number;
  /** Local midnight the rows were projected with, ms [LS-2]. */
  readonly dayStart: number;
  readonly views: readonly ViewPatch[];
  /** Match-centre subscriptions' parts (match-centre/detail-view.ts), in order; absent when none changed. */
  readonly details?: readonly MatchDetailPatch[];
  /** Live room subscriptions' parts (room-watch.ts), in order; absent when none changed. */
  readonly rooms?: readonly RoomWatchPatch[];
}

/**
 * A goal pop-up [GN-1], or its retraction (a goal taken back). A trigger in a view's patch is a decision: the page
 * shows it (patch/goal-notices.ts [GN-2] [GN-3] [GN-6]). A VAR check is its row's flag [RT-3], never a trigger.
 */
export const TRIGGER_KINDS = ['goal', 'retraction'] as const;
export type TriggerKind = (typeof TRIGGER_KINDS)[number];

export interface Trigger {
  readonly kind: TriggerKind;
  readonly sport: Sport;
  readonly matchId: number;
  /** The side that scored, or the sides whose goal was taken back. */
  readonly sides: readonly Side[];
  /** When it happened on the view clock, ms. */
  readonly at: number;
  /** A goal the feed's frames missed, found when a resync's snapshot repaired the gap: told late. */
  readonly late?: boolean;
  /** [GN-7] The match's live room, which the pop-up opens; null: the match has no live stream (its detail page). */
  readonly room: number | null;
}

/** The sides int's bit that marks a late trigger. */
export const LATE_BIT = 4;

/** A ViewPatch unpacked, values resolved: what a page model applies. */
export interface DecodedViewPatch {
  readonly subscription: number;
  readonly fromVersion: number;
  readonly toVersion: number;
  /** The page starts this subscription's model afresh (the first patch of a subscription). */
  readonly reset: boolean;
  readonly sport: Sport;
  /** Changed fields of changed rows; a row new to the page carries all of them. */
  readonly rows: readonly { readonly id: number; readonly fields: Partial<MatchRow> }[];
  readonly splices: readonly RowSplice[];
  readonly triggers: readonly Trigger[];
}

export function sidesOf(bits: number): Side[] {
  const out: Side[] = [];
  if (bits & 1) out.push('home');
  if (bits & 2) out.push('away');
  return out;
}

export function sideBits(sides: readonly Side[]): number {
  return (sides.includes('home') ? 1 : 0) | (sides.includes('away') ? 2 : 0);
}

/** Subscription id of a packed view patch, without decoding it. */
export function subscriptionOf(view: ViewPatch): number {
  return view.ints[HEADER.subscription];
}

export interface ViewPatchHeader {
  readonly subscription: number;
  readonly fromVersion: number;
  readonly toVersion: number;
  readonly reset: boolean;
}

/** Who a packed view patch is for and which versions it covers, without decoding it. */
export function headerOf(view: ViewPatch): ViewPatchHeader {
  const { ints } = view;
  return {
    subscription: ints[HEADER.subscription], fromVersion: ints[HEADER.fromVersion], toVersion: ints[HEADER.toVersion],
    reset: (ints[HEADER.flags] & FLAG.reset) !== 0,
  };
}

/** The buffers to transfer with a patch (Comlink.transfer / postMessage's transfer list). */
export function transferablesOf(patch: Patch): ArrayBuffer[] {
  return patch.views.flatMap((v) => [v.ints.buffer as ArrayBuffer, v.floats.buffer as ArrayBuffer]);
}

/** Bytes a patch puts on the wire: typed arrays plus the strings as UTF-16. */
export function patchBytes(patch: Patch): number {
  return patch.views.reduce((n, v) => n + v.ints.byteLength + v.floats.byteLength + 2 * v.strings.length, 0);
}
