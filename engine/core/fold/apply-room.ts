// Room events: stream start/close, match switch, previews, room info [RT-4]…[RT-9].
import type {
  MatchSwitch, PreviewAdd, PreviewRemove, RoomInfoEvent, RoomInit, StreamClose, StreamStart,
} from '../events';
import type { AnchorBrief, Room } from '../model';
import type { Sport } from '../sport';
import { SPORTS } from '../sport';
import type { Draft, Mutable } from './draft';

export function briefOf(room: RoomInit): AnchorBrief {
  return { customId: room.anchor.customId, roomId: room.roomId, avatar: room.anchor.avatar, nickname: room.anchor.name };
}

function addLiving(draft: Draft, sport: Sport, matchId: number, brief: AnchorBrief): void {
  draft.updateMatch(sport, matchId, (m) => {
    m.living = [...m.living, brief];
  });
}

/**
 * A room streams on at most one match, so a room event first takes the room off every living list. Doing it by
 * scanning the lists (not by trusting the room record) keeps the lists a function of list state alone: a client
 * that resyncs from a snapshot folds later room events to exactly the lists the server has.
 */
function removeLivingEverywhere(draft: Draft, roomId: number): void {
  for (const sport of SPORTS) {
    const lists = draft.sport(sport);
    const holders: number[] = [];
    for (const id of lists.livingIds()) if (lists.match(id)?.living.some((a) => a.roomId === roomId)) holders.push(id);
    // The matches are taken off in the lists' own order (as a scan of them would): it decides the order of
    // the changes; one holder, the usual case, needs no such order.
    const ids = holders.length <= 1 ? holders
      : Object.values(lists.allMatches()).filter((m) => holders.includes(m.id)).map((m) => m.id);
    for (const id of ids) {
      draft.updateMatch(sport, id, (next) => {
        next.living = next.living.filter((a) => a.roomId !== roomId);
      });
    }
  }
}

/** The room as a stream or switch frame describes it; a notice it does not carry stays (set by 230). */
function streamingRoom(draft: Draft, room: RoomInit): Room {
  return { ...room, notice: room.notice || draft.room(room.roomId)?.notice || '', living: true };
}

export function applyStreamStart(draft: Draft, e: StreamStart): void {
  removeLivingEverywhere(draft, e.room.roomId);
  draft.setRoom(streamingRoom(draft, e.room));
  addLiving(draft, e.room.sport, e.room.matchId, briefOf(e.room));
}

export function applyStreamClose(draft: Draft, e: StreamClose): void {
  removeLivingEverywhere(draft, e.roomId);
  const room = draft.room(e.roomId);
  if (room) draft.setRoom({ ...room, living: false });
}

/** A switch moves a streaming room: off its previous match (prevMatchId), onto room.matchId [RT-6]. */
export function applyMatchSwitch(draft: Draft, e: MatchSwitch): void {
  removeLivingEverywhere(draft, e.room.roomId);
  draft.setRoom(streamingRoom(draft, e.room));
  addLiving(draft, e.room.sport, e.room.matchId, briefOf(e.room));
}

function removePreview(draft: Draft, sport: Sport, matchId: number, customId: number): void {
  const match = draft.match(sport, matchId);
  if (!match || !match.preview.some((a) => a.customId === customId)) return;
  draft.updateMatch(sport, matchId, (m) => {
    m.preview = m.preview.filter((a) => a.customId !== customId);
  });
}

/** prevMatchId −1 just adds; otherwise the preview moves from the previous match [RT-7]. */
export const NO_PREVIOUS_MATCH = -1;

export function applyPreviewAdd(draft: Draft, e: PreviewAdd): void {
  if (e.prevMatchId !== NO_PREVIOUS_MATCH) removePreview(draft, e.sport, e.prevMatchId, e.anchor.customId);
  draft.updateMatch(e.sport, e.matchId, (m) => {
    m.preview = [...m.preview.filter((a) => a.customId !== e.anchor.customId), e.anchor];
  });
}

export function applyPreviewRemove(draft: Draft, e: PreviewRemove): void {
  removePreview(draft, e.sport, e.matchId, e.anchor.customId);
}

export function applyRoomInfo(draft: Draft, e: RoomInfoEvent): void {
  const room = draft.room(e.roomId);
  if (!room) return;
  const p = e.patch;
  // One copy, then plain writes: spreads after a spread make V8 build the object the slow way, per event.
  const next: Mutable<Room> = { ...room };
  if (p.roomName !== undefined) next.roomName = p.roomName;
  if (p.viewCount !== undefined) next.viewCount = p.viewCount;
  if (p.coverPicture !== undefined) next.coverPicture = p.coverPicture;
  if (p.notice !== undefined) next.notice = p.notice;
  draft.setRoom(next);
}
