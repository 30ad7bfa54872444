// The shapes of the account calls' data: the contract's (contract/auth-customer.ts, forecast-tasks-personal.ts),
// read-only as the page gets them. Page-side types (a phone as typed) live here too.
import type { Immutable } from '../../contract';
import type * as C from '../../contract';

/** [AU-7] default country calling code 86. */
export const DEFAULT_NATIONAL_CODE = '86';

export interface PhoneNumber {
  readonly nationalCode: string;
  readonly number: string;
}

/** /login, /loginByPassWord (SPEC.md §3 "Login response"); first: the dialog offers to set a password [AU-1]. */
export type LoginAnswer = Immutable<C.LoginAnswer>;

export type SmsScene = C.RequestOf<typeof C.AUTH_CUSTOMER.sendCode>['scene'];

export type InterestOption = Immutable<C.InterestOption>;
export type InterestGroup = Immutable<C.InterestGroup>;
/** /v1/customer/interest/save {interests: […]} */
export type InterestRef = Immutable<C.InterestRef>;
export type InterestScope = InterestRef['scope'];
export type InterestType = InterestRef['type'];

/** Level types (SPEC.md §6): user 1, anchor 2, forecast 3. */
export type LevelType = C.LevelType;
/** /v1/tasks/levelinfo: levelExpList[i] is the experience that reaches level i + 1. */
export type LevelTable = Immutable<C.LevelTable>;
/** /v1/personal/custom/level/info */
export type UserLevelInfo = Immutable<C.UserLevelInfo>;
/** /v1/personal/anchor/level/info */
export type AnchorLevelInfo = Immutable<C.AnchorLevelInfo>;
/** /v1/customer/info */
export type UserInfo = Immutable<C.UserInfo>;

/** [FL-1] 1 followed, 2 not followed. */
export type FollowStatus = C.RequestOf<typeof C.LIVING.followMatch>['status'];
