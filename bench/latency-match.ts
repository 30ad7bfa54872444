// The latency bench's bookkeeping, pure: what the bare WebSocket client's packets changed in each football row's
// cells (folded with the engine core, the cells' text from the core's own row projection, so the formats agree
// with the page's), and which of those changes each change painted on the page was — by match id, cell and the
// new text. The page paints only the last of several changes it got merged (a paced patch), so a painted text
// is matched to the latest bare change to that text at or before the paint.
import type { FeedEvent, LiveState, Match } from '../engine/core';
import { currentScore, DEFAULT_SETTINGS, EMPTY_STATE, fold, rowOf } from '../engine/core';
import type { FootballRow } from '../engine/core';

/** The row cells the bench watches: the score, the half-time score and the corners (football-row.tsx). */
export type CellKind = 'score' | 'halfTime' | 'corners';
export const CELL_KINDS: readonly CellKind[] = ['score', 'halfTime', 'corners'];

/** One message as the bare client got it: its arrival (wall-clock ms) and its decoded feed events. */
export interface BarePacket {
  readonly at: number;
  readonly events: readonly FeedEvent[];
}

/** A cell of a match changing text in the bare client's folded state, at that packet's arrival. */
export interface Transition {
  readonly matchId: number;
  readonly kind: CellKind;
  readonly from: string;
  readonly to: string;
  readonly at: number;
  /** The envelope ts (feed virtual time) of the packet's last frame about this match. */
  readonly ts: number;
  /** A score cell whose goals changed (a goal, or one taken back): its patch carries a trigger and is not paced. */
  readonly goal: boolean;
}

/** What the page probe recorded (bench/pages/latency-probe.js), times in wall-clock ms. */
export interface PageChange {
  readonly matchId: number;
  /** A row cell, or a pop-up appearing ('popup', its text the score it shows). */
  readonly kind: CellKind | 'popup';
  /** For pop-ups: 'goal' or 'retraction' (data-kind). */
  readonly popupKind?: string;
  readonly text: string;
  /** When the MutationObserver saw the DOM change. */
  readonly mutatedAt: number;
  /** After the frame that shows it: a message posted from the next requestAnimationFrame callback ran. */
  readonly paintedAt: number;
}

/** The three classes the targets are about. */
export type ChangeClass = 'goalCell' | 'popup' | 'paced';

export interface Matched {
  readonly cls: ChangeClass;
  readonly kind: PageChange['kind'];
  readonly matchId: number;
  /** Bare client's arrival → DOM changed, and → painted (ms). */
  readonly domMs: number;
  readonly paintMs: number;
  /** The bare client's arrival of the frame (wall clock), and the frame's envelope ts, for its due time (dueTimeOf). */
  readonly arrivedAt: number;
  readonly ts: number;
}

/** A row's cell texts as football-row.tsx renders them ('' shows as '-'). */
export function cellTexts(row: Pick<FootballRow, 'score' | 'halfTime' | 'corners'>): Record<CellKind, string> {
  return { score: row.score, halfTime: row.halfTime || '-', corners: row.corners || '-' };
}

function textsOf(m: Match, state: LiveState, now: number): Record<CellKind, string> {
  const row = rowOf(m, state, now, DEFAULT_SETTINGS, { dayStart: 0 });
  return row.sport === 'football' ? cellTexts(row) : { score: row.score, halfTime: '-', corners: '-' };
}

/** The match a frame is about, if it is about one. */
function matchIdOf(e: FeedEvent): number | undefined {
  if (e.type === 'matchUpsert') return e.match.id;
  return 'matchId' in e && typeof e.matchId === 'number' ? e.matchId : undefined;
}

function goalsChanged(before: Match | undefined, after: Match): boolean {
  if (!before) return false;
  return currentScore('football', before.homeScores) !== currentScore('football', after.homeScores)
    || currentScore('football', before.awayScores) !== currentScore('football', after.awayScores);
}

/**
 * The football cell changes the bare client's packets made, in arrival order. The first list snapshot seeds the
 * state (no transitions); later packets are folded one by one, as the page's engine folds them.
 */
