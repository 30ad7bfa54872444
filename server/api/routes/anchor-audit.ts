// Anchor certification (contract/anchor-audit.ts, issue #14): audit state [AN-7], the face step through the
// identity provider, the card info that submits the application, and its detail.
import type { FastifyInstance } from 'fastify';
import { ANCHOR_AUDIT } from '../../../contract';
import { ANCHOR_FAIL } from '../../anchors/anchor-failures';
import { auditOf } from '../../anchors/audit';
import { bindAnchorCode } from '../../anchors/anchor-codes';
import { ANCHOR_MIN_AGE, ageOn, idNumberProblem, isRealName, maskIdNumber, maskRealName } from '../../../engine/core/rules/resident-id';
import { submitApplication } from '../../db/repositories/anchor-applications';
import { findUserById } from '../../db/repositories/users';
import { FAIL, ok } from '../errors';
import type { Failure } from '../errors';
import { addRoute } from '../route';
import type { Services } from '../services';

const HOUR = 3_600_000;
/** The demo auto-review's rejection of an applicant under 18 (the operator decides everything else). */
export const AUTO_REJECT_MINOR = '未满18周岁，暂不能开通直播';
/** Each face session may cost money at the provider: a user starts at most this many. */
const FACE_INIT_RULES = [{ limit: 10, windowMs: HOUR }, { limit: 30, windowMs: 24 * HOUR }];
/** Invitation codes are 32^8: tries are few, so guessing is hopeless. */
const ANCHOR_CODE_RULES = [{ limit: 10, windowMs: HOUR }, { limit: 30, windowMs: 24 * HOUR }];

/** `feedNow`: a birth date is checked against the product's today, the feed's (as the page's form does). */
function identityFailure(realName: string, idCard: string, feedNow: number): Failure | undefined {
  if (!isRealName(realName)) return ANCHOR_FAIL.realNameInvalid();
  if (idNumberProblem(idCard, new Date(feedNow))) return ANCHOR_FAIL.idNumberInvalid();
  return undefined;
}

export function anchorAuditRoutes(app: FastifyInstance, s: Services): void {
  const a = s.anchors;
  const audit = (userId: number, now: number) => auditOf(s.db, userId, now, a.config.autoReviewMs);
  const providerFailed = (err: unknown) => {
    s.log(`identity provider ${a.identity.name} failed: ${err instanceof Error ? err.message : String(err)}`);
    return ANCHOR_FAIL.identityUnavailable();
  };

  addRoute(app, s, ANCHOR_AUDIT.auditState, async (ctx) => {
    const { auditStatus, cancelReason } = await audit(ctx.user.userId, ctx.now);
    return ok({ auditStatus, cancelReason });
  });

  addRoute(app, s, ANCHOR_AUDIT.faceInit, async (ctx, body) => {
    const bad = identityFailure(body.realName, body.idCard, s.feed.now());
    if (bad) return bad;
    const state = await audit(ctx.user.userId, ctx.now);
    if (state.auditStatus === 'pass') return ANCHOR_FAIL.alreadyCertified();
    if (state.auditStatus === 'wait') return ANCHOR_FAIL.auditWaiting();
    const allowed = await s.limiter.consume([{ bucket: 'face-init', subject: String(ctx.user.userId), rules: FACE_INIT_RULES }]);
    if (!allowed.ok) return FAIL.rateLimited();
    try {
      const session = await a.identity.initFace({ realName: body.realName, idNumber: body.idCard, userId: ctx.user.userId });
      return ok({ ...session, provider: a.identity.name });
    } catch (err) {
      return providerFailed(err);
    }
  });

  addRoute(app, s, ANCHOR_AUDIT.faceQuery, async (ctx, body) => {
    try {
      const status = await a.identity.queryFace(body.certifyId, ctx.user.userId);
      return ok({ passed: status === 'passed', status });
    } catch (err) {
      return providerFailed(err);
    }
  });

  addRoute(app, s, ANCHOR_AUDIT.faceDemoConfirm, async (ctx, body) =>
    (await a.identity.confirmDemoFace(body.certifyId, ctx.user.userId)) ? ok(null) : ANCHOR_FAIL.faceNotPassed());

  addRoute(app, s, ANCHOR_AUDIT.verifyCardInfo, async (ctx, body) => {
    const bad = identityFailure(body.realName, body.idCard, s.feed.now());
    if (bad) return bad;
    let verified: { realName: string; idNumber: string } | undefined;
    try {
      verified = await a.identity.identityOf(body.certifyId, ctx.user.userId);
    } catch (err) {
      return providerFailed(err);
    }
    // The application is the person whose face passed: the same name and number as the session was started for.
    const idNumber = body.idCard.toUpperCase();
    if (!verified || verified.realName !== body.realName || verified.idNumber !== idNumber) return ANCHOR_FAIL.faceNotPassed();
    // The demo auto-review's one rule beyond the checks already passed: anchors are adults (on the feed's day).
    const minor = ageOn(idNumber, new Date(`${s.feed.today().date}T00:00:00Z`)) < ANCHOR_MIN_AGE;
    const outcome = await submitApplication(s.db, {
      userId: ctx.user.userId, realName: body.realName, idNumberMasked: maskIdNumber(idNumber), idNumberHash: a.hashIdNumber(idNumber),
      autoRejectReason: minor ? AUTO_REJECT_MINOR : null,
    }, new Date(ctx.now));
    if (outcome === 'identity-taken') return ANCHOR_FAIL.identityTaken();
    if (outcome === 'passed') return ANCHOR_FAIL.alreadyCertified();
    if (outcome === 'pending') return ANCHOR_FAIL.auditWaiting();
    const { auditStatus, cancelReason } = await audit(ctx.user.userId, ctx.now);
    return ok({ auditStatus, cancelReason });
  });

  addRoute(app, s, ANCHOR_AUDIT.verifyAnchorCode, async (ctx, body) => {
    const state = await audit(ctx.user.userId, ctx.now);
    if (state.auditStatus === 'pass') return ANCHOR_FAIL.alreadyCertified();
    if (state.auditStatus === 'wait') return ANCHOR_FAIL.auditWaiting();
    const allowed = await s.limiter.consume([{ bucket: 'anchor-code', subject: String(ctx.user.userId), rules: ANCHOR_CODE_RULES }]);
    if (!allowed.ok) return FAIL.rateLimited();
    const bound = await bindAnchorCode(s.db, ctx.user.userId, body.code, ctx.now);
    if (bound.ok) return ok({ code: bound.code, inviter: bound.inviter });
    return bound.reason === 'bound' ? ANCHOR_FAIL.anchorCodeBound() : ANCHOR_FAIL.anchorCodeInvalid();
  });

  addRoute(app, s, ANCHOR_AUDIT.detail, async (ctx) => {
    const state = await audit(ctx.user.userId, ctx.now);
    const user = await findUserById(s.db, ctx.user.userId);
    const app = state.application;
    return ok({
      auditStatus: state.auditStatus, cancelReason: state.cancelReason,
      realName: app ? maskRealName(app.realName) : null, idCard: app?.idNumberMasked ?? null,
      submittedAt: app?.submittedAt.getTime() ?? null, reviewedAt: app?.reviewedAt?.getTime() ?? null,
      roomId: state.auditStatus === 'pass' ? user?.roomId ?? null : null,
    });
  });
}
