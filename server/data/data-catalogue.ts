// The data pages' static catalogue: every competition and club of the generator's catalogue as the pages show them
// (names, logos, regions, hot competitions, the categories by region), with their search keys. Built once, when the
// server starts (this module's load), in memory: it is the generator's catalogue, fixed by the code, so a table in
// PostgreSQL would only copy it; what changes by day — the seasons, results and squads — is server/data/data-days.ts,
// computed from the seed (the same pure functions the feed's days come from), never stored.
import type { Static } from 'typebox';
import type { CompCategory, DataCompetition, DataTeam } from '../../contract';
import type { Sport } from '../../engine/core';
import {
  BASKETBALL_CLUBS, BASKETBALL_COMPETITIONS, FOOTBALL_CLUBS, FOOTBALL_COMPETITIONS, competitionLogo, teamLogo,
} from '../../fixtures/generator/catalog';
import type { CatalogCompetition } from '../../fixtures/generator/catalog-types';
import { competitionRules } from '../../fixtures/generator';
import { hotClubNames } from '../db/demo-catalog';
import { pinyinInitials } from './pinyin-initials';

export interface SearchEntry {
  readonly kind: 'competition' | 'team' | 'player';
  readonly id: number;
  readonly name: string;
  readonly logo: string;
  readonly context: string;
  /** Upper-case pinyin initials of the name (and of the short name, for a competition). */
  readonly initials: readonly string[];
  /** The names the keyword is looked for in. */
  readonly names: readonly string[];
}

export interface SportCatalogue {
  readonly competitions: ReadonlyMap<number, DataCompetition>;
  readonly catalog: ReadonlyMap<number, CatalogCompetition>;
  readonly teams: ReadonlyMap<number, DataTeam>;
  /** A club's league (0: a cup-only club). */
  readonly leagueOf: ReadonlyMap<number, number>;
  readonly category: Static<typeof CompCategory>;
  /** The hot clubs' ids (the follow menu's 热门球队), the hot competitions' strongest, in their order. */
  readonly hotTeams: readonly number[];
  /** Competitions and clubs (players are the day's: data-days.ts). */
  readonly search: readonly SearchEntry[];
}

/** Regions in the order the index lists them; others follow in the catalogue's order. */
const REGION_ORDER = ['国际', '英格兰', '西班牙', '德国', '意大利', '法国', '中国', '美国'];

function sportCatalogue(sport: Sport): SportCatalogue {
  const comps = sport === 'football' ? FOOTBALL_COMPETITIONS : BASKETBALL_COMPETITIONS;
  const clubs = sport === 'football' ? FOOTBALL_CLUBS : BASKETBALL_CLUBS;
  const competitions = new Map<number, DataCompetition>();
  for (const c of comps) {
    const rules = competitionRules(sport, c);
    competitions.set(c.id, {
      competitionId: c.id, name: rules.fullName, shortName: c.name, logo: competitionLogo(c.id), color: c.color, initial: c.initial,
      type: c.format === 'league' ? 1 : 2, region: rules.region,
    });
  }
  const teams = new Map<number, DataTeam>();
  const leagueOf = new Map<number, number>();
  for (const club of clubs.values()) {
    teams.set(club.id, { teamId: club.id, name: club.name, logo: teamLogo(club.id) });
    leagueOf.set(club.id, club.leagueId);
  }
  const regions = [...new Set([...competitions.values()].map((c) => c.region))]
    .sort((a, b) => rankOf(a) - rankOf(b));
  const category = {
    tops: comps.filter((c) => c.hot).map((c) => competitions.get(c.id)!),
    categorys: regions.map((name) => ({ name, competitions: [...competitions.values()].filter((c) => c.region === name) })),
  };
  const search: SearchEntry[] = [
    ...[...competitions.values()].map((c): SearchEntry => ({
      kind: 'competition', id: c.competitionId, name: c.name, logo: c.logo, context: c.region,
      names: [c.shortName, c.name], initials: [pinyinInitials(c.shortName), pinyinInitials(c.name)],
    })),
    ...[...clubs.values()].map((club): SearchEntry => ({
      kind: 'team', id: club.id, name: club.name, logo: teamLogo(club.id), context: competitions.get(club.leagueId)?.shortName ?? '',
      names: [club.name], initials: [pinyinInitials(club.name)],
    })),
  ];
  const hotTeams = hotClubNames(sport === 'football' ? 1 : 2, comps).map((name) => clubs.get(name)!.id);
  return { competitions, catalog: new Map(comps.map((c) => [c.id, c])), teams, leagueOf, category, hotTeams, search };
}

function rankOf(region: string): number {
  const i = REGION_ORDER.indexOf(region);
  return i < 0 ? REGION_ORDER.length : i;
}

export const DATA_CATALOGUE: Readonly<Record<Sport, SportCatalogue>> = {
  football: sportCatalogue('football'),
  basketball: sportCatalogue('basketball'),
};

/** The keyword as searched: NFKC (full-width letters and digits), trimmed, upper-case for the initials. */
export function searchKey(keyword: string): string {
  return keyword.normalize('NFKC').trim();
}

/** How well `entry` answers `key` (0: not at all): a name that starts with it, one that holds it, initials. */
export function searchScore(entry: SearchEntry, key: string): number {
  if (key === '') return 0;
  const upper = key.toUpperCase();
  if (entry.names.some((n) => n === key)) return 5;
  if (entry.names.some((n) => n.startsWith(key))) return 4;
  if (entry.names.some((n) => n.toUpperCase().includes(upper))) return 3;
  if (/^[A-Z0-9]+$/.test(upper)) {
    if (entry.initials.some((i) => i.startsWith(upper))) return 2;
    if (entry.initials.some((i) => i.includes(upper))) return 1;
  }
  return 0;
}
