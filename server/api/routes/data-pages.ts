// 资料库's calls (contract/data-pages.ts), the same eight under both sports' paths: comp/category, comp/info,
// comp/tables, comp/matches, team/info, team/matches, player/info, data/search. Answered from the day's seasons
// (server/data/data-days.ts), the static catalogue (data-catalogue.ts) and, for today's matches, the feed state.
// No login; an unknown competition, season, round, team or player is 40007 with its copy (contract/codes.ts), a
// keyword of spaces 40001 请输入关键字.
import type { FastifyInstance } from 'fastify';
import { API_MESSAGE, BASKETBALL, FOOTBALL } from '../../../contract';
import {
  compInfoOf, compMatchesOf, compTablesOf, playerInfoOf, searchOf, teamInfoOf, teamMatchesOf,
} from '../../data/data-answers';
import { DATA_CATALOGUE, searchKey } from '../../data/data-catalogue';
import type { Season, SportSeasons } from '../../../fixtures/generator';
import type { Failure } from '../errors';
import { API_CODE, fail, ok } from '../errors';
import { addRoute } from '../route';
import type { Services } from '../services';

const notFound = (msg: string) => fail(API_CODE.notFound, msg);

/** A competition's season, or why there is none. */
type Found = { readonly ss: SportSeasons; readonly season: Season; readonly failure?: undefined } | { readonly failure: Failure };

export function dataPageRoutes(app: FastifyInstance, s: Services): void {
  for (const [sport, calls] of [['football', FOOTBALL], ['basketball', BASKETBALL]] as const) {
    const seasonOf = (competitionId: number, seasonId: number | undefined): Found => {
      const ss = s.dataDays.of(sport);
      if (!ss.competition(competitionId)) return { failure: notFound(API_MESSAGE.competitionNotFound) };
      const season = ss.season(competitionId, seasonId);
      return season ? { ss, season } : { failure: notFound(API_MESSAGE.seasonNotFound) };
    };

    addRoute(app, s, calls.compCategory, async () => ok(DATA_CATALOGUE[sport].category));

    addRoute(app, s, calls.compInfo, async (_ctx, { competitionId, seasonId }) => {
      const found = seasonOf(competitionId, seasonId);
      return found.failure ? found.failure : ok(compInfoOf(sport, found.ss, found.season));
    });

    addRoute(app, s, calls.compTables, async (_ctx, { competitionId, seasonId }) => {
      const found = seasonOf(competitionId, seasonId);
      return found.failure ? found.failure : ok(compTablesOf(sport, s.liveState()[sport], found.season));
    });

    addRoute(app, s, calls.compMatches, async (_ctx, { competitionId, seasonId, round }) => {
      const found = seasonOf(competitionId, seasonId);
      if (found.failure) return found.failure;
      const answer = compMatchesOf(sport, s.liveState()[sport], found.season, round);
      return answer ? ok(answer) : notFound(API_MESSAGE.roundNotFound);
    });

    addRoute(app, s, calls.teamInfo, async (_ctx, { teamId }) => {
      const answer = teamInfoOf(sport, s.liveState()[sport], s.dataDays.of(sport), teamId);
      return answer ? ok(answer) : notFound(API_MESSAGE.teamNotFound);
    });

    addRoute(app, s, calls.teamMatches, async (_ctx, { teamId }) => {
      const answer = teamMatchesOf(sport, s.liveState()[sport], s.dataDays.of(sport), teamId);
      return answer ? ok(answer) : notFound(API_MESSAGE.teamNotFound);
    });

    addRoute(app, s, calls.playerInfo, async (_ctx, { playerId }) => {
      const answer = playerInfoOf(sport, s.dataDays.of(sport), playerId);
      return answer ? ok(answer) : notFound(API_MESSAGE.playerNotFound);
    });

    addRoute(app, s, calls.dataSearch, async (_ctx, { keyword, size }) => {
      const key = searchKey(keyword);
      if (key === '') return fail(API_CODE.validation, API_MESSAGE.keywordRequired);
      return ok(searchOf(sport, s.dataDays.players(sport), key, size));
    });
  }
}
