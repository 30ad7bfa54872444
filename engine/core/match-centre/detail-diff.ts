// What changed between two MatchDetailViews of one match (detail-view.ts), as the worker posts it: only the fields
// and lists that differ, and for a list only its new or replaced items. The fold shares what a frame did not touch
// and matchDetail() keeps a list's unchanged items as the same objects, so identity settles almost every
// comparison; a list rebuilt from packed data (momentum) or a replaced short list (stats) falls back to comparing
// values, which costs little at their sizes.
import type { ListChange, MatchDetailChange, MatchDetailView, OddsEntryChange } from './detail-view';
import type { OddsEntry } from './types';

/** Structural equality of plain data (what the state holds: primitives, arrays, plain objects). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameData(Reflect.get(a, k), Reflect.get(b, k)));
}

/** `next` as a change of `previous`, or undefined when they hold the same items. */
export function listChange<T>(previous: readonly T[], next: readonly T[]): ListChange<T> | undefined {
  if (previous === next) return undefined;
  const items: [number, T][] = [];
  for (let i = 0; i < next.length; i++) {
    if (i >= previous.length || (previous[i] !== next[i] && !sameData(previous[i], next[i]))) items.push([i, next[i]]);
  }
  if (items.length === 0 && previous.length === next.length) return undefined;
  return { length: next.length, items };
}

/** How many leading points two histories share. */
function sharedPrefix<T>(a: readonly T[], b: readonly T[]): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && (a[i] === b[i] || sameData(a[i], b[i]))) i++;
  return i;
}

/** Odds entries as a change carries them: each changed entry with only the history points its page lacks. */
export function oddsChange(previous: readonly OddsEntry[], next: readonly OddsEntry[]): ListChange<OddsEntryChange> | undefined {
  const plain = listChange(previous, next);
  if (plain === undefined) return undefined;
  return {
    length: plain.length,
    items: plain.items.map(([i, entry]) => {
      const from = i < previous.length ? sharedPrefix(previous[i].history, entry.history) : 0;
      return [i, { ...entry, historyFrom: from, history: entry.history.slice(from) }] as const;
    }),
  };
}

/** The change that turns `previous` into `next`, or null when nothing the page shows changed. */
export function detailChange(previous: MatchDetailView, next: MatchDetailView): MatchDetailChange | null {
  const c: { -readonly [K in keyof MatchDetailChange]: MatchDetailChange[K] } = {};
  let any = false;
  const set = <K extends keyof MatchDetailChange>(key: K, value: MatchDetailChange[K] | undefined) => {
    if (value === undefined) return;
    c[key] = value;
    any = true;
  };
  if (previous.status !== next.status) set('status', next.status);
  if (!sameData(previous.row, next.row)) set('row', next.row);
  if (previous.match !== next.match && !sameData(previous.match, next.match)) set('match', next.match);
  if (!sameData(previous.logos, next.logos)) set('logos', next.logos);
  if (previous.lineup !== next.lineup && !sameData(previous.lineup, next.lineup)) set('lineup', next.lineup);
  if (previous.updatedAt !== next.updatedAt) set('updatedAt', next.updatedAt);
  if (previous.quiet !== next.quiet) set('quiet', next.quiet);
  set('incidents', listChange(previous.incidents, next.incidents));
  set('stats', listChange(previous.stats, next.stats));
  set('textLive', listChange(previous.textLive, next.textLive));
  set('varChecks', listChange(previous.varChecks, next.varChecks));
  set('playerStats', listChange(previous.playerStats, next.playerStats));
  set('seats', listChange(previous.seats, next.seats));
  set('odds', oddsChange(previous.odds, next.odds));
  set('momentum', listChange(previous.momentum, next.momentum));
  set('scoreTrail', listChange(previous.scoreTrail, next.scoreTrail));
  return any ? c : null;
}
