// Granting experience (the rules: experience-rules.ts). One statement per grant: the record is inserted unless
// its once-key is taken, and only then the user's sum and level move — so concurrent or repeated grants of one
// key count once, and users.{exp, anchor_exp, prediction_exp} always equal the sums of exp_records with the
// levels the tables give them.
import type { Queryable } from '../db/database';
import { shanghaiDate } from '../../engine/core/time/beijing-day';
import type { LevelType } from '../api/level-tables';
import { LEVEL_TABLES } from '../api/level-tables';
import type { ExpGrant } from './experience-rules';
import { actionLabel, grantOf, REF } from './experience-rules';

const COLUMNS: Readonly<Record<LevelType, { exp: string; level: string }>> = {
  1: { exp: 'exp', level: 'level' },
  2: { exp: 'anchor_exp', level: 'anchor_level' },
  3: { exp: 'prediction_exp', level: 'prediction_level' },
};

/** The Beijing day of a wall-clock instant, for the once-a-day keys (experience-rules.ts says why the wall's). */
export const expDayOf = (wallMs: number): string => shanghaiDate(Number(wallMs));

/** Records the grant and moves the user's experience and level; false when its key was already granted. */
export async function grantExperience(q: Queryable, g: ExpGrant, now: Date): Promise<boolean> {
  const c = COLUMNS[g.levelType];
  const rows = await q.query(`WITH granted AS (
      INSERT INTO exp_records (user_id, level_type, action, ref, exp, created_at) VALUES ($1, $2, $3, $4, $5, $6)
      ON CONFLICT (user_id, level_type, action, ref) DO NOTHING RETURNING exp)
    UPDATE users SET ${c.exp} = users.${c.exp} + granted.exp,
      ${c.level} = (SELECT count(*)::int FROM unnest($7::int[]) AS t(threshold) WHERE t.threshold <= users.${c.exp} + granted.exp)
    FROM granted WHERE users.id = $1 RETURNING users.id`,
  [g.userId, g.levelType, g.action, g.ref, g.exp, now, LEVEL_TABLES[g.levelType].levelExpList]);
  return rows.length > 0;
}

/**
 * Many grants of one level type in one statement (the demo seed's graded history): the records whose keys are free
 * are inserted, then each user's sum and level move by what was inserted for them — the same outcome as granting
 * them one by one. How many were granted now.
 */
export async function grantExperiences(q: Queryable, levelType: LevelType, grants: readonly { grant: ExpGrant; at: Date }[]): Promise<number> {
  if (grants.length === 0) return 0;
  if (grants.some(({ grant }) => grant.levelType !== levelType)) throw new Error(`grantExperiences: every grant must be of level type ${levelType}`);
  const c = COLUMNS[levelType];
  const rows = await q.query<{ n: number }>(`WITH granted AS (
      INSERT INTO exp_records (user_id, level_type, action, ref, exp, created_at)
      SELECT u, $2::smallint, a, r, e, t FROM unnest($1::int[], $3::text[], $4::text[], $5::int[], $6::timestamptz[]) AS g(u, a, r, e, t)
      ON CONFLICT (user_id, level_type, action, ref) DO NOTHING RETURNING user_id, exp),
    sums AS (SELECT user_id, sum(exp)::int AS exp, count(*)::int AS n FROM granted GROUP BY user_id),
    moved AS (UPDATE users SET ${c.exp} = users.${c.exp} + sums.exp,
      ${c.level} = (SELECT count(*)::int FROM unnest($7::int[]) AS t(threshold) WHERE t.threshold <= users.${c.exp} + sums.exp)
      FROM sums WHERE users.id = sums.user_id RETURNING sums.n)
    SELECT COALESCE(sum(n), 0)::int AS n FROM moved`, [
    grants.map(({ grant }) => grant.userId), levelType, grants.map(({ grant }) => grant.action), grants.map(({ grant }) => grant.ref),
    grants.map(({ grant }) => grant.exp), grants.map(({ at }) => at.toISOString()), LEVEL_TABLES[levelType].levelExpList,
  ]);
  return rows[0]?.n ?? 0;
}

