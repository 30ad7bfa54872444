// Anchor certification (SPEC.md §4 "Anchor audit status"): one application per user, wait → pass | reject, a
// rejected one resubmitted in place. Passing makes the user an anchor with a room of their own.
import type { Queryable } from '../database';
import { first } from '../database';

export type AuditStatus = 'wait' | 'reject' | 'pass';

export interface ApplicationRow {
  readonly userId: number;
  readonly status: AuditStatus;
  readonly realName: string;
  readonly idNumberMasked: string;
  readonly cancelReason: string | null;
  /** The auto-review's decision, judged at submission: null passes, else the rejection's reason. */
  readonly autoRejectReason: string | null;
  readonly reviewer: string | null;
  readonly submittedAt: Date;
  readonly reviewedAt: Date | null;
}

export interface NewApplication {
  readonly userId: number;
  readonly realName: string;
  readonly idNumberMasked: string;
  /** Keyed hash of the ID number (server/anchors/identity/id-number-hash.ts). */
  readonly idNumberHash: string;
  readonly autoRejectReason?: string | null;
}

const COLUMNS = `user_id AS "userId", status, real_name AS "realName", id_number_masked AS "idNumberMasked",
  cancel_reason AS "cancelReason", auto_reject_reason AS "autoRejectReason", reviewer, submitted_at AS "submittedAt", reviewed_at AS "reviewedAt"`;

export function findApplication(q: Queryable, userId: number): Promise<ApplicationRow | undefined> {
  return first<ApplicationRow>(q, `SELECT ${COLUMNS} FROM anchor_applications WHERE user_id = $1`, [userId]);
}

export type SubmitOutcome = 'submitted' | 'pending' | 'passed' | 'identity-taken';

/** A new application, or a rejected one again; never over one waiting or passed. One person, one account. */
export async function submitApplication(q: Queryable, a: NewApplication, now: Date): Promise<SubmitOutcome> {
  const before = await findApplication(q, a.userId);
  if (before?.status === 'wait') return 'pending';
  if (before?.status === 'pass') return 'passed';
  const other = await first<{ userId: number }>(q, `SELECT user_id AS "userId" FROM anchor_applications
    WHERE id_number_hash = $1 AND status <> 'reject' AND user_id <> $2`, [a.idNumberHash, a.userId]);
  if (other) return 'identity-taken';
  await q.query(`INSERT INTO anchor_applications (user_id, status, real_name, id_number_masked, id_number_hash, submitted_at, auto_reject_reason)
    VALUES ($1, 'wait', $2, $3, $4, $5, $6)
    ON CONFLICT (user_id) DO UPDATE SET status = 'wait', real_name = $2, id_number_masked = $3, id_number_hash = $4,
      cancel_reason = NULL, reviewer = NULL, submitted_at = $5, reviewed_at = NULL, auto_reject_reason = $6`,
  [a.userId, a.realName, a.idNumberMasked, a.idNumberHash, now, a.autoRejectReason ?? null]);
  return 'submitted';
}

/**
 * Decides a waiting application (only a waiting one: a decision never overwrites another). Passing also makes the
 * user an anchor and gives them a room when they have none. Run it in a transaction. False: nothing was waiting.
 */
export async function decideApplication(q: Queryable, userId: number, decision: { pass: true } | { pass: false; reason: string },
  reviewer: string, now: Date): Promise<boolean> {
  const rows = await q.query(`UPDATE anchor_applications SET status = $2, cancel_reason = $3, reviewer = $4, reviewed_at = $5
    WHERE user_id = $1 AND status = 'wait' RETURNING user_id`,
  [userId, decision.pass ? 'pass' : 'reject', decision.pass ? null : decision.reason, reviewer, now]);
  if (rows.length === 0) return false;
  if (decision.pass) {
    await q.query(`UPDATE users SET is_anchor = true, room_id = COALESCE(room_id, nextval('anchor_room_ids')::int)
      WHERE id = $1`, [userId]);
  }
  return true;
}

/** Waiting applications submitted at or before `until`, oldest first (the demo auto-review and the operator CLI). */
export async function waitingApplications(q: Queryable, until: Date, limit = 100): Promise<ApplicationRow[]> {
  return q.query<ApplicationRow>(`SELECT ${COLUMNS} FROM anchor_applications WHERE status = 'wait' AND submitted_at <= $1
    ORDER BY submitted_at, user_id LIMIT $2`, [until, limit]);
}
