// SPEC.md §7 "Forecast, tasks, personal": the level tables and the caller's (or an anchor's) standing. Level
// types (SPEC.md §6): user 1, anchor 2, forecast 3.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { jsonCall, NO_BODY } from './call';
import { followStatus, int, nullable } from './fields';

export const LevelType = Type.Enum([1, 2, 3]);
export type LevelType = Static<typeof LevelType>;

/** levelExpList[i] is the experience that reaches level i + 1. */
export const LevelTable = Type.Object({ levelType: LevelType, levelExpList: Type.Array(Type.Integer()), levelList: Type.Array(Type.String()) });
export type LevelTable = Static<typeof LevelTable>;

/** nextLevelExp: null at the top. */
export const UserLevelInfo = Type.Object({
  level: Type.Integer(), levelTxt: Type.String(), exp: Type.Integer(), nextLevelExp: nullable(Type.Integer()),
});
export type UserLevelInfo = Static<typeof UserLevelInfo>;

export const AnchorLevelInfo = Type.Object({
  anchorLevel: Type.Integer(),
  anchorLevelTxt: Type.String(),
  anchorExp: Type.Integer(),
  nextAnchorExp: nullable(Type.Integer()),
  predictionLevel: Type.Integer(),
  predictionLevelTxt: Type.String(),
  predictionExp: Type.Integer(),
  nextPredictionExp: nullable(Type.Integer()),
});
export type AnchorLevelInfo = Static<typeof AnchorLevelInfo>;

export const AnchorCard = Type.Object({
  customerId: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  identifier: nullable(Type.Integer()),
  description: Type.String(),
  anchorLevel: Type.Integer(),
  anchorLevelTxt: Type.String(),
  predictionLevel: Type.Integer(),
  predictionLevelTxt: Type.String(),
  fansCount: Type.Integer(),
  /** [FL-1] 1 the caller follows the anchor, 2 not. */
  followStatus: followStatus(),
});

export const FORECAST_TASKS_PERSONAL = {
  levelInfo: jsonCall({ path: '/v1/tasks/levelinfo', auth: 'none', body: Type.Object({ levelType: LevelType }), data: LevelTable }),
  userLevel: jsonCall({ path: '/v1/personal/custom/level/info', auth: 'required', body: NO_BODY, data: UserLevelInfo }),
  /** Anchors only (40008 otherwise). */
  anchorLevel: jsonCall({ path: '/v1/personal/anchor/level/info', auth: 'required', body: NO_BODY, data: AnchorLevelInfo }),
  /** An anchor's card; the caller's own without customerId (10020 for a guest without one). */
  anchorInfo: jsonCall({
    path: '/v1/personal/anchor/info', auth: 'optional', body: Type.Object({ customerId: Type.Optional(int(1)) }), data: AnchorCard,
  }),
} as const;
