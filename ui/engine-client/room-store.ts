// One open live room's view on the page (issue #14): the worker's room parts applied in order (Patch.rooms) — the
// room record as the feed has it, and its status — and the goal pop-ups of the room's match handed to whoever
// listens (the room page, which holds them back by the stream's latency before they pop up). Framework-free.
import type { Room, RoomWatchPatch, RoomWatchStatus, Trigger } from '../../engine/core';

export interface RoomView {
  readonly status: RoomWatchStatus;
  readonly room: Room | null;
}

export const LOADING_ROOM: RoomView = { status: 'loading', room: null };

export class RoomStore {
  private view: RoomView = LOADING_ROOM;
  private readonly listeners = new Set<() => void>();
  private readonly triggerListeners = new Set<(triggers: readonly Trigger[]) => void>();

  constructor(readonly roomId: number) {}

  /** The room as it is now: the same object until a part changes it (useSyncExternalStore's snapshot). */
  readonly current = (): RoomView => this.view;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  };

  /** The room's match's pop-ups, as each part brings them. */
  onTriggers(listener: (triggers: readonly Trigger[]) => void): () => void {
    this.triggerListeners.add(listener);
    return () => { this.triggerListeners.delete(listener); };
  }

  apply(part: Pick<RoomWatchPatch, 'status' | 'room' | 'triggers'>): void {
    if (part.room !== undefined || part.status !== this.view.status) {
      this.view = { status: part.status, room: part.room !== undefined ? part.room : this.view.room };
      this.listeners.forEach((l) => l());
    }
    if (part.triggers.length > 0) this.triggerListeners.forEach((l) => l(part.triggers));
  }
}
