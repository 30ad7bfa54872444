// Home's live list [SH-4], pure: how many rooms fit beside the player — N = floor((player height − 58) / 135), 58
// px for the list's header (title and 更多) and 135 px a room — and which room the player shows: the chosen one
// while it is live, else the first (SPEC.md §4: a closed stream resets the selection to the first room).

export const LIST_HEADER_PX = 58;
export const ROOM_ROW_PX = 135; // SPEC.md §9 side list row height

export function visibleRoomCount(playerHeight: number): number {
  if (!Number.isFinite(playerHeight)) return 0;
  return Math.max(0, Math.floor((playerHeight - LIST_HEADER_PX) / ROOM_ROW_PX));
}

/** The room to show: `chosen` while the list still has it, else the first room (undefined when none is live). */
export function selectedRoom(roomIds: readonly number[], chosen: number | undefined): number | undefined {
  return chosen !== undefined && roomIds.includes(chosen) ? chosen : roomIds[0];
}
