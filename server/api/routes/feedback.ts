// Feedback and complaints (SPEC.md §7): /dict/getFromType {type: reportReason} (the complaint reasons),
// /v1/personal/feedback/save [FB-1], /v1/personal/report/account [FB-2]. Proof images must be our own uploads
// (/v1/file/batch/upload [FB-3]) that are still stored. Saved for operators (feedback-cli.ts); a user may send 10
// an hour and 30 a day of each.
import type { FastifyInstance } from 'fastify';
import { FEEDBACK, UPLOADS } from '../../../contract/feedback';
import { API_MESSAGE } from '../../../contract/codes';
import { REPORT_REASON_DICT_TYPE } from '../../../contract/upload-limits';
import type { RateRule } from '../../auth/rate-limit';
import { saveComplaint, saveFeedback } from '../../db/repositories/feedback';
import { findUserById } from '../../db/repositories/users';
import { API_CODE, fail, FAIL, ok } from '../errors';
import type { ApiResult } from '../errors';
import { addRoute } from '../route';
import type { Services } from '../services';
import { REPORT_REASONS } from '../../feedback/report-reasons';

export const FEEDBACK_RULES: readonly RateRule[] = [{ limit: 10, windowMs: 3_600_000 }, { limit: 30, windowMs: 86_400_000 }];

/** Each proof is one of our uploads (re-encoded, indexed), still there; the list as sent otherwise (duplicates dropped). */
async function checkProofs(s: Services, proofList: readonly string[]): Promise<ApiResult<string[]>> {
  const unique = [...new Set(proofList)];
  for (const url of unique) {
    if (!(await s.uploadKeeper.isUsable(url))) return fail(API_CODE.uploadUnknown, API_MESSAGE.uploadUnknown);
  }
  return ok(unique);
}

const allowed = async (s: Services, bucket: string, userId: number) =>
  (await s.limiter.consume([{ bucket, subject: String(userId), rules: FEEDBACK_RULES }])).ok;

export function feedbackRoutes(app: FastifyInstance, s: Services): void {
  addRoute(app, s, UPLOADS.dictFromType, async (_ctx, body) => (body.type === REPORT_REASON_DICT_TYPE
    ? ok(REPORT_REASONS)
    : fail(API_CODE.validation, `未知的字典类型：${body.type}`)));

  addRoute(app, s, FEEDBACK.feedbackSave, async (ctx, body) => {
    const desc = body.desc.trim();
    if (!desc) return fail(API_CODE.validation, API_MESSAGE.feedbackDescRequired); // [FB-1]
    const proofs = await checkProofs(s, body.proofList ?? []);
    if (!proofs.ok) return proofs;
    if (!(await allowed(s, 'feedback', ctx.user.userId))) return FAIL.rateLimited();
    await saveFeedback(s.db, ctx.user.userId, desc, proofs.data, new Date(ctx.now));
    return ok(null);
  });

  addRoute(app, s, FEEDBACK.reportAccount, async (ctx, body) => {
    // [FB-2] at least one reason (the schema), each one we list.
    if (!body.reasonList.every((id) => REPORT_REASONS.some((r) => r.id === id))) return fail(API_CODE.validation, API_MESSAGE.complaintReasonRequired);
    if (body.customerId !== 0) {
      if (body.customerId === ctx.user.userId) return fail(API_CODE.validation, '不能投诉自己的账号');
      if (!(await findUserById(s.db, body.customerId))) return fail(API_CODE.notFound, API_MESSAGE.userNotFound);
    }
    const proofs = await checkProofs(s, body.proofList ?? []);
    if (!proofs.ok) return proofs;
    if (!(await allowed(s, 'complaint', ctx.user.userId))) return FAIL.rateLimited();
    await saveComplaint(s.db, { userId: ctx.user.userId, targetId: body.customerId, desc: body.desc.trim(), proofList: proofs.data, reasonList: body.reasonList }, new Date(ctx.now));
    return ok(null);
  });
}
