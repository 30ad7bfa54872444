// What a level section shows of one level type, from the level answers: the level's name, the experience, what the
// next level needs and its name, and the progress [FM-2] (user-menu/level-progress.ts, the header panel's own rule).
// Pure.
import type { AnchorLevelInfo, LevelTable, LevelType, UserLevelInfo } from '../../accounts/account-types';
import { levelFootText, levelProgress } from '../../components/user-menu/level-progress';

export interface LevelStanding {
  readonly level: number;
  readonly levelTxt: string;
  readonly exp: number;
  readonly nextLevelExp: number | null;
  readonly progress: number;
  readonly expText: string;
  readonly nextText: string;
}

export const LEVEL_TITLE: Readonly<Record<LevelType, string>> = { 1: '用户等级', 2: '主播等级', 3: '预测等级' };

export function standingOf(levelType: LevelType, info: UserLevelInfo | AnchorLevelInfo, table: LevelTable): LevelStanding {
  const [level, levelTxt, exp, nextLevelExp] = levelType === 1
    ? [(info as UserLevelInfo).level, (info as UserLevelInfo).levelTxt, (info as UserLevelInfo).exp, (info as UserLevelInfo).nextLevelExp]
    : levelType === 2
      ? [(info as AnchorLevelInfo).anchorLevel, (info as AnchorLevelInfo).anchorLevelTxt, (info as AnchorLevelInfo).anchorExp, (info as AnchorLevelInfo).nextAnchorExp]
      : [(info as AnchorLevelInfo).predictionLevel, (info as AnchorLevelInfo).predictionLevelTxt, (info as AnchorLevelInfo).predictionExp, (info as AnchorLevelInfo).nextPredictionExp];
  const foot = levelFootText(exp, nextLevelExp, table.levelList[level]);
  return { level, levelTxt, exp, nextLevelExp, progress: levelProgress(exp, nextLevelExp), expText: foot.exp, nextText: foot.next };
}
