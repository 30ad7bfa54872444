// A room's liveInfo asked once, as the entry module runs (start-early.ts), in parallel with the start-up stages:
// the page's first load (use-live-room.ts) takes this answer instead of asking again after React has rendered.
// Later loads (a retry, a login) ask afresh. One ask per page load and room.
import type { HttpClient, ApiOutcome } from '../../api';
import { markOpen } from '../../perf/open-marks';
import type { LiveRoomData } from './live-room-api';
import { loadRoom } from './live-room-api';

const asked = new Map<number, Promise<ApiOutcome<LiveRoomData>>>();

/** liveInfo for `roomId`, asked now (the envelope key's call beside it) and kept for the page's first load. */
export function askEarlyRoomInfo(api: Pick<HttpClient, 'post' | 'prefetchKey'>, roomId: number): Promise<ApiOutcome<LiveRoomData>> {
  let answer = asked.get(roomId);
  if (!answer) {
    api.prefetchKey();
    answer = loadRoom(api, roomId).then((info) => { markOpen('room-info'); return info; });
    asked.set(roomId, answer);
  }
  return answer;
}

/** The early ask for `roomId`, once: the first caller takes it (undefined when none was made or it was taken). */
export function takeEarlyRoomInfo(roomId: number): Promise<ApiOutcome<LiveRoomData>> | undefined {
  const answer = asked.get(roomId);
  asked.delete(roomId);
  return answer;
}
