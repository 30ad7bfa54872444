// Another day's lists [LS-9] from the seeded generator: the day generated for (seed, date) as events only (no
// frame is encoded), then folded — to its end for a past day (every match finished or called off), or just its
// opening lists for a future day (the schedule: not started, kick-offs, lottery labels, previews). Each list
// holds the matches kicking off on that Shanghai day, encoded as the MatchListResponse futureMatch_b /
// historyMatch_b answer. Pure and deterministic: the same request gives the same bytes. Costs about a
// generated day of CPU, so the server runs it in a worker thread (day-worker.ts).
import type { FeedEvent, ListSnapshot, LiveState, Match, Room, Sport } from '../../engine/core';
import { EMPTY_STATE, NO_PREVIOUS_MATCH, fold } from '../../engine/core';
import { midnightOfShanghaiDate } from '../../engine/core/time/beijing-day';
import { encodeListResponse } from '../../engine/wire';
import { generateDay } from '../../fixtures/generator';
import { filteredSnapshot, onDay } from '../state/list-views';

/** How the feed's other days are made (the feed source says: its seed, its counts, its id offset). */
export interface OtherDaySpec {
  readonly seed: string;
  readonly football?: number;
  readonly basketball?: number;
  /**
   * Added to every generated match id. The generator's ids are already per day (day number × 10⁶ + i), but a
   * replay plays its recorded day's ids on every day, so a replay's other days move to a block of their own.
   */
  readonly idOffset: number;
  /** A replay's recorded day (YYYY-MM-DD): the day every feed day plays, so the seasons are built around it. */
  readonly recordedDate?: string;
}

export type DayWhen = 'past' | 'future';

export interface OtherDayRequest extends OtherDaySpec {
  /** 'YYYY-MM-DD', Asia/Shanghai. */
  readonly date: string;
  readonly when: DayWhen;
}

export type OtherDayLists = Readonly<Record<Sport, Uint8Array>>;

/** Both sports' list answers for the day. Throws on a date the generator refuses (callers validate first). */
export function buildOtherDayLists(request: OtherDayRequest): OtherDayLists {
  const midnight = midnightOfShanghaiDate(request.date);
  if (midnight === undefined) throw new RangeError(`not a date: ${request.date}`);
  const { events } = generateDay({ seed: request.seed, date: request.date, football: request.football, basketball: request.basketball });
  const { state, ts } = request.when === 'past' ? finalState(events) : openingState(events, midnight);
  const stream = `day:${request.seed}:${request.date}`;
  const answer = (sport: Sport) => encodeListResponse(moveIds({ ...filteredSnapshot(state, sport, ts, onDay(midnight)), stream }, request.idOffset));
  return { football: answer('football'), basketball: answer('basketball') };
}

/** The whole day folded: the last frame's time is the lists' serverTime. */
function finalState(events: readonly FeedEvent[]): { state: LiveState; ts: number } {
  return { state: fold(EMPTY_STATE, events).state, ts: events.at(-1)?.ts ?? 0 };
}

/**
 * The opening lists (seq 1 and 2, taken at the day's midnight): the schedule as published, with the previews
 * the day's anchors announce [AN-1] (every fresh 225 of the day: what a fan would see booked ahead).
 */
function openingState(events: readonly FeedEvent[], midnight: number): { state: LiveState; ts: number } {
  const opening = events.filter((e) => e.type === 'listSnapshot');
  const previews = events.filter((e) => e.type === 'previewAdd' && e.prevMatchId === NO_PREVIOUS_MATCH);
  // Renumbered after the lists, so the fold sees no gap.
  const next = opening.length + 1;
  return { state: fold(EMPTY_STATE, [...opening, ...previews.map((e, i) => ({ ...e, seq: next + i }))]).state, ts: midnight };
}

function moveIds(snapshot: ListSnapshot, offset: number): ListSnapshot {
  const ids = new Set(snapshot.matches.map((m) => m.id));
  const moveMatch = (m: Match): Match => ({ ...m, id: m.id + offset });
  const moveRoom = (r: Room): Room => ({ ...r, matchId: r.matchId + offset });
  return {
    ...snapshot,
    matches: snapshot.matches.map(moveMatch),
    // Only rooms of the day's matches; a past day's are all closed, a future day's not opened yet.
    rooms: snapshot.rooms.filter((r) => ids.has(r.matchId)).map(moveRoom),
  };
}
