// The shapes of the account calls' data (server/api/README.md "Calls"; SPEC.md §3 user, level and interest
// entities). Only what the browser reads.
import type { Tokens } from '../api';

/** [AU-7] default country calling code 86. */
export const DEFAULT_NATIONAL_CODE = '86';

export interface PhoneNumber {
  readonly nationalCode: string;
  readonly number: string;
}

/** /login, /loginByPassWord (SPEC.md §3 "Login response"). */
export interface LoginAnswer extends Tokens {
  /** True on the first login: the dialog offers to set a password [AU-1]. */
  readonly first: boolean;
}

export type SmsScene = 'login' | 'psw';

/** Interest scopes: 1 football, 2 basketball, 3 games; types: 1 competition, 2 team. */
export type InterestScope = 1 | 2 | 3;
export type InterestType = 1 | 2;

export interface InterestOption {
  readonly id: number;
  readonly scope: InterestScope;
  readonly type: InterestType;
  readonly shortName: string;
  readonly logo?: string;
  readonly checked: boolean;
}

export interface InterestGroup {
  readonly scope: InterestScope;
  readonly name: string;
  readonly competitionVOS: readonly InterestOption[];
  readonly teamVOS: readonly InterestOption[];
}

/** /v1/customer/interest/save {interests: […]} */
export interface InterestRef {
  readonly interestId: number;
  readonly scope: InterestScope;
  readonly type: InterestType;
}

/** Level types (SPEC.md §6): user 1, anchor 2, forecast 3. */
export type LevelType = 1 | 2 | 3;

/** /v1/tasks/levelinfo: levelExpList[i] is the experience that reaches level i + 1. */
export interface LevelTable {
  readonly levelType: LevelType;
  readonly levelExpList: readonly number[];
  readonly levelList: readonly string[];
}

/** /v1/personal/custom/level/info */
export interface UserLevelInfo {
  readonly level: number;
  readonly levelTxt: string;
  readonly exp: number;
  readonly nextLevelExp: number | null;
}

/** /v1/personal/anchor/level/info */
export interface AnchorLevelInfo {
  readonly anchorLevel: number;
  readonly anchorLevelTxt: string;
  readonly anchorExp: number;
  readonly nextAnchorExp: number | null;
  readonly predictionLevel: number;
  readonly predictionLevelTxt: string;
  readonly predictionExp: number;
  readonly nextPredictionExp: number | null;
}

/** [FL-1] 1 followed, 2 not followed. */
export type FollowStatus = 1 | 2;
