// The competitions and teams of interests [AU-6] and follows [FL-1]: the fixture generator's catalogue (same
// ids and Chinese names as the feed's matches) plus a small games list for the interest dialog's third tab.
// hot: the catalogue's hot competitions, and the strongest clubs of each.
import {
  BASKETBALL_CLUBS, BASKETBALL_COMPETITIONS, competitionLogo, FOOTBALL_CLUBS, FOOTBALL_COMPETITIONS, teamLogo,
} from '../../fixtures/generator/catalog';
import type { CatalogCompetition } from '../../fixtures/generator/catalog-types';
import type { CatalogItem, CatalogScope } from './repositories/catalog';

const HOT_CLUBS_PER_COMPETITION = { 1: 3, 2: 4 } as const;

/** The hot clubs' names, in the hot competitions' order (the follow menu's 热门球队 and football's team/hot). */
export function hotClubNames(scope: 1 | 2, competitions: readonly CatalogCompetition[]): string[] {
  return [...new Set(competitions.filter((c) => c.hot).flatMap((c) => c.teams.slice(0, HOT_CLUBS_PER_COMPETITION[scope])))];
}

function sportItems(scope: 1 | 2, competitions: readonly CatalogCompetition[], clubs: ReadonlyMap<string, { readonly id: number }>): CatalogItem[] {
  const hotClubs = new Set(hotClubNames(scope, competitions));
  const comps = competitions.map((c, i): CatalogItem => ({
    scope, type: 1, id: c.id, name: c.name, shortName: c.name, logo: competitionLogo(c.id), hot: c.hot, sort: i,
  }));
  const teams = [...clubs.entries()].map(([name, club], i): CatalogItem => ({
    scope, type: 2, id: club.id, name, shortName: name, logo: teamLogo(club.id), hot: hotClubs.has(name), sort: i,
  }));
  return [...comps, ...teams];
}

const GAMES: readonly [1 | 2, number, string][] = [
  [1, 300001, '英雄联盟LPL'], [1, 300002, '王者荣耀KPL'], [1, 300003, 'DOTA2国际邀请赛'], [1, 300004, 'CS2 Major'],
  [1, 300005, '无畏契约冠军巡回赛'],
  [2, 310001, 'JDG'], [2, 310002, 'BLG'], [2, 310003, 'TES'], [2, 310004, 'EDG'], [2, 310005, 'AG超玩会'],
  [2, 310006, '狼队'], [2, 310007, 'LGD'], [2, 310008, 'Spirit'],
];

export function demoCatalog(): CatalogItem[] {
  const games = GAMES.map(([type, id, name], i): CatalogItem => ({
    scope: 3 as CatalogScope, type, id, name, shortName: name, logo: `/logos/games/${id}.png`, hot: true, sort: i,
  }));
  return [
    ...sportItems(1, FOOTBALL_COMPETITIONS, FOOTBALL_CLUBS),
    ...sportItems(2, BASKETBALL_COMPETITIONS, BASKETBALL_CLUBS),
    ...games,
  ];
}
