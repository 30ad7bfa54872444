// Covers an anchor may choose. The product has no upload call yet (SPEC.md §7 /v1/file/batch/upload is not
// served), so a cover is one of the generated room covers (fixtures/generator/anchor-profiles.ts names them
// /covers/r<roomId>.jpg): the demo rooms' and the anchor's own room's.
import { DEMO_ANCHORS } from '../db/demo-people';

export const coverOfRoom = (roomId: number) => `/covers/r${roomId}.jpg`;

export function coversFor(roomId: number): string[] {
  const demo = DEMO_ANCHORS.map((a) => coverOfRoom(a.roomId));
  return demo.includes(coverOfRoom(roomId)) ? demo : [coverOfRoom(roomId), ...demo];
}
