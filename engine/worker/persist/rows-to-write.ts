// What one write-behind flush writes: the dirty matches and rooms as they are in the latest state (a match no
// longer there is deleted), and the competitions and teams that differ from the state last written. The fold's
// changes do not name competitions and teams (an upsert adds them, a snapshot replaces them), but the fold shares
// every record it did not touch, so comparing the two small maps by reference finds exactly what changed.
import type { LiveState } from '../../core';
import { SPORTS } from '../../core';
import type { DirtyIds } from './dirty-ids';
import type { RowBatch, SportRows } from './match-repository';

type Table<T> = Readonly<Record<number, T>>;

function diff<T>(before: Table<T>, after: Table<T>): { put: T[]; removed: number[] } {
  if (before === after) return { put: [], removed: [] };
  const put = Object.keys(after).filter((id) => before[Number(id)] !== after[Number(id)]).map((id) => after[Number(id)]);
  const removed = Object.keys(before).filter((id) => after[Number(id)] === undefined).map(Number);
  return { put, removed };
}

export function rowsToWrite(dirty: DirtyIds, state: LiveState, written: LiveState): RowBatch {
  const sport = (s: (typeof SPORTS)[number]): SportRows => {
    const matches = state[s].matches;
    const ids = [...dirty.matches[s]];
    const competitions = diff(written[s].competitions, state[s].competitions);
    const teams = diff(written[s].teams, state[s].teams);
    return {
      matches: ids.filter((id) => matches[id] !== undefined).map((id) => matches[id]),
      removedMatchIds: ids.filter((id) => matches[id] === undefined),
      competitions: competitions.put,
      removedCompetitionIds: competitions.removed,
      teams: teams.put,
      removedTeamIds: teams.removed,
    };
  };
  return {
    football: sport('football'),
    basketball: sport('basketball'),
    // The fold never removes a room (a closed stream keeps its record, living: false).
    rooms: [...dirty.rooms].filter((id) => state.rooms[id] !== undefined).map((id) => state.rooms[id]),
    position: { stream: state.stream, seq: state.seq },
  };
}
