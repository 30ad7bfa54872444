// Answer codes (SPEC.md §8 plus ours) and results as values: a handler returns ApiResult, the route helper turns
// it into the envelope. The HTTP status follows the code, for logs and proxies; clients read the envelope.

export const API_CODE = {
  ok: 0,
  /** SPEC.md §8 [HT-4]: rate limited. */
  rateLimited: 4000,
  /** Ours: a login-required call without a token. Not 10030/10040: those make the client reload, and a guest
   *  page that called a login-only endpoint would reload for ever. The client toasts the message [HT-3]. */
  notLoggedIn: 10020,
  /** SPEC.md §8 [HT-5]: the refresh token is unknown, expired, revoked or was reused. */
  loginExpired: 10030,
  /** SPEC.md §8 [HT-5]: the access token is malformed, forged or revoked (password reset, family revoked). */
  tokenInvalid: 10040,
  /** SPEC.md §8 [HT-6]: the access token expired; refresh and replay. */
  tokenExpired: 10050,
  /** The request body failed its schema. */
  validation: 40001,
  wrongCode: 40002,
  wrongPassword: 40003,
  passwordMismatch: 40004,
  weakPassword: 40005,
  /** [FL-3] */
  followSelf: 40006,
  notFound: 40007,
  notAnchor: 40008,
  limitReached: 40009,
  passwordAlreadySet: 40010,
  serverError: 50000,
  smsUnavailable: 50001,
} as const;

export type ApiCode = (typeof API_CODE)[keyof typeof API_CODE];

const STATUS: Readonly<Partial<Record<number, number>>> = {
  [API_CODE.ok]: 200,
  [API_CODE.rateLimited]: 429,
  [API_CODE.notLoggedIn]: 401,
  [API_CODE.loginExpired]: 401,
  [API_CODE.tokenInvalid]: 401,
  [API_CODE.tokenExpired]: 401,
  [API_CODE.notFound]: 404,
  [API_CODE.notAnchor]: 403,
  [API_CODE.serverError]: 500,
  [API_CODE.smsUnavailable]: 503,
};

export function httpStatusOf(code: number): number {
  return STATUS[code] ?? 400;
}

export type ApiResult<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly code: number; readonly msg: string };

export type Failure = Extract<ApiResult<never>, { ok: false }>;

export const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });
export const fail = (code: number, msg: string): Failure => ({ ok: false, code, msg });

/** The failures with fixed copy. Messages are shown to users as toasts [HT-3], so they are Chinese. */
export const FAIL = {
  rateLimited: () => fail(API_CODE.rateLimited, '请求过于频繁，请稍后重试！'),
  notLoggedIn: () => fail(API_CODE.notLoggedIn, '请先登录'),
  loginExpired: () => fail(API_CODE.loginExpired, '登录过期，请重新登录'),
  tokenInvalid: () => fail(API_CODE.tokenInvalid, '登录过期，请重新登录'),
  tokenExpired: () => fail(API_CODE.tokenExpired, '访问令牌已过期'),
  // One message for a wrong, expired, used or never-sent code, whatever the number: nothing to enumerate.
  wrongCode: () => fail(API_CODE.wrongCode, '验证码错误或已失效'),
  wrongPassword: () => fail(API_CODE.wrongPassword, '手机号或密码错误'),
  passwordMismatch: () => fail(API_CODE.passwordMismatch, '两次输入密码不一致，请重新输入'), // SPEC.md §5
  followSelf: () => fail(API_CODE.followSelf, '无法关注自己的账号～'), // [FL-3]
  notAnchor: () => fail(API_CODE.notAnchor, '认证成为主播后方可查看'),
  // A stolen access token must not be enough to take the account over: a password, once set, changes only
  // through the SMS reset.
  passwordAlreadySet: () => fail(API_CODE.passwordAlreadySet, '已设置过登录密码，请通过忘记密码重置'),
  badPhone: () => fail(API_CODE.validation, '请输入正确手机号'), // [AU-2]
  serverError: () => fail(API_CODE.serverError, '服务器异常'),
  smsUnavailable: () => fail(API_CODE.smsUnavailable, '短信发送失败，请稍后重试'),
} as const;
