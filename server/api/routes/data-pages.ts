// 资料库's calls (contract/data-pages.ts), the same under both sports' paths: comp/category, comp/info, comp/tables,
// comp/matches, comp/bracket, comp/bestPlayer, comp/bestTeam, team/info, team/matches, team/bestPlayer, team/data,
// player/info, player/recent, player/matches, player/data, data/search, comp/recent, comp/datas; football's
// comp/bestTeam/simple and team/datas (SPEC.md §7's football paths: the same figures as comp/bestTeam and team/data)
// and team/hot; basketball's comp/futureMatches and team/futureMatches. Answered from the day's seasons
// (server/data/data-days.ts), the static catalogue (data-catalogue.ts) and, for today's matches, the feed state.
// No login; an unknown competition, season, round, team or player is 40007 with its copy (contract/codes.ts), a
// keyword of spaces 40001 请输入关键字, a rankType the sport has not 40001 榜单类型不存在.
import type { FastifyInstance } from 'fastify';
import { API_MESSAGE, BASKETBALL, FOOTBALL } from '../../../contract';
import {
  compDatasOf, compFutureMatchesOf, compInfoOf, compMatchesOf, compRecentOf, compTablesOf, hotTeamsOf, playerInfoOf, searchOf,
  teamFutureMatchesOf, teamInfoOf, teamMatchesOf,
} from '../../data/data-answers';
import { DATA_CATALOGUE, searchKey } from '../../data/data-catalogue';
import { compBracketOf } from '../../data/data-bracket';
import {
  clubOfPlayer, compBestPlayersOf, compBestTeamsOf, compBestTeamsSimpleOf, playerDataOf, playerMatchesOf, playerRecentOf, teamBestPlayersOf,
  teamDataOf, teamDatasOf, teamSeasonOf,
} from '../../data/data-stats';
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

    addRoute(app, s, calls.compRecent, async (_ctx, { size }) => ok(compRecentOf(sport, s.liveState()[sport], size)));

    addRoute(app, s, calls.compDatas, async (_ctx, { competitionId, seasonId }) => {
      const found = seasonOf(competitionId, seasonId);
      return found.failure ? found.failure : ok(compDatasOf(sport, s.liveState()[sport], found.season));
    });

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

    const badRankType = () => fail(API_CODE.validation, API_MESSAGE.rankTypeNotFound);

    addRoute(app, s, calls.compBracket, async (_ctx, { competitionId, seasonId }) => {
      const found = seasonOf(competitionId, seasonId);
      return found.failure ? found.failure : ok(compBracketOf(sport, s.liveState()[sport], found.season));
    });

    addRoute(app, s, calls.compBestPlayer, async (_ctx, { competitionId, seasonId, rankTypes, rankSize }) => {
      const found = seasonOf(competitionId, seasonId);
      if (found.failure) return found.failure;
      const answer = compBestPlayersOf(sport, s.liveState()[sport], found.ss, found.season, rankTypes, rankSize);
      return answer ? ok(answer) : badRankType();
    });

    addRoute(app, s, calls.compBestTeam, async (_ctx, { competitionId, seasonId, rankTypes, rankSize }) => {
      const found = seasonOf(competitionId, seasonId);
      if (found.failure) return found.failure;
      const answer = compBestTeamsOf(sport, s.liveState()[sport], found.ss, found.season, rankTypes, rankSize);
      return answer ? ok(answer) : badRankType();
    });

    addRoute(app, s, calls.teamBestPlayer, async (_ctx, { teamId, seasonId, rankTypes, rankSize }) => {
      if (!DATA_CATALOGUE[sport].teams.has(teamId)) return notFound(API_MESSAGE.teamNotFound);
      const ss = s.dataDays.of(sport);
      const season = teamSeasonOf(ss, teamId, seasonId);
      if (!season) return notFound(API_MESSAGE.seasonNotFound);
      const answer = teamBestPlayersOf(sport, s.liveState()[sport], ss, season, teamId, rankTypes, rankSize);
      return answer ? ok(answer) : badRankType();
    });

    addRoute(app, s, calls.teamData, async (_ctx, { teamId }) => {
      if (!DATA_CATALOGUE[sport].teams.has(teamId)) return notFound(API_MESSAGE.teamNotFound);
      return ok(teamDataOf(sport, s.liveState()[sport], s.dataDays.of(sport), teamId));
    });

    /** The player's season statistics need him in his club's squad (absent players have played no match). */
    const knownPlayer = (playerId: number) => playerInfoOf(sport, s.dataDays.of(sport), playerId) !== undefined && clubOfPlayer(sport, playerId) !== undefined;

    addRoute(app, s, calls.playerRecent, async (_ctx, { playerId, size }) => {
      if (!knownPlayer(playerId)) return notFound(API_MESSAGE.playerNotFound);
      return ok(playerRecentOf(sport, s.liveState()[sport], s.dataDays.of(sport), playerId, size));
    });

    addRoute(app, s, calls.playerMatches, async (_ctx, { playerId, seasonId }) => {
      if (!knownPlayer(playerId)) return notFound(API_MESSAGE.playerNotFound);
      const ss = s.dataDays.of(sport);
      const season = teamSeasonOf(ss, clubOfPlayer(sport, playerId)!, seasonId);
      return season ? ok(playerMatchesOf(sport, s.liveState()[sport], ss, season, playerId)) : notFound(API_MESSAGE.seasonNotFound);
    });

    addRoute(app, s, calls.playerData, async (_ctx, { playerId }) => {
      if (!knownPlayer(playerId)) return notFound(API_MESSAGE.playerNotFound);
      return ok(playerDataOf(sport, s.liveState()[sport], s.dataDays.of(sport), playerId));
    });

    addRoute(app, s, calls.dataSearch, async (_ctx, { keyword, size }) => {
      const key = searchKey(keyword);
      if (key === '') return fail(API_CODE.validation, API_MESSAGE.keywordRequired);
      return ok(searchOf(sport, s.dataDays.players(sport), key, size));
    });
  }

  // Football's own paths of SPEC.md §7 for the best teams' summary and a team's season data.
  const sport = 'football' as const;
  addRoute(app, s, FOOTBALL.compBestTeamSimple, async (_ctx, { competitionId, seasonId, rankTypes, rankSize }) => {
    const ss = s.dataDays.of(sport);
    if (!ss.competition(competitionId)) return notFound(API_MESSAGE.competitionNotFound);
    const season = ss.season(competitionId, seasonId);
    if (!season) return notFound(API_MESSAGE.seasonNotFound);
    const answer = compBestTeamsSimpleOf(sport, s.liveState()[sport], ss, season, rankTypes, rankSize);
    return answer ? ok(answer) : fail(API_CODE.validation, API_MESSAGE.rankTypeNotFound);
  });

  addRoute(app, s, FOOTBALL.teamDatas, async (_ctx, { teamId, seasonIds }) => {
    if (!DATA_CATALOGUE[sport].teams.has(teamId)) return notFound(API_MESSAGE.teamNotFound);
    const answer = teamDatasOf(sport, s.liveState()[sport], s.dataDays.of(sport), teamId, seasonIds);
    return answer ? ok(answer) : notFound(API_MESSAGE.seasonNotFound);
  });

  addRoute(app, s, FOOTBALL.teamHot, async (_ctx, { size }) => ok(hotTeamsOf(sport, s.liveState()[sport], s.dataDays.of(sport), size)));

  // Basketball's own paths of SPEC.md §7: the matches to come of a competition and of a team.
  const b = 'basketball' as const;
  addRoute(app, s, BASKETBALL.compFutureMatches, async (_ctx, { competitionId, seasonId, size }) => {
    const ss = s.dataDays.of(b);
    if (!ss.competition(competitionId)) return notFound(API_MESSAGE.competitionNotFound);
    const season = ss.season(competitionId, seasonId);
    return season ? ok(compFutureMatchesOf(b, s.liveState()[b], season, size)) : notFound(API_MESSAGE.seasonNotFound);
  });

  addRoute(app, s, BASKETBALL.teamFutureMatches, async (_ctx, { teamId, size }) => {
    const answer = teamFutureMatchesOf(b, s.liveState()[b], s.dataDays.of(b), teamId, size);
    return answer ? ok(answer) : notFound(API_MESSAGE.teamNotFound);
  });
}
