import { describe, expect, it } from 'vitest';
import { isNavActive, NAV_ITEMS } from './nav-items';

const item = (label: string) => NAV_ITEMS.find((i) => i.label === label)!;

describe('header tabs', () => {
  it('[SH-2] lists home, football, basketball, score site, database and prediction with their routes', () => {
    expect(NAV_ITEMS.map((i) => [i.label, i.to])).toEqual([
      ['首页', '/'], ['足球', '/football'], ['篮球', '/basketball'], ['比分', '/matchEvents'],
      ['资料库', '/footballMatchData'], ['预测', '/forecast'],
    ]);
  });

  it('[SH-2] the database tab has a submenu with the football and basketball databases', () => {
    expect(item('资料库').submenu).toEqual([
      { label: '足球资料库', to: '/footballMatchData' },
      { label: '篮球资料库', to: '/basketballMatchData' },
    ]);
  });

  it('marks home active only on / itself', () => {
    expect(isNavActive(item('首页'), '/')).toBe(true);
    expect(isNavActive(item('首页'), '/football')).toBe(false);
  });

  it('marks a tab active on its path and below, not on look-alike paths', () => {
    expect(isNavActive(item('足球'), '/football')).toBe(true);
    expect(isNavActive(item('足球'), '/footballMatchData')).toBe(false);
    expect(isNavActive(item('资料库'), '/basketballMatchData/matchDetail/12')).toBe(true);
    // The database's team and player pages light up 资料库, not 足球 / 篮球.
    for (const path of ['/footballTeamDetail/3', '/basketballTeamDetail/3', '/footballPlayerDetail/9', '/basketballPlayerDetail/9']) {
      expect(isNavActive(item('资料库'), path), path).toBe(true);
      expect(isNavActive(item('足球'), path), path).toBe(false);
    }
    expect(isNavActive(item('预测'), '/forecastDetail')).toBe(true);
  });
});
