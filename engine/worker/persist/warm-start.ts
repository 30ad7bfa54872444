// A warm start: the state and local items persisted last time, so the UI can paint before the socket answers.
// The socket's list snapshots then replace the lists (the fold takes a new stream's snapshot whatever its seq).
import type { LiveState, SportState } from '../../core';
import { EMPTY_STATE } from '../../core';
import type { LocalItems } from './local-items';
import { DEFAULT_LOCAL_ITEMS } from './local-items';
import type { MatchRepository, StoredFeed, StoredSport } from './match-repository';
import { describeStorageError } from './storage-error';
import type { ProblemListener } from './storage-problem';

export interface WarmStart {
  readonly state: LiveState;
  readonly local: LocalItems;
  /** Whether a feed position was stored (false: nothing to paint yet). */
  readonly warm: boolean;
}

const byId = <T>(rows: readonly T[], id: (row: T) => number): Record<number, T> =>
  Object.fromEntries(rows.map((row) => [id(row), row]));

function sportState(s: StoredSport): SportState {
  return {
    matches: byId(s.matches, (m) => m.id),
    competitions: byId(s.competitions, (c) => c.id),
    teams: byId(s.teams, (t) => t.id),
    details: {}, // incidents, stats and text live are not kept: the detail page asks for them anew
  };
}

export function stateOfStored(feed: StoredFeed): LiveState {
  if (!feed.position) return EMPTY_STATE;
  return {
    stream: feed.position.stream,
    seq: feed.position.seq,
    football: sportState(feed.football),
    basketball: sportState(feed.basketball),
    rooms: byId(feed.rooms, (r) => r.roomId),
  };
}

async function orCold<T>(load: () => Promise<T>, cold: T, onProblem: ProblemListener): Promise<T> {
  try {
    return await load();
  } catch (error) {
    onProblem({ kind: 'loadFailed', detail: describeStorageError(error) });
    return cold;
  }
}

/** The local items alone (read once when the worker boots). Never throws. */
export function loadLocalItems(repository: MatchRepository, onProblem: ProblemListener = () => {}): Promise<LocalItems> {
  return orCold(() => repository.loadLocal(), DEFAULT_LOCAL_ITEMS, onProblem);
}

/** Never throws: what cannot be read is reported, and that part starts cold. */
export async function loadWarmState(repository: MatchRepository, onProblem: ProblemListener = () => {}): Promise<WarmStart> {
  const state = await orCold(async () => stateOfStored(await repository.loadFeed()), EMPTY_STATE, onProblem);
  const local = await loadLocalItems(repository, onProblem);
  return { state, local, warm: state !== EMPTY_STATE };
}