export function bareTransitions(packets: readonly BarePacket[]): Transition[] {
  let state = EMPTY_STATE;
  const out: Transition[] = [];
  for (const p of packets) {
    if (p.events.length === 0) continue;
    const before = state;
    const result = fold(state, p.events);
    state = result.state;
    if (before.seq === 0) continue; // the seed
    const tsOf = new Map<number, number>();
    for (const e of p.events) {
      const id = matchIdOf(e);
      if (id !== undefined) tsOf.set(id, e.ts);
    }
    for (const id of result.changes.matches.football) {
      const was = before.football.matches[id];
      const now = state.football.matches[id];
      if (!was || !now) continue; // added or removed: a row of its own, not a cell change
      const a = textsOf(was, before, p.at);
      const b = textsOf(now, state, p.at);
      const ts = tsOf.get(id) ?? p.events[p.events.length - 1].ts;
      for (const kind of CELL_KINDS) {
        if (a[kind] === b[kind]) continue;
        out.push({ matchId: id, kind, from: a[kind], to: b[kind], at: p.at, ts, goal: kind === 'score' && goalsChanged(was, now) });
      }
    }
  }
  return out;
}

export interface MatchOutcome {
  readonly matched: Matched[];
  /** Page changes with no bare change to that text before them (a format the bench does not know, or a probe error). */
  readonly unmatched: PageChange[];
  /** Page changes whose bare change arrived before the window (they were under way when it opened). */
  readonly early: number;
}

/** Pairs each page change in the window with the bare change it shows. Pop-ups pair with goal score changes. */
export function matchChanges(transitions: readonly Transition[], changes: readonly PageChange[], windowFrom: number): MatchOutcome {
  const byKey = new Map<string, Transition[]>();
  for (const t of transitions) {
    const key = `${t.matchId}:${t.kind}:${t.to}`;
    let list = byKey.get(key);
    if (!list) byKey.set(key, (list = []));
    list.push(t);
  }
  const matched: Matched[] = [];
  const unmatched: PageChange[] = [];
  let early = 0;
  for (const c of changes) {
    const key = `${c.matchId}:${c.kind === 'popup' ? 'score' : c.kind}:${c.text}`;
    const candidates = (byKey.get(key) ?? []).filter((t) => t.at <= c.paintedAt && (c.kind !== 'popup' || t.goal));
    const t = candidates.at(-1);
    if (!t) {
      unmatched.push(c);
      continue;
    }
    if (t.at < windowFrom) {
      early++;
      continue;
    }
    const cls: ChangeClass = c.kind === 'popup' ? 'popup' : t.goal ? 'goalCell' : 'paced';
    matched.push({ cls, kind: c.kind, matchId: c.matchId, domMs: c.mutatedAt - t.at, paintMs: c.paintedAt - t.at, arrivedAt: t.at, ts: t.ts });
  }
  return { matched, unmatched, early };
}

/**
 * The virtual clock of a feed played at `speed` is virtual = K + speed × wall (server/feed/virtual-clock.ts). A pong
 * carries the virtual time at which the gateway read the ping, which is after the ping left: K ≤ serverTs −
 * speed × sentAt for every ping, and the least of those bounds is off by speed × the quickest ping's one-way
 * time, so a due time comes out early by at most that one-way time. Returns a frame's due wall-clock time from its
 * envelope ts (the feed's virtual time), or undefined without a pong.
 */
export function dueTimeOf(pongs: readonly { readonly sentAt: number; readonly serverTs: number }[], speed: number): ((ts: number) => number) | undefined {
  if (pongs.length === 0) return undefined;
  const k = Math.min(...pongs.map((p) => p.serverTs - speed * p.sentAt));
  return (ts) => (ts - k) / speed;
}

export interface Quantiles {
  readonly n: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

/** Nearest-rank quantiles (NaN when empty). */
export function quantiles(xs: readonly number[]): Quantiles {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => (s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]);
  return { n: s.length, p50: at(0.5), p99: at(0.99), max: s.length === 0 ? NaN : s[s.length - 1] };
}
