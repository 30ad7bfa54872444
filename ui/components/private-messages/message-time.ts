// A message's time as the window shows it: HH:mm today, MM-DD HH:mm before (Beijing time and the Beijing day
// [LS-2], as the rest of the site).
import { localClock, shanghaiDate } from '../../../engine/core';

export function messageTime(ts: number, now: number): string {
  const day = shanghaiDate(ts);
  const time = localClock(ts);
  return day === shanghaiDate(now) ? time : `${day.slice(5)} ${time}`;
}
