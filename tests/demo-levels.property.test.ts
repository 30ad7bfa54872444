// The seeded demo people's levels against the level tables (issue #12 §5: an anchor showed 主播LV3 with 经验 4000 /
// 3500 即将升级至主播LV4). Across server and ui: the seed (server/db), the level answers the routes build from it
// (server/api/level-tables.ts `standing`), and the text of the header's level panel (ui level-progress.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LevelType } from '../server/api/level-tables';
import { LEVEL_TABLES, levelForExp, standing } from '../server/api/level-tables';
import { demoUsers } from '../server/db/demo-people';
import { anchorLevelPanels, levelFootText, levelProgress, userLevelPanel } from '../ui/components/user-menu/level-progress';

const people = demoUsers();
const TYPES: readonly LevelType[] = [1, 2, 3];
/** /v1/tasks/levelinfo's answer for a level type (server/api/routes/levels.ts). */
const levelInfo = (levelType: LevelType) => ({ levelType, ...LEVEL_TABLES[levelType] });

/** What /v1/personal/*\/level/info answer for a user (server/api/routes/levels.ts builds them the same way). */
function levelInfos(u: (typeof people)[number]) {
  const user = standing(1, u.level ?? 1);
  const anchor = standing(2, u.anchorLevel ?? 0);
  const prediction = standing(3, u.predictionLevel ?? 0);
  return {
    user: { level: user.level, levelTxt: user.levelTxt, exp: u.exp ?? 0, nextLevelExp: user.nextLevelExp },
    anchor: {
      anchorLevel: anchor.level, anchorLevelTxt: anchor.levelTxt, anchorExp: u.anchorExp ?? 0, nextAnchorExp: anchor.nextLevelExp,
      predictionLevel: prediction.level, predictionLevelTxt: prediction.levelTxt, predictionExp: u.predictionExp ?? 0,
      nextPredictionExp: prediction.nextLevelExp,
    },
  };
}

describe('level tables and the demo people', () => {
  it('[SH-7] [FM-2] property: levelForExp is the highest level whose threshold the experience meets', () => {
    fc.assert(fc.property(fc.constantFrom(...TYPES), fc.nat(600_000), (type, exp) => {
      const { levelExpList } = LEVEL_TABLES[type];
      const level = levelForExp(type, exp);
      expect(level).toBeGreaterThanOrEqual(1); // every table starts at 0 experience
      expect(exp).toBeGreaterThanOrEqual(levelExpList[level - 1]);
      if (level < levelExpList.length) expect(exp).toBeLessThan(levelExpList[level]);
    }));
  });

  it('[SH-7] [FM-2] property: every seeded viewer and anchor has the level of its experience, and its panels read consistently', () => {
    expect(people.length).toBeGreaterThan(0);
    fc.assert(fc.property(fc.constantFrom(...people), (u) => {
      expect(u.level).toBe(levelForExp(1, u.exp ?? 0));
      const { user, anchor } = levelInfos(u);
      const panels = [userLevelPanel(user, levelInfo(1))];
      if (u.isAnchor) {
        expect(u.anchorLevel).toBe(levelForExp(2, u.anchorExp ?? 0));
        expect(u.predictionLevel).toBe(levelForExp(3, u.predictionExp ?? 0));
        panels.push(...anchorLevelPanels(anchor, levelInfo(2), levelInfo(3)));
      }
      for (const p of panels) {
        const foot = levelFootText(p.exp, p.nextLevelExp, p.nextLevelTxt);
        if (p.nextLevelExp === null) {
          expect(foot.next).toBe('已达最高等级');
          continue;
        }
        // Below the next level's threshold: the bar is short of full and the text says how much is missing, to
        // the level after the one shown.
        expect(p.exp).toBeLessThan(p.nextLevelExp);
        expect(levelProgress(p.exp, p.nextLevelExp)).toBeLessThanOrEqual(100);
        expect(foot.exp).toBe(`经验 ${p.exp} / ${p.nextLevelExp}`);
        expect(foot.next).toBe(`距${p.nextLevelTxt}还需 ${p.nextLevelExp - p.exp}`);
        const shown = Number(/\d+$/.exec(p.levelTxt)?.[0] ?? NaN);
        const next = Number(/\d+$/.exec(p.nextLevelTxt ?? '')?.[0] ?? NaN);
        if (!Number.isNaN(shown)) expect(next).toBe(shown + 1);
      }
    }));
  });
});
