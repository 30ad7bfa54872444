// The account calls of SPEC.md §7 "Authentication and customer" (routes and shapes: server/api/README.md), typed,
// over the one HTTP client. Every call resolves to an ApiOutcome; the client has already toasted a failure
// [HT-3 … HT-7]. The header's own calls (levels, presence) are silent: the shell ignores its failures [HT-3].
import type { ApiOutcome, HttpClient } from '../api';
import { callJson } from '../api';
import type { Sport } from '../../engine/core';
import { SPORT_TYPE } from '../../engine/core';
import type {
  AnchorLevelInfo, FollowStatus, InterestGroup, InterestRef, LevelTable, LevelType, LoginAnswer, PhoneNumber, SmsScene,
  UserInfo, UserLevelInfo,
} from './account-types';
import { encodePassword } from './password-encoding';

export interface AccountCalls {
  sendCode(phone: PhoneNumber, scene: SmsScene): Promise<ApiOutcome<null>>;
  loginByCode(phone: PhoneNumber, code: string): Promise<ApiOutcome<LoginAnswer>>;
  loginByPassword(phone: PhoneNumber, password: string): Promise<ApiOutcome<LoginAnswer>>;
  resetPassword(phone: PhoneNumber, code: string, pwOne: string, pwTwo: string): Promise<ApiOutcome<null>>;
  setPassword(pwOne: string, pwTwo: string): Promise<ApiOutcome<null>>;
  customerInfo(): Promise<ApiOutcome<UserInfo>>;
  reportOnline(): Promise<ApiOutcome<null>>;
  interestInfo(): Promise<ApiOutcome<readonly InterestGroup[]>>;
  saveInterests(interests: readonly InterestRef[]): Promise<ApiOutcome<null>>;
  levelTable(levelType: LevelType): Promise<ApiOutcome<LevelTable>>;
  userLevel(): Promise<ApiOutcome<UserLevelInfo>>;
  anchorLevel(): Promise<ApiOutcome<AnchorLevelInfo>>;
  followMatch(matchId: number, sport: Sport, status: FollowStatus): Promise<ApiOutcome<unknown>>;
  /** [AU-9] ends the anchor's broadcast (/anchor/close) before logout; silent: its failure does not stop the logout. */
  endBroadcast(): Promise<ApiOutcome<unknown>>;
}

const SHELL = { silent: true } as const;

export function createAccountCalls(api: HttpClient): AccountCalls {
  return {
    sendCode: (phone, scene) => callJson(api, '/ali/sms/sendCode', { nationalCode: phone.nationalCode, phoneNumber: phone.number, scene }),
    loginByCode: (phone, code) => callJson(api, '/login', { code, nationalCode: phone.nationalCode, phoneNumber: phone.number, source: 'web' }),
    loginByPassword: (phone, password) => // [AU-4]
      callJson(api, '/loginByPassWord', { password: encodePassword(password), nationalCode: phone.nationalCode, phoneNumber: phone.number }),
    resetPassword: (phone, code, pwOne, pwTwo) =>
      callJson(api, '/reSetPw', { phone: phone.number, code, pwOne, pwTwo, nationalCode: phone.nationalCode }),
    setPassword: (pwOne, pwTwo) => callJson(api, '/v1/customer/setPw', { pwOne, pwTwo }),
    customerInfo: () => callJson(api, '/v1/customer/info', {}),
    reportOnline: () => callJson(api, '/v1/customer/reportOnline', { scope: 'web' }, SHELL), // [AU-10]
    interestInfo: () => callJson(api, '/v1/customer/interest/info', {}),
    saveInterests: (interests) => callJson(api, '/v1/customer/interest/save', { interests: [...interests] }),
    levelTable: (levelType) => callJson(api, '/v1/tasks/levelinfo', { levelType }, SHELL),
    userLevel: () => callJson(api, '/v1/personal/custom/level/info', {}, SHELL),
    anchorLevel: () => callJson(api, '/v1/personal/anchor/level/info', {}, SHELL),
    followMatch: (matchId, sport, status) => callJson(api, '/v1/match/follow/action', { matchId, sportType: SPORT_TYPE[sport], status }),
    endBroadcast: () => callJson(api, '/anchor/close', {}, SHELL),
  };
}
