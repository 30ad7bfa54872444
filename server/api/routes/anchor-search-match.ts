// What a search keyword matches [AN-6], and the feed's side of the search: its live rooms (room name, anchor name,
// team names) and its anchors (nickname). Pure over the feed state; the route (anchor-search.ts) adds the accounts.
//
// Matching is case-insensitive and width-insensitive: both sides are NFKC-normalised (full-width ＶＳ is VS,
// compatibility ideographs are their unified forms) and lower-cased, then a plain substring test — Chinese has no
// word breaks to honour, so 曼联 finds 曼联vs利物浦.
import type { LiveState, Room } from '../../../engine/core';
import type { LivingEntry } from './living-entries';
import { recommendedLivings } from './living-entries';

export const normaliseText = (s: string): string => s.normalize('NFKC').toLowerCase().trim();

/** The keyword as searched: normalised; '' when nothing is left (the route answers 请输入搜索内容). */
export const searchKeyword = (raw: string): string => normaliseText(raw).replace(/\s+/g, ' ');

export const textMatches = (text: string, keyword: string): boolean => keyword !== '' && normaliseText(text).includes(keyword);

/** Every live room of the feed as home's list and the carousel show them: most watched first, a room once. */
export function liveEntries(state: LiveState): LivingEntry[] {
  const seen = new Set<number>();
  return recommendedLivings(state, { showCount: Number.MAX_SAFE_INTEGER }).livings.filter((e) => {
    if (seen.has(e.roomId)) return false;
    seen.add(e.roomId);
    return true;
  });
}

/** The live rooms whose room name, anchor name, team names or competition contain `keyword` (normalised). */
export function liveRoomsMatching(entries: readonly LivingEntry[], keyword: string): LivingEntry[] {
  return entries.filter((e) => [e.roomName, e.anchorName, e.match?.homeTeamName, e.match?.awayTeamName, e.match?.competitionShortName]
    .some((t) => t !== undefined && textMatches(t, keyword)));
}

/** The feed's anchors, each with its one room to show: a live room first, else the most subscribed. */
export function feedAnchorRooms(state: LiveState): Map<number, Room> {
  const best = new Map<number, Room>();
  for (const room of Object.values(state.rooms)) {
    const held = best.get(room.anchor.customId);
    if (!held || (room.living && !held.living) || (room.living === held.living && room.setCount > held.setCount)) best.set(room.anchor.customId, room);
  }
  return best;
}

/** The live room of an anchor: by its id in the feed's rooms, or by the room an account here names. */
export function liveRoomOf(state: LiveState, anchorId: number, accountRoomId: number | null): Room | undefined {
  const own = accountRoomId === null ? undefined : state.rooms[accountRoomId];
  if (own?.living) return own;
  return Object.values(state.rooms).find((r) => r.living && r.anchor.customId === anchorId);
}
