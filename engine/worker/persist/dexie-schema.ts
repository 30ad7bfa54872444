// The IndexedDB schema. Bump SCHEMA_VERSION and add a db.version(n).stores(…) (with an upgrade when rows
// change shape) for any change here; never edit a released version.
import Dexie from 'dexie';
import type { Table } from 'dexie';
import type { Competition, Match, Room, Sport, Team } from '../../core';
import type { LocalKey } from './local-items';

export const DB_NAME = 'qiusai-live';
export const SCHEMA_VERSION = 1;

/** Matches, competitions and teams are keyed by sport and id: ids of the two sports may collide. */
export interface SportRow<T> {
  readonly sport: Sport;
  readonly id: number;
  readonly value: T;
}

export interface PositionRow {
  readonly key: 'position';
  readonly stream: string;
  readonly seq: number;
}

export interface LocalRow {
  readonly key: LocalKey;
  readonly value: unknown;
}

export type SportKey = [Sport, number];

/** Where IndexedDB comes from: the browser's by default, fake-indexeddb in Node tests. */
export interface IndexedDbDeps {
  readonly indexedDB: { open: (...args: never[]) => unknown };
  readonly IDBKeyRange: { bound: (...args: never[]) => unknown; lowerBound: (...args: never[]) => unknown; upperBound: (...args: never[]) => unknown };
}

export class LiveDb extends Dexie {
  declare matches: Table<SportRow<Match>, SportKey>;
  declare competitions: Table<SportRow<Competition>, SportKey>;
  declare teams: Table<SportRow<Team>, SportKey>;
  declare rooms: Table<Room, number>;
  declare meta: Table<PositionRow, string>;
  declare local: Table<LocalRow, LocalKey>;

  constructor(name: string = DB_NAME, deps?: IndexedDbDeps) {
    super(name, { autoOpen: false, ...(deps && { indexedDB: deps.indexedDB, IDBKeyRange: deps.IDBKeyRange }) });
    this.version(SCHEMA_VERSION).stores({
      matches: '[sport+id]',
      competitions: '[sport+id]',
      teams: '[sport+id]',
      rooms: 'roomId',
      meta: 'key',
      local: 'key',
    });
  }
}
