// Seeds the demo people's past (demo-history.ts) once per database: the anchors' closed past broadcasts with their
// viewers, the footprints of those visits, the experience records, and the accounts' experience and levels set
// to the records' sums — also on a database seeded before experience records existed.
import type { Queryable } from './database';
import { shanghaiDate } from '../../engine/core/time/beijing-day';
import { LEVEL_TABLES } from '../api/level-tables';
import type { LevelType } from '../api/level-tables';
import { demoGrants, pastBroadcasts } from './demo-history';
import { demoPeoplePlan } from './demo-people';
import { getMeta, setMeta } from './repositories/app-state';

const MARKER = 'demo_past_seed';
/** Array parameters of times as ISO strings: both drivers send them as text, PostgreSQL casts them. */
const iso = (ms: number) => new Date(ms).toISOString();

const COLUMNS: Readonly<Record<LevelType, readonly [string, string]>> = {
  1: ['exp', 'level'], 2: ['anchor_exp', 'anchor_level'], 3: ['prediction_exp', 'prediction_level'],
};

export async function seedDemoPast(tx: Queryable, at: Date): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [MARKER]);
  if (await getMeta(tx, MARKER)) return;
  const plan = demoPeoplePlan();
  const ids = [...plan.anchors.map((a) => a.id), ...plan.viewers];
  const present = new Set((await tx.query<{ id: number }>('SELECT id FROM users WHERE id = ANY($1::int[])', [ids])).map((r) => r.id));
  if (present.size !== ids.length) return; // no demo people here (DEMO_SEED=false databases): nothing to give a past
  const now = at.getTime();
  const broadcasts = pastBroadcasts(plan);
  const inserted = await tx.query<{ id: number; anchorId: number; startedAt: Date }>(`INSERT INTO broadcasts (anchor_id, room_id, broadcast_date, room_name,
      competition_id, match_id, sport_type, state, created_at, started_at, ended_at, peak_viewers)
    SELECT a, r, d, n, 0, 0, 1, 'closed', s, s, e, p FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::timestamptz[],
      $6::timestamptz[], $7::int[]) AS t(a, r, d, n, s, e, p) RETURNING id, anchor_id AS "anchorId", started_at AS "startedAt"`, [
    broadcasts.map((b) => b.anchorId), broadcasts.map((b) => b.roomId),
    broadcasts.map((b) => shanghaiDate(now - b.startedAgoMs)), broadcasts.map((b) => b.roomName),
    broadcasts.map((b) => iso(now - b.startedAgoMs)), broadcasts.map((b) => iso(now - b.startedAgoMs + b.durationMs)),
    broadcasts.map((b) => b.peakViewers),
  ]);
  const idAt = new Map(inserted.map((r) => [`${r.anchorId}@${new Date(r.startedAt).getTime()}`, r.id]));
  const idOf = new Map(broadcasts.map((b) => [b.key, idAt.get(`${b.anchorId}@${now - b.startedAgoMs}`)!]));
  const viewers = broadcasts.flatMap((b) => b.viewers.map((v) => ({ b, v })));
  await tx.query(`INSERT INTO broadcast_viewers (broadcast_id, user_id, first_at)
    SELECT * FROM unnest($1::int[], $2::int[], $3::timestamptz[]) ON CONFLICT DO NOTHING`, [
    viewers.map(({ b }) => idOf.get(b.key)), viewers.map(({ v }) => v), viewers.map(({ b }) => iso(now - b.startedAgoMs + 10 * 60_000)),
  ]);
  // Footprints: each viewer's rooms, the last visit and how many.
  await tx.query(`INSERT INTO room_footprints (user_id, room_id, room_name, anchor_id, anchor_name, anchor_avatar, visits, first_at, last_at)
    SELECT v.user_id, v.room_id, v.room_name, u.id, u.nickname, u.avatar, v.visits, v.first_at, v.last_at FROM (
      SELECT user_id, room_id, (array_agg(room_name ORDER BY at DESC))[1] AS room_name, count(*)::int AS visits,
        min(at) AS first_at, max(at) AS last_at
      FROM unnest($1::int[], $2::int[], $3::text[], $4::timestamptz[]) AS t(user_id, room_id, room_name, at) GROUP BY user_id, room_id
    ) v JOIN users u ON u.room_id = v.room_id ON CONFLICT DO NOTHING`, [
    viewers.map(({ v }) => v), viewers.map(({ b }) => b.roomId), viewers.map(({ b }) => b.roomName),
    viewers.map(({ b }) => iso(now - b.startedAgoMs + 10 * 60_000)),
  ]);
  const day = (agoMs: number) => shanghaiDate(now - agoMs);
  const broadcastId = (key: string) => idOf.get(key)!;
  const grants = demoGrants(plan);
  await tx.query(`INSERT INTO exp_records (user_id, level_type, action, ref, exp, created_at)
    SELECT * FROM unnest($1::int[], $2::smallint[], $3::text[], $4::text[], $5::int[], $6::timestamptz[]) ON CONFLICT DO NOTHING`, [
    grants.map((g) => g.userId), grants.map((g) => g.levelType), grants.map((g) => g.action), grants.map((g) => g.ref(day, broadcastId)),
    grants.map((g) => g.exp), grants.map((g) => iso(now - g.agoMs)),
  ]);
  for (const type of [1, 2, 3] as const) {
    const [exp, level] = COLUMNS[type];
    const who = type === 1 ? ids : plan.anchors.map((a) => a.id);
    await tx.query(`UPDATE users SET ${exp} = s.total,
        ${level} = (SELECT count(*)::int FROM unnest($3::int[]) AS t(threshold) WHERE t.threshold <= s.total)
      FROM (SELECT u.id, COALESCE((SELECT sum(r.exp)::int FROM exp_records r WHERE r.user_id = u.id AND r.level_type = $2), 0) AS total
        FROM users u WHERE u.id = ANY($1::int[])) s WHERE users.id = s.id`, [who, type, LEVEL_TABLES[type].levelExpList]);
  }
  await setMeta(tx, MARKER, at.toISOString(), at);
}
