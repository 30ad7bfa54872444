// The 资料库's calls (contract/data-pages.ts: the same calls under /v1/football/ and /v1/basketball/), typed from
// the contract like every call of ui/api/calls.ts: a body a call does not take, or data read as something it is
// not, fails to compile. Answers are asked silently: a page shows its own error state rather than a toast.
import type { DataOf, RequestOf } from '../../../contract/call';
import type { basketballDataExtras, dataPages, footballDataExtras } from '../../../contract/data-pages';
import type { Sport } from '../../../engine/core';
import type { ApiOutcome, HttpClient } from '../../api';

/** The calls of both sports, and each sport's own (asked under that sport's path only: team/hot, *futureMatches). */
type Calls = ReturnType<typeof dataPages<'football'>> & ReturnType<typeof footballDataExtras> & ReturnType<typeof basketballDataExtras>;
export type DataCallName = keyof Calls;
export type DataRequest<N extends DataCallName> = RequestOf<Calls[N]>;
export type DataAnswer<N extends DataCallName> = DataOf<Calls[N]>;

/** The path segment of each call under /v1/{sport}/. */
const SEGMENT: Readonly<Record<DataCallName, string>> = {
  compCategory: 'comp/category', compInfo: 'comp/info', compTables: 'comp/tables', compMatches: 'comp/matches',
  compBracket: 'comp/bracket', compBestPlayer: 'comp/bestPlayer', compBestTeam: 'comp/bestTeam',
  teamInfo: 'team/info', teamMatches: 'team/matches', teamBestPlayer: 'team/bestPlayer', teamData: 'team/data',
  playerInfo: 'player/info', playerRecent: 'player/recent', playerMatches: 'player/matches', playerData: 'player/data', dataSearch: 'data/search',
  compRecent: 'comp/recent', compDatas: 'comp/datas',
  compBestTeamSimple: 'comp/bestTeam/simple', teamDatas: 'team/datas', teamHot: 'team/hot',
  compFutureMatches: 'comp/futureMatches', teamFutureMatches: 'team/futureMatches',
};

export function dataCall<N extends DataCallName>(
  api: Pick<HttpClient, 'post'>, sport: Sport, name: N, body: DataRequest<N>,
): Promise<ApiOutcome<DataAnswer<N>>> {
  return api.post<DataAnswer<N>>(`/v1/${sport}/${SEGMENT[name]}`, body, { silent: true });
}

/** SPEC.md §7 follow/act: sportType 1 football, 2 basketball. */
export const SPORT_TYPE: Readonly<Record<Sport, 1 | 2>> = { football: 1, basketball: 2 };

/** Unknown competition, team or player (赛事不存在 / 球队不存在 / 球员不存在). */
export const NOT_FOUND_CODE = 40007;
