import { describe, expect, it } from 'vitest';
import type { AppRoute } from './app-route';
import { findRoute, mustSendHome, titleFor } from './route-access';

const built = 'page';
const routes: readonly AppRoute[] = [
  { path: '/', requiresLogin: false, element: built },
  { path: '/football', title: '足球直播', requiresLogin: false, element: built },
  { path: '/forecast', title: '专家预测', requiresLogin: false },
  { path: '/individualCenter', requiresLogin: true },
  { path: '/footballTeamDetail/:competeId', requiresLogin: false },
];

describe('route guard', () => {
  it('finds the row of a path, with parameters and a trailing slash', () => {
    expect(findRoute('/football', routes)?.path).toBe('/football');
    expect(findRoute('/football/', routes)?.path).toBe('/football');
    expect(findRoute('/footballTeamDetail/42', routes)?.path).toBe('/footballTeamDetail/:competeId');
    expect(findRoute('/nowhere', routes)).toBeUndefined();
    expect(findRoute('/football/extra', routes)).toBeUndefined();
  });

  it('[AU-11] a login-required route sends a logged-out visitor home', () => {
    expect(mustSendHome(findRoute('/individualCenter', routes), false)).toBe(true);
  });

  it('[AU-11] a logged-in visitor stays on a login-required route', () => {
    expect(mustSendHome(findRoute('/individualCenter', routes), true)).toBe(false);
  });

  it('[AU-11] no-login routes and unknown paths never send anyone home', () => {
    expect(mustSendHome(findRoute('/football', routes), false)).toBe(false);
    expect(mustSendHome(findRoute('/footballTeamDetail/1', routes), false)).toBe(false);
    expect(mustSendHome(undefined, false)).toBe(false);
  });

  it('[SH-1] the title is the page title with the product name, or the product name alone', () => {
    expect(titleFor(findRoute('/football', routes))).toBe('足球直播 - 球赛直播');
    expect(titleFor(findRoute('/', routes))).toBe('球赛直播');
    expect(titleFor(undefined)).toBe('球赛直播');
  });

  it('[SH-1] a page not built yet shows not-found, so its title is the product name', () => {
    expect(titleFor(findRoute('/forecast', routes))).toBe('球赛直播');
  });
});
