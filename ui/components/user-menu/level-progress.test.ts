import { describe, expect, it } from 'vitest';
import { anchorLevelPanels, expToNextLevel, levelProgress, userLevelPanel } from './level-progress';

describe('level progress', () => {
  it('[FM-2] is the current exp over the exp required, rounded to a whole percent', () => {
    expect(levelProgress(350, 600)).toBe(58); // 58.33…
    expect(levelProgress(1, 300)).toBe(0); // 0.33…
    expect(levelProgress(2, 300)).toBe(1); // 0.67…
    expect(levelProgress(0, 100)).toBe(0);
    expect(levelProgress(299, 300)).toBe(100); // 99.67 rounds up
  });

  it('[FM-2] is clamped to 0–100', () => {
    expect(levelProgress(2000, 1500)).toBe(100);
    expect(levelProgress(-5, 100)).toBe(0);
  });

  it('[FM-2] the top level (no next level) is full; so is a zero requirement', () => {
    expect(levelProgress(41_000, null)).toBe(100);
    expect(levelProgress(0, 0)).toBe(100);
  });

  it('says how much experience the next level still needs', () => {
    expect(expToNextLevel(350, 600)).toBe(250);
    expect(expToNextLevel(700, 600)).toBe(0);
    expect(expToNextLevel(5, null)).toBeNull();
  });

  it('[SH-7] a viewer has a user-level panel leading to type 2, named after the next level', () => {
    const table = { levelType: 1 as const, levelExpList: [0, 100, 300, 600], levelList: ['LV1', 'LV2', 'LV3', 'LV4'] };
    expect(userLevelPanel({ level: 3, levelTxt: 'LV3', exp: 350, nextLevelExp: 600 }, table)).toEqual({
      title: '用户等级', levelTxt: 'LV3', exp: 350, nextLevelExp: 600, nextLevelTxt: 'LV4', href: '/individualCenter?type=2',
    });
    expect(userLevelPanel({ level: 4, levelTxt: 'LV4', exp: 900, nextLevelExp: null }, table).nextLevelTxt).toBeUndefined();
  });

  it('[SH-7] an anchor has the anchor level (type 3) and the prediction level (type 4)', () => {
    const panels = anchorLevelPanels({
      anchorLevel: 2, anchorLevelTxt: '主播LV2', anchorExp: 800, nextAnchorExp: 1500,
      predictionLevel: 1, predictionLevelTxt: '青铜', predictionExp: 20, nextPredictionExp: 50,
    }, { levelType: 2, levelExpList: [0, 500, 1500], levelList: ['主播LV1', '主播LV2', '主播LV3'] },
    { levelType: 3, levelExpList: [0, 50], levelList: ['青铜', '白银'] });
    expect(panels.map((p) => [p.title, p.levelTxt, levelProgress(p.exp, p.nextLevelExp), p.nextLevelTxt, p.href])).toEqual([
      ['主播等级', '主播LV2', 53, '主播LV3', '/individualCenter?type=3'],
      ['预测等级', '青铜', 40, '白银', '/individualCenter?type=4'],
    ]);
  });
});
