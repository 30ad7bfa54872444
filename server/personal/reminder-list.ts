// Who asked an anchor to tell them when the broadcast starts (/anchor/remind: anchor_reminders), for the anchor's
// live notice in the personal centre; latest first.
import type { Queryable } from '../db/database';

export async function reminderPage(q: Queryable, anchorId: number, limit: number, offset: number) {
  const rows = await q.query<{ customerId: number; nickname: string; avatar: string; at: Date }>(`SELECT u.id AS "customerId",
      u.nickname, u.avatar, r.created_at AS at FROM anchor_reminders r JOIN users u ON u.id = r.user_id
    WHERE r.anchor_id = $1 ORDER BY r.created_at DESC, u.id LIMIT $2 OFFSET $3`, [anchorId, limit, offset]);
  const total = (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM anchor_reminders WHERE anchor_id = $1', [anchorId]))[0].n;
  return { total, list: rows.map((r) => ({ customerId: r.customerId, nickname: r.nickname, avatar: r.avatar, at: new Date(r.at).getTime() })) };
}
