// Reminders (/anchor/remind, SPEC.md §7; the draft's `notification`): when an anchor goes live, their followers and
// the users who asked to be reminded of them (anchor_reminders) each get an anchorLive notice through UserNotices
// — once per broadcast (broadcasts.reminded_at), not again when OBS reconnects.
import type { Database, Queryable } from '../db/database';
import type { BroadcastRow } from '../db/repositories/broadcasts';
import { findUserById } from '../db/repositories/users';
import type { UserNotices } from './user-notices';

/** status 1: remind me; 2: stop. Whether the user is now reminded. */
export async function setReminder(q: Queryable, userId: number, anchorId: number, on: boolean, now: Date): Promise<boolean> {
  if (on) {
    await q.query(`INSERT INTO anchor_reminders (user_id, anchor_id, created_at) VALUES ($1, $2, $3)
      ON CONFLICT (user_id, anchor_id) DO NOTHING`, [userId, anchorId, now]);
  } else {
    await q.query('DELETE FROM anchor_reminders WHERE user_id = $1 AND anchor_id = $2', [userId, anchorId]);
  }
  return on;
}

export async function isReminded(q: Queryable, userId: number, anchorId: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM anchor_reminders WHERE user_id = $1 AND anchor_id = $2', [userId, anchorId])).length > 0;
}

/** Who hears of the anchor going live: followers and those who asked, each once, by id. */
export async function reminderRecipients(q: Queryable, anchorId: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>(`SELECT follower_id AS id FROM customer_follows WHERE followee_id = $1
    UNION SELECT user_id AS id FROM anchor_reminders WHERE anchor_id = $1 ORDER BY id`, [anchorId]);
  return rows.map((r) => Number(r.id)).filter((id) => id !== anchorId);
}

export interface RemindDeps {
  readonly db: Database;
  readonly notices: UserNotices;
  readonly now: () => number;
}

/**
 * Tells the anchor's followers (and those who asked) that the broadcast `room` is live; once per broadcast.
 * How many were told (0 when this broadcast's reminders already went out).
 */
export async function remindFollowers(deps: RemindDeps, anchorId: number, room: Pick<BroadcastRow, 'id' | 'roomId' | 'roomName' | 'sportType' | 'matchId'>): Promise<number> {
  const at = deps.now();
  const first = await deps.db.query(`UPDATE broadcasts SET reminded_at = $2 WHERE id = $1 AND reminded_at IS NULL RETURNING id`, [room.id, new Date(at)]);
  if (first.length === 0) return 0;
  const anchor = await findUserById(deps.db, anchorId);
  if (!anchor) return 0;
  const notice = {
    type: 'anchorLive', anchorId, anchorName: anchor.nickname, anchorAvatar: anchor.avatar,
    roomId: room.roomId, roomName: room.roomName, sportType: room.sportType, matchId: room.matchId, at,
  } as const;
  const to = await reminderRecipients(deps.db, anchorId);
  for (const userId of to) await deps.notices.publish(userId, notice);
  return to.length;
}
