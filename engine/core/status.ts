// Match status names and groups [ST-1]…[ST-6].
import type { Sport } from './sport';

export type StatusGroup = 'going' | 'no_start' | 'finish' | 'other';

export const FOOTBALL_STATUS = {
  abnormal: 0, notStarted: 1, firstHalf: 2, halfTime: 3, secondHalf: 4, overtime: 5, unnamed: 6,
  penalties: 7, finished: 8, postponed: 9, interrupted: 10, abandoned: 11, cancelled: 12, tbd: 13,
} as const;

export const BASKETBALL_STATUS = {
  abnormal: 0, notStarted: 1, q1: 2, q1Ended: 3, q2: 4, q2Ended: 5, q3: 6, q3Ended: 7, q4: 8, overtime: 9,
  finished: 10, interrupted: 11, cancelled: 12, postponed: 13, abandoned: 14, tbd: 15,
} as const;

/** NCAA matches (ncaa = 1) play halves [ST-5]. */
export const NCAA_STATUS = { firstHalf: 2, halfTime: 3, secondHalf: 4 } as const;

/** [ST-2] going 2–7 (6 unnamed, treated as going [ST-1]), no_start 1, finish 8, other 9–13 and 0. */
function footballGroup(statusId: number): StatusGroup {
  if (statusId === 1) return 'no_start';
  if (statusId >= 2 && statusId <= 7) return 'going';
  if (statusId === 8) return 'finish';
  return 'other';
}

/** [ST-4] going 2–9, no_start 1, finish 10, other 11–15 and 0. */
function basketballGroup(statusId: number): StatusGroup {
  if (statusId === 1) return 'no_start';
  if (statusId >= 2 && statusId <= 9) return 'going';
  if (statusId === 10) return 'finish';
  return 'other';
}

export function statusGroup(sport: Sport, statusId: number): StatusGroup {
  return sport === 'football' ? footballGroup(statusId) : basketballGroup(statusId);
}

export function isValidStatus(sport: Sport, statusId: number): boolean {
  return Number.isInteger(statusId) && statusId >= 0 && statusId <= (sport === 'football' ? 13 : 15);
}

const FOOTBALL_TEXT: readonly string[] = [
  '异常', '未开赛', '上半场', '中场', '下半场', '加时', '进行中', '点球', '完场', '推迟', '中断', '腰斩', '取消', '待定',
];
const BASKETBALL_TEXT: readonly string[] = [
  '异常', '未开赛', '第一节', '第一节完', '第二节', '第二节完', '第三节', '第三节完', '第四节', '加时', '完场',
  '中断', '取消', '推迟', '腰斩', '待定',
];
const NCAA_TEXT: Readonly<Record<number, string>> = { 2: '上半场', 3: '中场', 4: '下半场' };

/** Chinese status text [ST-6]. */
export function statusText(sport: Sport, statusId: number, ncaa = false): string {
  if (sport === 'basketball' && ncaa && NCAA_TEXT[statusId]) return NCAA_TEXT[statusId];
  const table = sport === 'football' ? FOOTBALL_TEXT : BASKETBALL_TEXT;
  return table[statusId] ?? '未知';
}
