// SPEC.md §7 "Authentication and customer": SMS codes, the two logins, passwords, the user's info and presence,
// tourist codes, interests, and following users (anchors). Validation copy: SPEC.md §5 [AU-2 … AU-6].
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { defaulted, jsonCall, NO_BODY } from './call';
import { Bool01, followStatus, int, nationalCode, nullable, page, str } from './fields';
import { Tokens } from './general';
import { MAX_INTERESTS } from './limits';

/** SPEC.md §3 "Login response": first is true on the first login (the dialog offers to set a password [AU-1]). */
export const LoginAnswer = Type.Object({ ...Tokens.properties, first: Type.Boolean() });
export type LoginAnswer = Static<typeof LoginAnswer>;

/** SPEC.md §3 user info + personal info. */
export const UserInfo = Type.Object({
  id: Type.Integer(),
  customerId: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  /** 1 anchor, 0 viewer. */
  isAnchor: Bool01(),
  /** The anchor's room id; null for viewers. */
  identifier: nullable(Type.Integer()),
  userCode: Type.String(),
  followToCount: Type.Integer(),
  followFromCount: Type.Integer(),
  level: Type.Integer(),
  levelTxt: Type.String(),
  exp: Type.Integer(),
  /** 0 confidential, 1 male, 2 female. */
  gender: Type.Integer(),
  description: Type.String(),
  /** Masked: 138****0001. */
  phone: Type.String(),
  hasPassword: Type.Boolean(),
});
export type UserInfo = Static<typeof UserInfo>;

/** Interest scopes: 1 football, 2 basketball, 3 games; types: 1 competition, 2 team. */
const interestScope = () => Type.Enum([1, 2, 3]);
const interestType = () => Type.Enum([1, 2]);

export const InterestRef = Type.Object({ interestId: Type.Integer(), scope: interestScope(), type: interestType() });
export type InterestRef = Static<typeof InterestRef>;

export const InterestOption = Type.Object({
  id: Type.Integer(), scope: interestScope(), type: interestType(), shortName: Type.String(), logo: Type.String(), checked: Type.Boolean(),
});
export type InterestOption = Static<typeof InterestOption>;

export const InterestGroup = Type.Object({
  scope: interestScope(),
  /** 足球 / 篮球 / 游戏 */
  name: Type.String(),
  competitionVOS: Type.Array(InterestOption),
  teamVOS: Type.Array(InterestOption),
});
export type InterestGroup = Static<typeof InterestGroup>;

export const ChosenInterest = Type.Object({ ...InterestRef.properties, shortName: Type.String(), logo: Type.String() });


/** A user as the follow lists and the search show one. */
export const FollowUser = Type.Object({
  customerId: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  isAnchor: Bool01(),
  identifier: nullable(Type.Integer()),
  userCode: Type.String(),
  level: Type.Integer(),
  anchorLevel: Type.Integer(),
  description: Type.String(),
  /** 1 the caller follows them, 2 not [FL-1]. */
  followStatus: followStatus(),
});
export type FollowUser = Static<typeof FollowUser>;

const PASSWORD_MESSAGES = { pwOne: '请输入新的登录密码', pwTwo: '请再次输入新的登录密码' }; // [AU-5]

