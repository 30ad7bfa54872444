// The audit [AN-7]: a user's state (wait / reject / pass / none), the demo auto-review, the operator's decision,
// and the gate every /anchor/* call passes. Users made anchors before certification existed (the demo anchors
// 10001+) are passed without an application.
import type { Database } from '../db/database';
import type { ApplicationRow } from '../db/repositories/anchor-applications';
import { decideApplication, findApplication } from '../db/repositories/anchor-applications';
import type { UserRow } from '../db/repositories/users';
import { findUserById } from '../db/repositories/users';
import type { AuditStatus } from '../../contract/anchor-audit';

export interface AuditView {
  readonly auditStatus: AuditStatus;
  readonly cancelReason: string | null;
  readonly application: ApplicationRow | undefined;
}

export const AUTO_REVIEWER = 'auto';

/**
 * The user's audit state as of `now`. A waiting application past the auto-review delay is decided here, when it is
 * read (passed, or rejected with the reason judged at submission): no timer to keep, the same answer from every
 * process, and a restart loses nothing.
 */
export async function auditOf(db: Database, userId: number, now: number, autoReviewMs: number | undefined): Promise<AuditView> {
  let app = await findApplication(db, userId);
  if (app?.status === 'wait' && autoReviewMs !== undefined && app.submittedAt.getTime() + autoReviewMs <= now) {
    const reason = app.autoRejectReason;
    await db.transaction((tx) => decideApplication(tx, userId, reason ? { pass: false, reason } : { pass: true }, AUTO_REVIEWER, new Date(now)));
    app = await findApplication(db, userId);
  }
  if (app) return { auditStatus: app.status, cancelReason: app.cancelReason, application: app };
  const user = await findUserById(db, userId);
  return { auditStatus: user?.isAnchor ? 'pass' : 'none', cancelReason: null, application: undefined };
}

export type AnchorGate =
  | { readonly ok: true; readonly user: UserRow & { readonly roomId: number } }
  | { readonly ok: false; readonly status: Exclude<AuditStatus, 'pass'> };

/** Only a passed anchor with a room broadcasts [AN-7]. */
export async function passedAnchor(db: Database, userId: number, now: number, autoReviewMs: number | undefined): Promise<AnchorGate> {
  const audit = await auditOf(db, userId, now, autoReviewMs);
  const user = await findUserById(db, userId);
  if (audit.auditStatus !== 'pass' || !user?.isAnchor || user.roomId === null) {
    return { ok: false, status: audit.auditStatus === 'pass' ? 'none' : audit.auditStatus };
  }
  return { ok: true, user: { ...user, roomId: user.roomId } };
}
