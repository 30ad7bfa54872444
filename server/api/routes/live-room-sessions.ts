// The rooms' streams as the server has seen them (liveStatistic: liveDuration, viewNumber). The feed state keeps
// whether a room is live, not since when, so the server notes each room's stream when it sees it start and stop:
// every room call, and a timer, look over the state's rooms (a few hundred at most: one pass over an object). A stream
// the route also looks once a second (live-room.ts), so a start or close is noted within that. A stream already
// live before the first look counts from that look; the figures are the server's since it started.
import type { LiveState } from '../../../engine/core';

interface Session {
  startedAt: number;
  endedAt: number | undefined;
  peakViewers: number;
}

export interface StreamFigures {
  /** Seconds. */
  readonly liveDuration: number;
  readonly viewNumber: number;
}

export class RoomSessions {
  private readonly sessions = new Map<number, Session>();
  private lastState: LiveState | undefined;

  /** Notes the streams that started, stopped or gained viewers since the last look. */
  observe(state: LiveState, now: number): void {
    if (state === this.lastState) return;
    this.lastState = state;
    for (const room of Object.values(state.rooms)) {
      const s = this.sessions.get(room.roomId);
      if (room.living) {
        if (!s || s.endedAt !== undefined) this.sessions.set(room.roomId, { startedAt: now, endedAt: undefined, peakViewers: room.viewCount });
        else s.peakViewers = Math.max(s.peakViewers, room.viewCount);
      } else if (s && s.endedAt === undefined) {
        s.endedAt = now;
      }
    }
  }

  /** The current (or last) stream's figures; zeros for a room never seen live. */
  figures(roomId: number, now: number, currentViewers: number): StreamFigures {
    const s = this.sessions.get(roomId);
    if (!s) return { liveDuration: 0, viewNumber: currentViewers };
    const end = s.endedAt ?? now;
    return { liveDuration: Math.max(0, Math.floor((end - s.startedAt) / 1000)), viewNumber: Math.max(s.peakViewers, currentViewers) };
  }
}
