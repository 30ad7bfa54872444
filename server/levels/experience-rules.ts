// How experience is earned: the one table of rules (SPEC.md §3 level info, §6 level types user 1, anchor 2,
// forecast 3). Each action grants its experience to one level type, at most once per its `once` key — the key is
// the record's ref (exp_records is unique on user, level type, action, ref), so repeating an action the same day,
// refollowing an anchor or re-grading a scheme grants nothing. Levels are then the level tables' reading of the
// sums (level-tables.ts levelForExp). Pure: the grant itself is experience.ts.
import type { LevelType } from '../api/level-tables';
import { LEVEL_TABLES, levelForExp } from '../api/level-tables';

export interface ExpRule {
  readonly levelType: LevelType;
  readonly exp: number;
  /** What one grant is counted per (the ref is built from it). */
  readonly once: 'room and day' | 'viewer and day' | 'followee' | 'follower' | 'broadcast' | 'scheme' | 'history';
  /** The record as the centre lists it. */
  readonly label: string;
}

/**
 * | action        | level    | exp | once per        | when                                                        |
 * |---------------|----------|-----|-----------------|-------------------------------------------------------------|
 * | watchRoom     | user     | 10  | room and day    | a logged-in user enters a live room (liveInfo)              |
 * | chat          | user     | 5   | room and day    | a chat message is stored in a room                          |
 * | follow        | user     | 5   | followee        | following an anchor or user (follow/action, status 1)       |
 * | roomWatched   | anchor   | 2   | viewer and day  | the anchor's room is entered by a logged-in viewer          |
 * | fanGained     | anchor   | 20  | follower        | someone follows the anchor                                  |
 * | broadcast     | anchor   | 100 | broadcast       | a broadcast that went live is closed                        |
 * | forecastHit   | forecast | 30  | scheme          | a graded scheme is a hit (the forecast grading calls it)    |
 * | history       | any      | n   | history         | imported standing (feed anchors' levels from the provider)  |
 *
 * Days are Beijing days of the wall clock: the caps limit what a person does in a real day, whatever day a
 * replayed feed is showing.
 */
export const EXP_RULES = {
  watchRoom: { levelType: 1, exp: 10, once: 'room and day', label: '观看直播' },
  chat: { levelType: 1, exp: 5, once: 'room and day', label: '直播间发言' },
  follow: { levelType: 1, exp: 5, once: 'followee', label: '关注主播' },
  roomWatched: { levelType: 2, exp: 2, once: 'viewer and day', label: '观众观看直播' },
  fanGained: { levelType: 2, exp: 20, once: 'follower', label: '新增粉丝' },
  broadcast: { levelType: 2, exp: 100, once: 'broadcast', label: '完成一场直播' },
  forecastHit: { levelType: 3, exp: 30, once: 'scheme', label: '预测命中' },
} as const satisfies Record<string, ExpRule>;

export type ExpAction = keyof typeof EXP_RULES | 'history';

export const HISTORY_LABEL = '历史等级';

export const actionLabel = (action: string): string =>
  action in EXP_RULES ? EXP_RULES[action as keyof typeof EXP_RULES].label : action === 'history' ? HISTORY_LABEL : action;

/** One grant as it would be recorded. */
export interface ExpGrant {
  readonly userId: number;
  readonly levelType: LevelType;
  readonly action: ExpAction;
  readonly ref: string;
  readonly exp: number;
}

/** The grant an action earns: the rule's level type and experience, the ref its once-key. */
export function grantOf(userId: number, action: keyof typeof EXP_RULES, ref: string): ExpGrant {
  const rule = EXP_RULES[action];
  return { userId, levelType: rule.levelType, action, ref, exp: rule.exp };
}

/** An imported standing: the experience that reaches `level` of a table (a feed anchor's provider level). */
export function historyGrant(userId: number, levelType: LevelType, level: number): ExpGrant | undefined {
  const list = LEVEL_TABLES[levelType].levelExpList;
  const exp = list[Math.min(Math.max(level, 1), list.length) - 1];
  return exp > 0 ? { userId, levelType, action: 'history', ref: `level:${level}`, exp } : undefined;
}

/** The refs of the once-keys (`day` a Beijing date, YYYY-MM-DD). */
export const REF = {
  roomDay: (roomId: number, day: string) => `room:${roomId}:${day}`,
  viewerDay: (viewerId: number, day: string) => `viewer:${viewerId}:${day}`,
  user: (id: number) => `user:${id}`,
  broadcast: (id: number) => `broadcast:${id}`,
  scheme: (id: number) => `scheme:${id}`,
} as const;

export interface Standing {
  readonly exp: number;
  readonly level: number;
}

/** From scratch: the experience and level a user's records give, per level type (only one record per key counts). */
export function standingsFrom(records: readonly { readonly levelType: LevelType; readonly action: string; readonly ref: string; readonly exp: number }[]): Record<LevelType, Standing> {
  const seen = new Set<string>();
  const exp: Record<LevelType, number> = { 1: 0, 2: 0, 3: 0 };
  for (const r of records) {
    const key = `${r.levelType}|${r.action}|${r.ref}`;
    if (seen.has(key)) continue;
    seen.add(key);
    exp[r.levelType] += r.exp;
  }
  return {
    1: { exp: exp[1], level: levelForExp(1, exp[1]) },
    2: { exp: exp[2], level: levelForExp(2, exp[2]) },
    3: { exp: exp[3], level: levelForExp(3, exp[3]) },
  };
}
