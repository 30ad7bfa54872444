// The state fold: reduce(state, event) and its batched form fold(state, events) [RT-1]…[RT-10].
// Pure: same events in, same state out. Sequence rules: a duplicate or older frame is dropped, a gap is
// reported (and the frame still applied) so the caller can resync with a list request.
import type { FeedEvent } from '../events';
import { unreachable } from '../events';
import type { LiveState } from '../model';
import type { Sport } from '../sport';
import {
  applyIncidents, applyPlayerStats, applySeats, applyStats, applyTextLive, applyVar,
} from './apply-detail';
import { applyLineup, applyMomentum, applyOdds } from './apply-match-centre';
import { applyScore, applySnapshot, applyStatus, applyUpsert } from './apply-list';
import {
  applyMatchSwitch, applyPreviewAdd, applyPreviewRemove, applyRoomInfo, applyStreamClose, applyStreamStart,
} from './apply-room';
import type { Changes } from './draft';
import { Draft } from './draft';

export interface Gap {
  readonly expected: number;
  readonly got: number;
}

export interface FoldResult {
  readonly state: LiveState;
  readonly changes: Changes;
  readonly gaps: readonly Gap[];
  /** Frames dropped because their seq was already folded in. */
  readonly duplicates: number;
  /** Snapshots dropped because the state is already past them. */
  readonly stale: number;
  /**
   * Sports whose snapshot came at exactly the seq the starting state was at (same stream): nothing was missed
   * since, so the other sport's list is whole too — no reason to ask for it (feed-ingest's resync gate).
   */
  readonly level: ReadonlySet<Sport>;
}

/**
 * The events in seq order: a packet whose frames were reordered on the way is folded as sent, instead of its
 * later frames being dropped as duplicates (and a resync asked for). Stable, so frames of one seq (a snapshot and
 * the frame it was taken after) keep their order; the array itself when it is in order already (the usual case,
 * checked in one pass).
 */
export function inSeqOrder(events: readonly FeedEvent[]): readonly FeedEvent[] {
  for (let i = 1; i < events.length; i++) {
    if (events[i].seq < events[i - 1].seq) return [...events].sort((a, b) => a.seq - b.seq);
  }
  return events;
}

/** One event into a batch's draft [RT-1]…[RT-10] (bench/fold-draft.ts drives it over immer's draft too). */
export function applyEvent(draft: Draft, e: FeedEvent): void {
  switch (e.type) {
    case 'listSnapshot': return applySnapshot(draft, e);
    case 'score': return applyScore(draft, e);
    case 'status': return applyStatus(draft, e);
    case 'matchUpsert': return applyUpsert(draft, e);
    case 'incidents': return applyIncidents(draft, e);
    case 'stats': return applyStats(draft, e);
    case 'textLive': return applyTextLive(draft, e);
    case 'var': return applyVar(draft, e);
    case 'playerStats': return applyPlayerStats(draft, e);
    case 'seats': return applySeats(draft, e);
    case 'streamStart': return applyStreamStart(draft, e);
    case 'streamClose': return applyStreamClose(draft, e);
    case 'matchSwitch': return applyMatchSwitch(draft, e);
    case 'previewAdd': return applyPreviewAdd(draft, e);
    case 'previewRemove': return applyPreviewRemove(draft, e);
    case 'roomInfo': return applyRoomInfo(draft, e);
    case 'lineup': return applyLineup(draft, e);
    case 'odds': return applyOdds(draft, e);
    case 'momentum': return applyMomentum(draft, e);
    default: return unreachable(e);
  }
}

/**
 * fold(state, events) taken one event at a time: the caller adds events as they arrive and finishes the batch
 * when it wants the state. The events need not be kept until then (a feed's 50 ms window of them would otherwise
 * outlive several young-generation collections). The starting state is never written to: finish() returns a
 * new state sharing what the batch did not touch, exactly as fold does.
 */
export class Folding {
  private readonly draft: Draft;
  private readonly gaps: Gap[] = [];
  private duplicates = 0;
  private stale = 0;
  private readonly level = new Set<Sport>();
  private done = false;

  private readonly start: { readonly stream: string; readonly seq: number };

  constructor(state: LiveState) {
    this.draft = new Draft(state);
    this.start = { stream: state.stream, seq: state.seq };
  }

  add(e: FeedEvent): void {
    if (this.done) throw new Error('Folding.add after finish');
    const draft = this.draft;
    if (e.type === 'listSnapshot') {
      // A new stream (first connect, restarted server) starts its count anew.
      if (e.stream === draft.stream && e.seq < draft.seq) { this.stale++; return; }
      if (e.stream === this.start.stream && e.seq === this.start.seq) this.level.add(e.sport);
      if (e.stream !== draft.stream && draft.stream !== '') draft.clearRooms();
      draft.stream = e.stream;
      draft.seq = e.seq;
    } else {
      if (e.seq <= draft.seq) { this.duplicates++; return; }
      if (e.seq !== draft.seq + 1) this.gaps.push({ expected: draft.seq + 1, got: e.seq });
      draft.seq = e.seq;
    }
    applyEvent(draft, e);
  }

  finish(): FoldResult {
    this.done = true;
    const { draft } = this;
    return {
      state: draft.finish(), changes: draft.changes, gaps: this.gaps, duplicates: this.duplicates, stale: this.stale,
      level: this.level,
    };
  }
}

export function fold(state: LiveState, events: Iterable<FeedEvent>): FoldResult {
  const folding = new Folding(state);
  for (const e of events) folding.add(e);
  return folding.finish();
}

export function reduce(state: LiveState, event: FeedEvent): LiveState {
  return fold(state, [event]).state;
}
