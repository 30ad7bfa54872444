// Broadcasts (SPEC.md §2 "Broadcast draft fields"): prepared by /anchor/prepare, live while the ingest reports the
// room's stream, closed by /anchor/close or when the stream stops. At most one open (prepared or live) per anchor.
import type { Queryable } from '../database';
import { first } from '../database';

export type BroadcastState = 'prepared' | 'live' | 'closed';

export interface BroadcastDraft {
  readonly date: string;
  readonly roomName: string;
  readonly competitionId: number;
  readonly matchId: number;
  readonly sportType: number;
  readonly notification: string;
  readonly coverPicture: string;
}

export interface BroadcastRow extends BroadcastDraft {
  readonly id: number;
  readonly anchorId: number;
  readonly roomId: number;
  readonly state: BroadcastState;
  readonly createdAt: Date;
  readonly startedAt: Date | null;
  readonly endedAt: Date | null;
  readonly peakViewers: number;
}

const COLUMNS = `id, anchor_id AS "anchorId", room_id AS "roomId", broadcast_date AS "date", room_name AS "roomName",
  competition_id AS "competitionId", match_id AS "matchId", sport_type AS "sportType", notification,
  cover_picture AS "coverPicture", state, created_at AS "createdAt", started_at AS "startedAt", ended_at AS "endedAt",
  peak_viewers AS "peakViewers"`;

// bigint columns come back as strings (pg) or BigInt (PGlite); feed ids stay below 2^53.
function row(r: BroadcastRow | undefined): BroadcastRow | undefined {
  return r && { ...r, competitionId: Number(r.competitionId), matchId: Number(r.matchId) };
}

export async function openBroadcastOf(q: Queryable, anchorId: number): Promise<BroadcastRow | undefined> {
  return row(await first<BroadcastRow>(q, `SELECT ${COLUMNS} FROM broadcasts WHERE anchor_id = $1 AND state <> 'closed'`, [anchorId]));
}

export async function openBroadcastInRoom(q: Queryable, roomId: number): Promise<BroadcastRow | undefined> {
  return row(await first<BroadcastRow>(q, `SELECT ${COLUMNS} FROM broadcasts WHERE room_id = $1 AND state <> 'closed'
    ORDER BY id DESC LIMIT 1`, [roomId]));
}

export async function liveBroadcasts(q: Queryable): Promise<BroadcastRow[]> {
  const rows = await q.query<BroadcastRow>(`SELECT ${COLUMNS} FROM broadcasts WHERE state = 'live' ORDER BY id`);
  return rows.map((r) => row(r)!);
}

/** The anchor's open broadcast with this draft (a new prepared one when none is open); the row after. */
export async function saveDraft(q: Queryable, anchorId: number, roomId: number, d: BroadcastDraft, now: Date): Promise<BroadcastRow> {
  const values = [d.date, d.roomName, d.competitionId, d.matchId, d.sportType, d.notification, d.coverPicture];
  const updated = await q.query<BroadcastRow>(`UPDATE broadcasts SET broadcast_date = $2, room_name = $3, competition_id = $4,
    match_id = $5, sport_type = $6, notification = $7, cover_picture = $8 WHERE anchor_id = $1 AND state <> 'closed'
    RETURNING ${COLUMNS}`, [anchorId, ...values]);
  if (updated[0]) return row(updated[0])!;
  const inserted = await q.query<BroadcastRow>(`INSERT INTO broadcasts (anchor_id, room_id, broadcast_date, room_name,
    competition_id, match_id, sport_type, notification, cover_picture, state, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'prepared', $10) RETURNING ${COLUMNS}`, [anchorId, roomId, ...values, now]);
  return row(inserted[0])!;
}

/** The open broadcast's match (a switch while live). */
export async function setBroadcastMatch(q: Queryable, anchorId: number, m: { competitionId: number; matchId: number; sportType: number }): Promise<BroadcastRow | undefined> {
  return row((await q.query<BroadcastRow>(`UPDATE broadcasts SET competition_id = $2, match_id = $3, sport_type = $4
    WHERE anchor_id = $1 AND state <> 'closed' RETURNING ${COLUMNS}`, [anchorId, m.competitionId, m.matchId, m.sportType]))[0]);
}

/** prepared → live when the room's stream arrives; undefined when the room has no prepared broadcast. */
export async function markLive(q: Queryable, roomId: number, now: Date): Promise<BroadcastRow | undefined> {
  return row((await q.query<BroadcastRow>(`UPDATE broadcasts SET state = 'live', started_at = $2
    WHERE room_id = $1 AND state = 'prepared' RETURNING ${COLUMNS}`, [roomId, now]))[0]);
}

/** Closes the anchor's open broadcast; the row as it was (its state says whether it was live). */
export async function closeBroadcastOf(q: Queryable, anchorId: number, now: Date): Promise<BroadcastRow | undefined> {
  const before = await openBroadcastOf(q, anchorId);
  if (!before) return undefined;
  await q.query(`UPDATE broadcasts SET state = 'closed', ended_at = $2 WHERE id = $1`, [before.id, now]);
  return before;
}

export async function notePeakViewers(q: Queryable, id: number, viewers: number): Promise<void> {
  await q.query('UPDATE broadcasts SET peak_viewers = GREATEST(peak_viewers, $2) WHERE id = $1', [id, viewers]);
}

/** live → prepared when the room's stream stops (OBS reconnecting resumes it); the row after, undefined when none was live. */
export async function markUnpublished(q: Queryable, roomId: number): Promise<BroadcastRow | undefined> {
  return row((await q.query<BroadcastRow>(`UPDATE broadcasts SET state = 'prepared'
    WHERE room_id = $1 AND state = 'live' RETURNING ${COLUMNS}`, [roomId]))[0]);
}

/** Every live broadcast back to prepared (a restart: their streams are gone); how many. */
export async function resetLiveBroadcasts(q: Queryable): Promise<number> {
  return (await q.query(`UPDATE broadcasts SET state = 'prepared' WHERE state = 'live' RETURNING id`)).length;
}

/** The open broadcast's title and notice (/v1/liveroom/modifyChatRoomInfo); the row after. */
export async function setBroadcastRoomText(q: Queryable, id: number, t: { roomName: string; notification: string }): Promise<BroadcastRow | undefined> {
  return row((await q.query<BroadcastRow>(`UPDATE broadcasts SET room_name = $2, notification = $3
    WHERE id = $1 AND state <> 'closed' RETURNING ${COLUMNS}`, [id, t.roomName, t.notification]))[0]);
}
