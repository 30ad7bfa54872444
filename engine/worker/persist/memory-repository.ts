// The repository in memory: for tests, and for a session whose IndexedDB is unusable (quota, blocked upgrade).
// Values are structured-cloned in and out, as IndexedDB does, so a caller cannot mutate what is stored.
import type { Competition, Match, Room, Sport, Team } from '../../core';
import { SPORTS } from '../../core';
import type { LocalItems, LocalKey } from './local-items';
import type { FeedPosition, MatchRepository, RowBatch, StoredFeed, StoredSport } from './match-repository';
import { localItemsFrom } from './stored-local-items';

interface SportTables {
  readonly matches: Map<number, Match>;
  readonly competitions: Map<number, Competition>;
  readonly teams: Map<number, Team>;
}

const tables = (): SportTables => ({ matches: new Map(), competitions: new Map(), teams: new Map() });

export class MemoryRepository implements MatchRepository {
  readonly kind = 'memory' as const;
  private readonly sports: Record<Sport, SportTables> = { football: tables(), basketball: tables() };
  private readonly rooms = new Map<number, Room>();
  private position: FeedPosition | null = null;
  private readonly local = new Map<LocalKey, unknown>();

  async saveRows(batch: RowBatch): Promise<void> {
    const b = structuredClone(batch);
    for (const sport of SPORTS) {
      const rows = b[sport];
      const t = this.sports[sport];
      for (const id of rows.removedMatchIds) t.matches.delete(id);
      for (const id of rows.removedCompetitionIds) t.competitions.delete(id);
      for (const id of rows.removedTeamIds) t.teams.delete(id);
      for (const m of rows.matches) t.matches.set(m.id, m);
      for (const c of rows.competitions) t.competitions.set(c.id, c);
      for (const team of rows.teams) t.teams.set(team.id, team);
    }
    for (const r of b.rooms) this.rooms.set(r.roomId, r);
    this.position = b.position;
  }

  async loadFeed(): Promise<StoredFeed> {
    const sport = (s: Sport): StoredSport => ({
      matches: [...this.sports[s].matches.values()],
      competitions: [...this.sports[s].competitions.values()],
      teams: [...this.sports[s].teams.values()],
    });
    return structuredClone({
      position: this.position, football: sport('football'), basketball: sport('basketball'), rooms: [...this.rooms.values()],
    });
  }

  async saveLocal(items: Partial<LocalItems>): Promise<void> {
    for (const [key, value] of Object.entries(structuredClone(items))) this.local.set(key as LocalKey, value);
  }

  async loadLocal(): Promise<LocalItems> {
    return localItemsFrom(structuredClone(Object.fromEntries(this.local)));
  }

  close(): void {}
}
