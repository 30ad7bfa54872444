// Which live rooms exist, for the chat: a room the feed has described (state.rooms) or one an anchor account owns
// (users.room_id) — the same rule by which /v1/living/liveInfo answers 40007 直播间不存在 (api/routes/live-room.ts).
// Every process with a chat hub holds both sources: its feed state (the feed's own, or folded from the bus) and
// the one database all of them share, so every gateway answers a join alike.
//
// The owned rooms are read as one set, not one query per join: a room, once owned, stays its anchor's (nothing
// takes users.room_id back), so a room found is never looked up again, and a room not found reloads the set at
// most once per OWNED_ROOMS_RELOAD_MS (concurrent misses share the load). A flood of joins — to one room or to
// random ids — costs the database at most one query a second per process, and a newly certified anchor's room is
// joinable within a second.
import type { LiveState } from '../../engine/core';
import type { Clock } from '../../engine/core/time/scheduler';
import type { Queryable } from '../db/database';

/** How stale the owned-room set may be when a room is not in it. */
export const OWNED_ROOMS_RELOAD_MS = 1_000;

export interface RoomDirectoryDeps {
  readonly db: Queryable;
  readonly clock: Clock;
  readonly liveState: () => LiveState;
  readonly reloadMs?: number;
}

export class RoomDirectory {
  private owned = new Set<number>();
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | undefined;
  /** Database reads of the owned rooms so far. */
  loads = 0;

  constructor(private readonly deps: RoomDirectoryDeps) {}

  async exists(roomId: number): Promise<boolean> {
    if (this.known(roomId)) return true;
    if (this.deps.clock.now() - this.loadedAt >= (this.deps.reloadMs ?? OWNED_ROOMS_RELOAD_MS)) await this.load();
    return this.known(roomId);
  }

  private known(roomId: number): boolean {
    return this.deps.liveState().rooms[roomId] !== undefined || this.owned.has(roomId);
  }

  private load(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const rows = await this.deps.db.query<{ roomId: number }>('SELECT room_id AS "roomId" FROM users WHERE is_anchor AND room_id IS NOT NULL');
        this.owned = new Set(rows.map((r) => Number(r.roomId)));
        this.loadedAt = this.deps.clock.now();
        this.loads++;
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }
}
