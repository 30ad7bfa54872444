// Where the news pages live (SPEC.md §2) and the pages an article leads to: its match centre, its teams' and its
// competition's data pages (ui/pages/match-data/data-paths.ts). Every news link is built here.
import type { Sport } from '../../../engine/core';
import { matchDetailUrl } from '../../components/streams-popup/stream-links';
import { competitionPath, teamPath } from '../match-data/data-paths';

export const INFORMATION_CENTRE_PATH = '/informationCentre';
export const articlePath = (viewId: string): string => `/dynamicDetail/${viewId}`;

/** SPEC.md §9 sport type codes: 1 football, 2 basketball. */
export const sportOf = (sportType: number): Sport => (sportType === 2 ? 'basketball' : 'football');

export const newsMatchPath = (sportType: number, matchId: number): string => matchDetailUrl(matchId, sportOf(sportType));
export const newsTeamPath = (sportType: number, teamId: number): string => teamPath(sportOf(sportType), teamId);
export const newsCompetitionPath = (sportType: number, competitionId: number): string => competitionPath(sportOf(sportType), competitionId);

/** A viewId as the route carries it, or null when it is not one (the page says 文章不存在 without asking). */
export function routeViewId(param: string | undefined): string | null {
  return param && /^[fb][rp][1-9]\d{0,15}$/.test(param) ? param : null;
}
