// The live room page's subscriptions (issue #14): per watch the room last posted; per update (each folded batch —
// the moments the list views are updated at, so both go in one Patch) a RoomWatchPatch when the room record
// changed (stream start/close, match switch, room info) or the room's match has goal pop-ups to show
// (engine/core/patch/room-watch.ts decides them as the lists' are decided).
import type { LiveState, Room, RoomWatchPatch, RoomWatchStatus, RowSignal, Sport } from '../../core';
import type { NoticeSettings } from '../../core/patch/goal-notices';
import { roomNotices } from '../../core/patch/room-watch';

interface Watch {
  readonly roomId: number;
  room: Room | undefined;
  status: RoomWatchStatus;
}

export interface RoomMoment {
  readonly state: LiveState;
  readonly signals: readonly RowSignal[];
  readonly followed: Readonly<Record<Sport, ReadonlySet<number>>>;
  readonly settings: NoticeSettings;
}

const statusOf = (state: LiveState, room: Room | undefined): RoomWatchStatus =>
  room ? 'live' : state.stream === '' ? 'loading' : 'unknown';

export class RoomWatches {
  private readonly watches = new Map<number, Watch>();

  get size(): number {
    return this.watches.size;
  }

  has(id: number): boolean {
    return this.watches.has(id);
  }

  /** Starts a watch and answers its first, full part. */
  watch(id: number, roomId: number, state: LiveState): RoomWatchPatch {
    const room = state.rooms[roomId];
    const status = statusOf(state, room);
    this.watches.set(id, { roomId, room, status });
    return { subscription: id, status, room: room ?? null, triggers: [] };
  }

  unwatch(id: number): boolean {
    return this.watches.delete(id);
  }

  /** Each watch whose room changed or whose match has pop-ups; `urgent` when any has pop-ups (they are not paced). */
  update(at: RoomMoment): { readonly patches: RoomWatchPatch[]; readonly urgent: boolean } {
    const patches: RoomWatchPatch[] = [];
    let urgent = false;
    for (const [id, w] of this.watches) {
      const room = at.state.rooms[w.roomId];
      const status = statusOf(at.state, room);
      const triggers = room ? roomNotices(at.signals, room, at.followed, at.settings) : [];
      const changed = room !== w.room || status !== w.status;
      if (!changed && triggers.length === 0) continue;
      w.room = room;
      w.status = status;
      if (triggers.length > 0) urgent = true;
      patches.push({ subscription: id, status, ...(changed && { room: room ?? null }), triggers });
    }
    return { patches, urgent };
  }
}
