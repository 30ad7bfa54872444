// Feedback and complaints (migration 009_feedback.sql) [FB-1] [FB-2]: saved as sent, listed newest first for
// operators (server/feedback/feedback-cli.ts). One SQL for PGlite and PostgreSQL.
import type { Queryable } from '../database';

export interface FeedbackRecord {
  readonly id: number;
  readonly userId: number;
  readonly desc: string;
  readonly proofList: readonly string[];
  readonly createdAt: Date;
}

export interface ComplaintRecord extends FeedbackRecord {
  /** 0: the platform. */
  readonly targetId: number;
  readonly reasonList: readonly number[];
}

export async function saveFeedback(q: Queryable, userId: number, desc: string, proofList: readonly string[], now: Date): Promise<number> {
  const [row] = await q.query<{ id: number }>(`INSERT INTO feedback (user_id, description, proof_list, created_at)
    VALUES ($1, $2, $3, $4) RETURNING id::int AS id`, [userId, desc, [...proofList], now]);
  return row.id;
}

export async function saveComplaint(
  q: Queryable, c: { readonly userId: number; readonly targetId: number; readonly desc: string; readonly proofList: readonly string[]; readonly reasonList: readonly number[] }, now: Date,
): Promise<number> {
  const [row] = await q.query<{ id: number }>(`INSERT INTO complaints (user_id, target_id, description, proof_list, reason_list, created_at)
    VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::int AS id`, [c.userId, c.targetId, c.desc, [...c.proofList], [...c.reasonList], now]);
  return row.id;
}

/** Newest first. */
export function listFeedback(q: Queryable, limit: number): Promise<FeedbackRecord[]> {
  return q.query<FeedbackRecord>(`SELECT id::int AS id, user_id AS "userId", description AS "desc", proof_list AS "proofList", created_at AS "createdAt"
    FROM feedback ORDER BY created_at DESC, id DESC LIMIT $1`, [limit]);
}

/** Newest first; about one account (or 0, the platform) when `targetId` is given. */
export function listComplaints(q: Queryable, limit: number, targetId?: number): Promise<ComplaintRecord[]> {
  return q.query<ComplaintRecord>(`SELECT id::int AS id, user_id AS "userId", target_id AS "targetId", description AS "desc",
      proof_list AS "proofList", reason_list AS "reasonList", created_at AS "createdAt"
    FROM complaints WHERE ($2::int IS NULL OR target_id = $2) ORDER BY created_at DESC, id DESC LIMIT $1`, [limit, targetId ?? null]);
}
