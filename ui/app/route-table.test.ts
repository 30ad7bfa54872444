import { describe, expect, it } from 'vitest';
import { findRoute } from './route-access';
import { lazyPageOf } from './lazy-page';
import { ROUTES } from './route-table';

// Every route of SPEC.md §2, with a sample path (parameters filled in).
const SPEC_PATHS = [
  '/', '/football', '/basketball', '/forecast', '/forecastDetail', '/about', '/liveRoom', '/anchorCertification',
  '/anchorStart', '/individualCenter', '/matchEvents', '/personalHomepage', '/downLoad', '/footballMatchData',
  '/footballMatchData/matchDetail/7', '/basketballMatchData', '/basketballMatchData/matchDetail/7',
  '/footballTeamDetail/7', '/basketballTeamDetail/7', '/teamDetailHistory/7', '/footballPlayerDetail/7',
  '/basketballPlayerDetail/7', '/dynamicDetail/7', '/informationCentre',
];

describe('route table', () => {
  it('[SH-1] holds every route of the spec, each once', () => {
    for (const path of SPEC_PATHS) expect(findRoute(path, ROUTES), path).toBeDefined();
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    expect(ROUTES).toHaveLength(SPEC_PATHS.length);
  });

  it('[SH-1] [AU-11] exactly the routes marked "login needed" require login', () => {
    const loginRequired = ROUTES.filter((r) => r.requiresLogin).map((r) => r.path).sort();
    expect(loginRequired).toEqual(['/about', '/anchorCertification', '/anchorStart', '/individualCenter']);
  });

  it('[SH-1] /teamDetailHistory is explicitly open to guests', () => {
    expect(findRoute('/teamDetailHistory/7', ROUTES)?.requiresLogin).toBe(false);
  });

  it('[SH-1] titles exist for football, basketball, forecast, forecastDetail and matchEvents only', () => {
    const titled = Object.fromEntries(ROUTES.filter((r) => r.title).map((r) => [r.path, r.title]));
    expect(titled).toEqual({
      '/football': '足球直播', '/basketball': '篮球直播', '/forecast': '专家预测', '/forecastDetail': '预测详情', '/matchEvents': '即时比分',
    });
  });

  it('[SH-1] every route of the spec is a real page: none is left to the not-found page', () => {
    expect(ROUTES.filter((r) => r.element === undefined).map((r) => r.path)).toEqual([]);
  });

  it('[SH-1] /downLoad is open to guests and has the default title (the product name)', () => {
    const route = findRoute('/downLoad', ROUTES);
    expect(route?.requiresLogin).toBe(false);
    expect(route?.title).toBeUndefined();
  });

  it('anchorStart and personalHomepage open in a new tab', () => {
    expect(ROUTES.filter((r) => r.opensInNewTab).map((r) => r.path)).toEqual(['/anchorStart', '/personalHomepage']);
  });
});

describe('route chunks', () => {
  it('every built route is a lazy page (preloadable before the first render), the 资料库\'s included', () => {
    for (const r of ROUTES.filter((x) => x.element !== undefined)) expect(lazyPageOf(r.element), r.path).toBeDefined();
  });
});
