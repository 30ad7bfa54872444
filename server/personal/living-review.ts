// The anchor's live-data review (SPEC.md §2 type=3; §7 anchor/myLivingStatistics, anchor/myLivingRecord): every
// broadcast that went live, with its duration, peak viewers (broadcasts.peak_viewers), total viewers (distinct
// logged-in viewers who entered while it was live: broadcast_viewers) and chat messages (chat_messages in its room
// between its start and end). A broadcast still live counts up to `now`.
import type { Queryable } from '../db/database';

export interface LivingRecordRow {
  readonly prepareId: number;
  readonly roomId: number;
  readonly roomName: string;
  readonly matchId: number;
  readonly sportType: number;
  readonly startedAt: number;
  readonly endedAt: number | null;
  readonly duration: number;
  readonly peakViewers: number;
  readonly totalViewers: number;
  readonly chatMessages: number;
}

const REVIEW = `SELECT b.id, b.room_id AS "roomId", b.room_name AS "roomName", b.match_id AS "matchId", b.sport_type AS "sportType",
    b.started_at AS "startedAt", b.ended_at AS "endedAt", b.peak_viewers AS "peakViewers",
    (SELECT count(*)::int FROM broadcast_viewers v WHERE v.broadcast_id = b.id) AS "totalViewers",
    (SELECT count(*)::int FROM chat_messages c WHERE c.room_id = b.room_id AND c.created_at >= b.started_at
      AND c.created_at <= COALESCE(b.ended_at, $2)) AS "chatMessages"
  FROM broadcasts b WHERE b.anchor_id = $1 AND b.started_at IS NOT NULL`;

interface Raw {
  id: number; roomId: number; roomName: string; matchId: string | number; sportType: number; startedAt: Date; endedAt: Date | null;
  peakViewers: number; totalViewers: number; chatMessages: number;
}

function rowOf(r: Raw, now: number): LivingRecordRow {
  const start = new Date(r.startedAt).getTime();
  const end = r.endedAt === null ? null : new Date(r.endedAt).getTime();
  return {
    prepareId: r.id, roomId: r.roomId, roomName: r.roomName, matchId: Number(r.matchId), sportType: r.sportType, startedAt: start,
    endedAt: end, duration: Math.max(0, Math.floor(((end ?? now) - start) / 1000)),
    // A peak is at least the viewers counted: a broadcast closed before the next peak note still had them.
    peakViewers: Math.max(r.peakViewers, r.totalViewers), totalViewers: r.totalViewers, chatMessages: r.chatMessages,
  };
}

export async function livingRecordPage(q: Queryable, anchorId: number, limit: number, offset: number, now: Date): Promise<{ total: number; list: LivingRecordRow[] }> {
  const rows = await q.query<Raw>(`${REVIEW} ORDER BY b.started_at DESC, b.id DESC LIMIT $3 OFFSET $4`, [anchorId, now, limit, offset]);
  const total = (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM broadcasts WHERE anchor_id = $1 AND started_at IS NOT NULL', [anchorId]))[0].n;
  return { total, list: rows.map((r) => rowOf(r, now.getTime())) };
}

export async function livingStatistics(q: Queryable, anchorId: number, now: Date) {
  const all = (await q.query<Raw>(REVIEW, [anchorId, now])).map((r) => rowOf(r, now.getTime()));
  return {
    broadcasts: all.length,
    totalDuration: all.reduce((n, r) => n + r.duration, 0),
    peakViewers: all.reduce((n, r) => Math.max(n, r.peakViewers), 0),
    totalViewers: all.reduce((n, r) => n + r.totalViewers, 0),
    chatMessages: all.reduce((n, r) => n + r.chatMessages, 0),
  };
}

/** A logged-in viewer entered the room of a live broadcast. */
export async function noteBroadcastViewer(q: Queryable, broadcastId: number, userId: number, now: Date): Promise<void> {
  await q.query(`INSERT INTO broadcast_viewers (broadcast_id, user_id, first_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [broadcastId, userId, now]);
}
