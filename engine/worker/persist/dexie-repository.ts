// The repository on IndexedDB through Dexie. A write-behind flush is one transaction: per table one bulkDelete
// and one bulkPut, plus the feed position, so the stored rows and the stored seq always agree.
import type { Sport } from '../../core';
import { SPORTS } from '../../core';
import type { LiveDb, SportKey, SportRow } from './dexie-schema';
import type { LocalItems, LocalKey } from './local-items';
import type { MatchRepository, RowBatch, SportRows, StoredFeed, StoredSport } from './match-repository';
import { localItemsFrom } from './stored-local-items';

const rowsOf = <T extends { readonly id: number }>(sport: Sport, values: readonly T[]): SportRow<T>[] =>
  values.map((value) => ({ sport, id: value.id, value }));

const valuesOf = <T>(rows: readonly SportRow<T>[], sport: Sport): T[] =>
  rows.filter((r) => r.sport === sport).map((r) => r.value);

const keysOf = (batch: RowBatch, ids: (rows: SportRows) => readonly number[]): SportKey[] =>
  SPORTS.flatMap((sport) => ids(batch[sport]).map((id): SportKey => [sport, id]));

export class DexieRepository implements MatchRepository {
  readonly kind = 'indexeddb' as const;

  /** `db` must be open (open-repository.ts opens it, with a timeout and a fallback). */
  constructor(private readonly db: LiveDb) {}

  async saveRows(batch: RowBatch): Promise<void> {
    const { db } = this;
    await db.transaction('rw', [db.matches, db.competitions, db.teams, db.rooms, db.meta], async () => {
      await db.matches.bulkDelete(keysOf(batch, (rows) => rows.removedMatchIds));
      await db.competitions.bulkDelete(keysOf(batch, (rows) => rows.removedCompetitionIds));
      await db.teams.bulkDelete(keysOf(batch, (rows) => rows.removedTeamIds));
      await db.matches.bulkPut(SPORTS.flatMap((s) => rowsOf(s, batch[s].matches)));
      await db.competitions.bulkPut(SPORTS.flatMap((s) => rowsOf(s, batch[s].competitions)));
      await db.teams.bulkPut(SPORTS.flatMap((s) => rowsOf(s, batch[s].teams)));
      await db.rooms.bulkPut([...batch.rooms]);
      await db.meta.put({ key: 'position', ...batch.position });
    });
  }

  async loadFeed(): Promise<StoredFeed> {
    const { db } = this;
    return db.transaction('r', [db.matches, db.competitions, db.teams, db.rooms, db.meta], async () => {
      const [matches, competitions, teams, rooms, position] = await Promise.all([
        db.matches.toArray(), db.competitions.toArray(), db.teams.toArray(), db.rooms.toArray(), db.meta.get('position'),
      ]);
      const sport = (s: Sport): StoredSport => ({
        matches: valuesOf(matches, s), competitions: valuesOf(competitions, s), teams: valuesOf(teams, s),
      });
      return {
        position: position ? { stream: position.stream, seq: position.seq } : null,
        football: sport('football'),
        basketball: sport('basketball'),
        rooms,
      };
    });
  }

  async saveLocal(items: Partial<LocalItems>): Promise<void> {
    await this.db.local.bulkPut(Object.entries(items).map(([key, value]) => ({ key: key as LocalKey, value })));
  }

  async loadLocal(): Promise<LocalItems> {
    const rows = await this.db.local.toArray();
    return localItemsFrom(Object.fromEntries(rows.map((r) => [r.key, r.value])));
  }

  close(): void {
    this.db.close();
  }
}
