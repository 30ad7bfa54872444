// Results as values: a handler returns ApiResult, the route helper turns it into the envelope. The codes and their
// copy are the contract's (contract/codes.ts, shared with the browser); the HTTP status follows the code, for logs
// and proxies; clients read the envelope.
import { API_CODE, API_MESSAGE } from '../../contract/codes';


export { API_CODE } from '../../contract/codes';
export type { ApiCode } from '../../contract/codes';

const STATUS: Readonly<Partial<Record<number, number>>> = {
  [API_CODE.ok]: 200,
  [API_CODE.rateLimited]: 429,
  [API_CODE.notLoggedIn]: 401,
  [API_CODE.loginExpired]: 401,
  [API_CODE.tokenInvalid]: 401,
  [API_CODE.tokenExpired]: 401,
  [API_CODE.notFound]: 404,
  [API_CODE.unknownApi]: 404,
  [API_CODE.notifySignature]: 401,
  [API_CODE.notAnchor]: 403,
  [API_CODE.noRoomPermission]: 403,
  [API_CODE.serverError]: 500,
  [API_CODE.smsUnavailable]: 503,
  [API_CODE.streamServiceUnavailable]: 503,
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

/** The failures with fixed copy (contract/codes.ts). */
export const FAIL = {
  rateLimited: () => fail(API_CODE.rateLimited, API_MESSAGE.rateLimited),
  notLoggedIn: () => fail(API_CODE.notLoggedIn, API_MESSAGE.notLoggedIn),
  loginExpired: () => fail(API_CODE.loginExpired, API_MESSAGE.loginExpired),
  tokenInvalid: () => fail(API_CODE.tokenInvalid, API_MESSAGE.loginExpired),
  tokenExpired: () => fail(API_CODE.tokenExpired, API_MESSAGE.tokenExpired),
  wrongCode: () => fail(API_CODE.wrongCode, API_MESSAGE.wrongCode),
  wrongPassword: () => fail(API_CODE.wrongPassword, API_MESSAGE.wrongPassword),
  passwordMismatch: () => fail(API_CODE.passwordMismatch, API_MESSAGE.passwordMismatch),
  followSelf: () => fail(API_CODE.followSelf, API_MESSAGE.followSelf), // [FL-3]
  notAnchor: () => fail(API_CODE.notAnchor, API_MESSAGE.notAnchor),
  // A stolen access token must not be enough to take the account over: a password, once set, changes only
  // through the SMS reset.
  passwordAlreadySet: () => fail(API_CODE.passwordAlreadySet, API_MESSAGE.passwordAlreadySet),
  badPhone: () => fail(API_CODE.validation, API_MESSAGE.badPhone), // [AU-2]
  serverError: () => fail(API_CODE.serverError, API_MESSAGE.serverError),
  smsUnavailable: () => fail(API_CODE.smsUnavailable, API_MESSAGE.smsUnavailable),
  matchNotFound: () => fail(API_CODE.notFound, API_MESSAGE.matchNotFound),
  roomNotFound: () => fail(API_CODE.notFound, API_MESSAGE.roomNotFound),
  unknownApi: () => fail(API_CODE.unknownApi, API_MESSAGE.unknownApi),
} as const;
