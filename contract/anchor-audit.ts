// SPEC.md §7 "Authentication and customer", the anchor certification part (issue #14): the audit state [AN-7],
// Aliyun's face flow (/ali/face/init → certifyId + url, /ali/face/query → passed), the card info that submits the
// application, and its detail. Spread into AUTH_CUSTOMER in index.ts.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { jsonCall, NO_BODY } from './call';
import { nullable, str } from './fields';

/** wait: under review; reject: refused (cancelReason says why); pass: an anchor; none: never applied [AN-7]. */
export const AuditStatus = Type.Union([Type.Literal('wait'), Type.Literal('reject'), Type.Literal('pass'), Type.Literal('none')]);
export type AuditStatus = Static<typeof AuditStatus>;

export const AuditState = Type.Object({ auditStatus: AuditStatus, cancelReason: nullable(Type.String()) });
export type AuditState = Static<typeof AuditState>;

const IDENTITY_MESSAGES = {
  realName: '请输入真实姓名',
  idCard: '请输入身份证号码', 'idCard.pattern': '身份证号码应为18位', 'idCard.minLength': '身份证号码应为18位',
};
const identity = () => ({ realName: str(20, 2), idCard: Type.String({ minLength: 18, maxLength: 18, pattern: '^[0-9]{17}[0-9Xx]$', examples: ['11010519491231002X'] }) });

export const FaceStatus = Type.Union([Type.Literal('passed'), Type.Literal('pending'), Type.Literal('failed'), Type.Literal('unknown')]);

export const CertificationDetail = Type.Object({
  ...AuditState.properties,
  /** 张** */
  realName: nullable(Type.String()),
  /** 110*************34 */
  idCard: nullable(Type.String()),
  /** ms since the epoch. */
  submittedAt: nullable(Type.Integer()),
  reviewedAt: nullable(Type.Integer()),
  /** The anchor's room once passed. */
  roomId: nullable(Type.Integer()),
});
export type CertificationDetail = Static<typeof CertificationDetail>;

export const ANCHOR_AUDIT = {
  /** [AN-7] */
  auditState: jsonCall({ path: '/v1/customer/auditState', auth: 'required', body: NO_BODY, data: AuditState }),
  /** Starts the face step for this name and ID number (checked: GB 11643 check character, the name's form). */
  faceInit: jsonCall({
    path: '/ali/face/init', auth: 'required',
    body: Type.Object({ ...identity(), metaInfo: Type.Optional(str(2000, 0)) }), messages: IDENTITY_MESSAGES,
    data: Type.Object({ certifyId: Type.String(), url: Type.String(), provider: Type.String() }),
  }),
  faceQuery: jsonCall({
    path: '/ali/face/query', auth: 'required', body: Type.Object({ certifyId: str(64) }),
    data: Type.Object({ passed: Type.Boolean(), status: FaceStatus }),
  }),
  /** The demo provider's face step (a confirmation, no camera); 41404 from any other provider. */
  faceDemoConfirm: jsonCall({
    path: '/ali/face/demoConfirm', auth: 'required', body: Type.Object({ certifyId: str(64) }), data: Type.Null(),
  }),
  /** Submits the application (audit wait) for the identity a passed face session verified. */
  verifyCardInfo: jsonCall({
    path: '/v1/customer/verifyCardInfo', auth: 'required',
    body: Type.Object({ ...identity(), certifyId: str(64) }), messages: IDENTITY_MESSAGES, data: AuditState,
  }),
  detail: jsonCall({ path: '/v1/customer/detail', auth: 'required', body: NO_BODY, data: CertificationDetail }),
  /**
   * The invitation code step (选填, before the card info): binds an operator-issued code (8 letters or digits,
   * any case) to the caller, who then applies as invited by its inviter. Unknown, expired or another account's:
   * 41406; the caller holds another code: 41406 您已绑定其他邀请码; already certified / waiting: 41404 / 41401;
   * more than 10 tries an hour: 4000.
   */
  verifyAnchorCode: jsonCall({
    path: '/v1/customer/verifyAnchorCode', auth: 'required',
    body: Type.Object({ code: Type.String({ minLength: 8, maxLength: 8, pattern: '^[A-Za-z0-9]{8}$' }) }),
    messages: { code: '邀请码应为8位字母或数字' },
    data: Type.Object({ code: Type.String(), inviter: Type.String() }),
  }),
} as const;