export const AUTH_CUSTOMER = {
  /** The answer does not depend on whether the number is registered [AU-2, AU-7]. Scene changePhone: the code
   *  to a new phone that preChangePhoneCheck takes. */
  sendCode: jsonCall({
    path: '/ali/sms/sendCode', auth: 'none',
    body: Type.Object({ nationalCode: nationalCode(), phoneNumber: str(20), scene: Type.Enum(['login', 'psw', 'changePhone']) }),
    messages: { phoneNumber: '请输入手机号后再获取验证码' }, // [AU-2]
    data: Type.Null(),
  }),
  /** Creates the account on first use (first: true). */
  login: jsonCall({
    path: '/login', auth: 'none',
    body: Type.Object({ code: str(12), nationalCode: nationalCode(), phoneNumber: str(20), source: Type.Optional(str(16, 0)) }),
    messages: { phoneNumber: '请输入手机号后登录', code: '请输入验证码后登录' }, // [AU-3]
    data: LoginAnswer,
  }),
  /** password: base64 of the UTF-8 password [AU-4]. */
  loginByPassword: jsonCall({
    path: '/loginByPassWord', auth: 'none',
    body: Type.Object({ password: str(200), nationalCode: nationalCode(), phoneNumber: str(20) }),
    messages: { phoneNumber: '请输入手机号后登录', password: '请输入密码后登录' }, // [AU-4]
    data: LoginAnswer,
  }),
  /** Forgot password (SMS scene psw); logs every session out. Passwords as typed [AU-5]. */
  resetPassword: jsonCall({
    path: '/reSetPw', auth: 'none',
    body: Type.Object({ phone: str(20), code: str(12), pwOne: str(64), pwTwo: str(64), nationalCode: nationalCode() }),
    messages: { ...PASSWORD_MESSAGES, phone: '请输入手机号', code: '请输入验证码' },
    data: Type.Null(),
  }),
  /** After the first login, while no password is set [AU-5]. */
  setPassword: jsonCall({
    path: '/v1/customer/setPw', auth: 'required',
    body: Type.Object({ pwOne: str(64), pwTwo: str(64) }), messages: PASSWORD_MESSAGES, data: Type.Null(),
  }),
  info: jsonCall({ path: '/v1/customer/info', auth: 'required', body: NO_BODY, data: UserInfo }),
  /** Every 60 s while logged in [AU-10]. */
  reportOnline: jsonCall({
    path: '/v1/customer/reportOnline', auth: 'required', body: Type.Object({ scope: Type.Optional(str(16, 0)) }), data: Type.Null(),
  }),
  touristCode: jsonCall({
    path: '/tourist/generateTouristCode', auth: 'optional', body: NO_BODY, data: Type.Object({ touristCode: Type.String() }),
  }),
  /** Hot competitions and teams per scope, the caller's choices checked. */
  interestInfo: jsonCall({ path: '/v1/customer/interest/info', auth: 'optional', body: NO_BODY, data: Type.Array(InterestGroup) }),
  interestChoose: jsonCall({ path: '/v1/customer/interest/choose', auth: 'required', body: NO_BODY, data: Type.Array(ChosenInterest) }),
  /** 1 to 10 [AU-6]. */
  interestSave: jsonCall({
    path: '/v1/customer/interest/save', auth: 'required',
    body: Type.Object({ interests: Type.Array(InterestRef, { minItems: 1, maxItems: MAX_INTERESTS }) }),
    messages: { interests: '请选择喜好', 'interests.maxItems': '最多只能选择10个' }, // [AU-6]
    data: Type.Null(),
  }),
  /** Never oneself [FL-3]. */
  followAction: jsonCall({
    path: '/v1/customer/follow/action', auth: 'required',
    body: Type.Object({ status: followStatus(), followCustomerId: int(1), prepareId: defaulted(Type.Integer({ minimum: 0 }), 0) }),
    data: Type.Object({ followStatus: followStatus() }),
  }),
  /** Whom the caller follows. */
  followTo: jsonCall({
    path: '/v1/customer/follow/to', auth: 'required', body: Type.Object(page(20, 100)),
    data: Type.Object({ total: Type.Integer(), list: Type.Array(FollowUser) }),
  }),
  /** The caller's fans. */
  followFrom: jsonCall({
    path: '/v1/customer/follow/from', auth: 'required', body: Type.Object(page(20, 100)),
    data: Type.Object({ total: Type.Integer(), list: Type.Array(FollowUser) }),
  }),
  /** Up to 10 users by nickname (contains) or user code (exact), with the caller's followStatus. */
  followPreSearch: jsonCall({
    path: '/v1/customer/follow/preSearch', auth: 'optional',
    body: Type.Object({ keyword: str(30) }), messages: { keyword: '请输入搜索关键词' },
    data: Type.Array(FollowUser),
  }),
} as const;
