// /liveRoom?roomId=…'s room id (SPEC.md §2): read by the route and by the room's early start. Pure.

/** A room id of the query: a positive integer of at most 10 digits, else null. */
export function roomIdOf(search: string): number | null {
  const value = new URLSearchParams(search).get('roomId');
  return value !== null && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
