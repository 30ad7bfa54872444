// The demo people's past, by the experience rules (server/levels/experience-rules.ts): each demo anchor's past
// broadcasts (closed, with who watched them), the viewers' visits to those broadcasts, and the follows the seed
// makes — and the experience each of these earned. The demo accounts' experience and levels are the sums of
// these grants, so the level tables, the experience records and the live-data review describe them truthfully.
// Forecast experience comes only from graded hits (grantForecastHit), which the forecasts' own history grants.
// Pure: days are counted back from the seed's instant.
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../engine/core/time/beijing-day';
import type { LevelType } from '../api/level-tables';
import { EXP_RULES, REF } from '../levels/experience-rules';

export interface DemoAnchorPlan {
  readonly id: number;
  readonly roomId: number;
  readonly nickname: string;
}

export interface DemoPeoplePlan {
  readonly anchors: readonly DemoAnchorPlan[];
  readonly viewers: readonly number[];
  /** [follower, followee] */
  readonly follows: readonly (readonly [number, number])[];
}

export interface PastBroadcast {
  /** The anchor's nth past broadcast, 0 the most recent. */
  readonly key: string;
  readonly anchorId: number;
  readonly roomId: number;
  readonly roomName: string;
  readonly startedAgoMs: number;
  readonly durationMs: number;
  readonly peakViewers: number;
  readonly viewers: readonly number[];
}

export interface DemoGrant {
  readonly userId: number;
  readonly levelType: LevelType;
  readonly action: keyof typeof EXP_RULES;
  readonly exp: number;
  /** The record's ref given the seed's instant and the broadcasts' ids (by key). */
  readonly ref: (dayAgo: (agoMs: number) => string, broadcastId: (key: string) => number) => string;
  readonly agoMs: number;
}

const ROOM_NAMES = ['赛前分析+全场解说', '今晚焦点战陪你看', '深夜场不眠夜', '战术复盘直播', '周末联赛连播'];

/** Anchor k's past broadcasts: 4 + 3k of them, two days apart, 90–150 minutes each, evenings. */
export function pastBroadcasts(p: DemoPeoplePlan): PastBroadcast[] {
  const out: PastBroadcast[] = [];
  p.anchors.forEach((a, k) => {
    for (let j = 0; j < 4 + 3 * k; j++) {
      const watchers = [
        ...p.viewers.filter((_, v) => (v + j + k) % 4 === 0),
        ...p.anchors.filter((b, i) => b.id !== a.id && (i + j) % 5 === 0).map((b) => b.id),
      ];
      out.push({
        key: `${a.id}:${j}`, anchorId: a.id, roomId: a.roomId, roomName: `${a.nickname}·${ROOM_NAMES[(j + k) % ROOM_NAMES.length]}`,
        startedAgoMs: (2 + 2 * j) * DAY_MS + 3 * HOUR_MS, durationMs: (90 + ((j * 17 + k * 7) % 61)) * MINUTE_MS,
        peakViewers: watchers.length + 20 + ((k * 37 + j * 13) % 180), viewers: watchers,
      });
    }
  });
  return out;
}

/** Every grant the demo past earned, by the rules' table. */
export function demoGrants(p: DemoPeoplePlan): DemoGrant[] {
  const grants: DemoGrant[] = [];
  const anchorIds = new Set(p.anchors.map((a) => a.id));
  const rule = (action: keyof typeof EXP_RULES) => ({ action, levelType: EXP_RULES[action].levelType, exp: EXP_RULES[action].exp });
  for (const b of pastBroadcasts(p)) {
    const ended = b.startedAgoMs - b.durationMs;
    grants.push({ userId: b.anchorId, ...rule('broadcast'), agoMs: ended, ref: (_day, id) => REF.broadcast(id(b.key)) });
    for (const v of b.viewers) {
      const at = b.startedAgoMs - 10 * MINUTE_MS;
      grants.push({ userId: v, ...rule('watchRoom'), agoMs: at, ref: (day) => REF.roomDay(b.roomId, day(at)) });
      grants.push({ userId: b.anchorId, ...rule('roomWatched'), agoMs: at, ref: (day) => REF.viewerDay(v, day(at)) });
    }
  }
  p.follows.forEach(([follower, followee], i) => {
    const at = (40 + (i % 20)) * DAY_MS;
    grants.push({ userId: follower, ...rule('follow'), agoMs: at, ref: () => REF.user(followee) });
    if (anchorIds.has(followee)) grants.push({ userId: followee, ...rule('fanGained'), agoMs: at, ref: () => REF.user(follower) });
  });
  return grants;
}

/** Each demo user's experience per level type: what the seed gives their account. */
export function demoExpTotals(p: DemoPeoplePlan): Map<number, Record<LevelType, number>> {
  const totals = new Map<number, Record<LevelType, number>>();
  for (const g of demoGrants(p)) {
    const t = totals.get(g.userId) ?? { 1: 0, 2: 0, 3: 0 };
    t[g.levelType] += g.exp;
    totals.set(g.userId, t);
  }
  return totals;
}