/** [watchRoom, roomWatched] a logged-in user entered a room; the anchor earns too when they have an account. */
export async function grantRoomVisit(q: Queryable, userId: number, roomId: number, anchorId: number | undefined, now: Date): Promise<void> {
  const day = expDayOf(now.getTime());
  await grantExperience(q, grantOf(userId, 'watchRoom', REF.roomDay(roomId, day)), now);
  if (anchorId !== undefined && anchorId !== userId) await grantExperience(q, grantOf(anchorId, 'roomWatched', REF.viewerDay(userId, day)), now);
}

/** [chat] a message stored in a room. */
export function grantChat(q: Queryable, userId: number, roomId: number, now: Date): Promise<boolean> {
  return grantExperience(q, grantOf(userId, 'chat', REF.roomDay(roomId, expDayOf(now.getTime()))), now);
}

/** [follow, fanGained] the follower earns; the followee when they are an anchor. */
export async function grantFollow(q: Queryable, followerId: number, followee: { id: number; isAnchor: boolean }, now: Date): Promise<void> {
  await grantExperience(q, grantOf(followerId, 'follow', REF.user(followee.id)), now);
  if (followee.isAnchor) await grantExperience(q, grantOf(followee.id, 'fanGained', REF.user(followerId)), now);
}

/** [broadcast] a broadcast that went live was closed. */
export function grantBroadcast(q: Queryable, anchorId: number, broadcastId: number, now: Date): Promise<boolean> {
  return grantExperience(q, grantOf(anchorId, 'broadcast', REF.broadcast(broadcastId)), now);
}

/**
 * [forecastHit] The forecast grading calls this for each scheme graded a hit: the anchor's forecast experience
 * and level move, once per scheme (grading again grants nothing). True when it granted now.
 */
export function grantForecastHit(q: Queryable, anchorId: number, schemeId: number, now: Date): Promise<boolean> {
  return grantExperience(q, grantOf(anchorId, 'forecastHit', REF.scheme(schemeId)), now);
}

/** [forecastHit] Many graded hits at once (the demo seed's history), as grantForecastHit grants each. */
export function grantForecastHits(q: Queryable, hits: readonly { anchorId: number; schemeId: number; at: Date }[]): Promise<number> {
  return grantExperiences(q, 3, hits.map((h) => ({ grant: grantOf(h.anchorId, 'forecastHit', REF.scheme(h.schemeId)), at: h.at })));
}

export interface ExpRecordRow {
  readonly id: number;
  readonly levelType: LevelType;
  readonly action: string;
  readonly actionTxt: string;
  readonly exp: number;
  readonly at: number;
}

/** A page of a user's records of one level type, newest first, and how many there are. */
export async function expRecordPage(q: Queryable, userId: number, levelType: LevelType, limit: number, offset: number): Promise<{ total: number; list: ExpRecordRow[] }> {
  const rows = await q.query<{ id: string | number; action: string; exp: number; createdAt: Date }>(`SELECT id, action, exp,
      created_at AS "createdAt" FROM exp_records WHERE user_id = $1 AND level_type = $2 ORDER BY created_at DESC, id DESC
    LIMIT $3 OFFSET $4`, [userId, levelType, limit, offset]);
  const total = (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM exp_records WHERE user_id = $1 AND level_type = $2', [userId, levelType]))[0].n;
  return {
    total,
    list: rows.map((r) => ({ id: Number(r.id), levelType, action: r.action, actionTxt: actionLabel(r.action), exp: r.exp, at: new Date(r.createdAt).getTime() })),
  };
}

/** Every record of a user (the property test's from-scratch side). */
export function allExpRecords(q: Queryable, userId: number): Promise<{ levelType: LevelType; action: string; ref: string; exp: number }[]> {
  return q.query(`SELECT level_type AS "levelType", action, ref, exp FROM exp_records WHERE user_id = $1 ORDER BY id`, [userId]);
}
