// [FM-2] Level progress = rounded current exp over the exp the next level requires, as a whole percentage clamped
// to 0–100; the top level (nothing required) is full.
import type { AnchorLevelInfo, LevelTable, UserLevelInfo } from '../../accounts/account-types';
import { CENTRE_SHORTCUT, personalCentreHref } from './personal-centre';

export function levelProgress(exp: number, nextLevelExp: number | null): number {
  if (nextLevelExp === null || !(nextLevelExp > 0)) return 100;
  const percent = Math.round((Math.max(0, exp) / nextLevelExp) * 100);
  return Math.min(100, Math.max(0, percent));
}

/** Experience still missing for the next level; null at the top. */
export function expToNextLevel(exp: number, nextLevelExp: number | null): number | null {
  return nextLevelExp === null ? null : Math.max(0, nextLevelExp - exp);
}

/** The panel's foot: 经验 exp / next, and what is still missing (or the top reached). */
export function levelFootText(exp: number, nextLevelExp: number | null, nextLevelTxt = '下一级'): { readonly exp: string; readonly next: string } {
  const missing = expToNextLevel(exp, nextLevelExp);
  return {
    exp: `经验 ${exp}${nextLevelExp !== null ? ` / ${nextLevelExp}` : ''}`,
    next: missing === null ? '已达最高等级' : missing === 0 ? `即将升级至${nextLevelTxt}` : `距${nextLevelTxt}还需 ${missing}`,
  };
}

export interface LevelPanelData {
  readonly title: string;
  readonly levelTxt: string;
  readonly exp: number;
  readonly nextLevelExp: number | null;
  /** The next level's name from /v1/tasks/levelinfo (levelList[i] names level i + 1). */
  readonly nextLevelTxt?: string;
  readonly href: string;
}

const nextName = (table: LevelTable | undefined, level: number) => table?.levelList[level];

/** A viewer's panel: user level [SH-7]. */
export function userLevelPanel(info: UserLevelInfo, table?: LevelTable): LevelPanelData {
  return {
    title: '用户等级', levelTxt: info.levelTxt, exp: info.exp, nextLevelExp: info.nextLevelExp,
    nextLevelTxt: nextName(table, info.level), href: personalCentreHref(CENTRE_SHORTCUT.userLevel),
  };
}

/** An anchor's panels: anchor level with experience, and the prediction level [SH-7]. */
export function anchorLevelPanels(info: AnchorLevelInfo, anchorTable?: LevelTable, forecastTable?: LevelTable): LevelPanelData[] {
  return [
    {
      title: '主播等级', levelTxt: info.anchorLevelTxt, exp: info.anchorExp, nextLevelExp: info.nextAnchorExp,
      nextLevelTxt: nextName(anchorTable, info.anchorLevel), href: personalCentreHref(CENTRE_SHORTCUT.anchorLevel),
    },
    {
      title: '预测等级', levelTxt: info.predictionLevelTxt, exp: info.predictionExp, nextLevelExp: info.nextPredictionExp,
      nextLevelTxt: nextName(forecastTable, info.predictionLevel), href: personalCentreHref(CENTRE_SHORTCUT.forecast),
    },
  ];
}
