// Level tables (SPEC.md §3 "Level tables: levelExpList, levelList and forecast equivalents"; §6 level types:
// user 1, anchor 2, forecast 3). levelExpList[i] is the experience needed to reach level i + 1.
export type LevelType = 1 | 2 | 3;

export interface LevelTable {
  readonly levelExpList: readonly number[];
  readonly levelList: readonly string[];
}

const numbered = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

export const LEVEL_TABLES: Readonly<Record<LevelType, LevelTable>> = {
  1: {
    levelExpList: [0, 100, 300, 600, 1000, 1500, 2200, 3000, 4000, 5200, 6600, 8200, 10000, 12500, 15500, 19000, 23000, 28000, 34000, 41000],
    levelList: numbered('LV', 20),
  },
  2: {
    levelExpList: [0, 500, 1500, 3500, 7000, 12000, 20000, 32000, 50000, 75000, 110000, 160000, 230000, 320000, 450000],
    levelList: numbered('主播LV', 15),
  },
  3: {
    levelExpList: [0, 50, 150, 400, 800, 1500, 3000],
    levelList: ['青铜', '白银', '黄金', '铂金', '钻石', '大师', '王者'],
  },
};

export interface LevelStanding {
  readonly level: number;
  readonly levelTxt: string;
  /** Experience needed for the next level; null at the top. */
  readonly nextLevelExp: number | null;
}

/** The label of `level` and what the next one needs (levels start at 1; 0 = none yet). */
export function standing(type: LevelType, level: number): LevelStanding {
  const t = LEVEL_TABLES[type];
  const clamped = Math.min(Math.max(level, 0), t.levelList.length);
  return {
    level: clamped,
    levelTxt: clamped === 0 ? '' : t.levelList[clamped - 1],
    nextLevelExp: clamped < t.levelExpList.length ? t.levelExpList[clamped] : null,
  };
}

/** The level `exp` experience reaches: the highest level whose threshold (levelExpList[level − 1]) it meets. */
export function levelForExp(type: LevelType, exp: number): number {
  const thresholds = LEVEL_TABLES[type].levelExpList;
  let level = 0;
  while (level < thresholds.length && exp >= thresholds[level]) level++;
  return level;
}
