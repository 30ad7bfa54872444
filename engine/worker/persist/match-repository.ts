// Where the engine keeps its state between visits (DESIGN.md "Engine": persistence): one interface, an
// IndexedDB (Dexie) and a memory implementation, one contract suite (STYLE.md item 6). The feed's rows are
// written in bulk by the write-behind; the warm start reads them all back.
import type { Competition, Match, Room, Team } from '../../core';
import type { LocalItems } from './local-items';

export interface FeedPosition {
  readonly stream: string;
  readonly seq: number;
}

/** One sport's rows to write (put) and to delete. */
export interface SportRows {
  readonly matches: readonly Match[];
  readonly removedMatchIds: readonly number[];
  readonly competitions: readonly Competition[];
  readonly removedCompetitionIds: readonly number[];
  readonly teams: readonly Team[];
  readonly removedTeamIds: readonly number[];
}

/** Everything one write-behind flush writes, in one transaction: rows and the feed position they are at. */
export interface RowBatch {
  readonly football: SportRows;
  readonly basketball: SportRows;
  readonly rooms: readonly Room[];
  readonly position: FeedPosition;
}

export interface StoredSport {
  readonly matches: readonly Match[];
  readonly competitions: readonly Competition[];
  readonly teams: readonly Team[];
}

export interface StoredFeed {
  /** null when nothing was ever saved. */
  readonly position: FeedPosition | null;
  readonly football: StoredSport;
  readonly basketball: StoredSport;
  readonly rooms: readonly Room[];
}

export type RepositoryKind = 'indexeddb' | 'memory';

export interface MatchRepository {
  readonly kind: RepositoryKind;
  /** Writes all of it or none of it. */
  saveRows(batch: RowBatch): Promise<void>;
  loadFeed(): Promise<StoredFeed>;
  /** Writes the items given, leaves the others. */
  saveLocal(items: Partial<LocalItems>): Promise<void>;
  /** Every item, defaults for those never saved. */
  loadLocal(): Promise<LocalItems>;
  close(): void;
}

export const NO_ROWS: SportRows = {
  matches: [], removedMatchIds: [], competitions: [], removedCompetitionIds: [], teams: [], removedTeamIds: [],
};
