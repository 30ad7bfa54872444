// The hover card's calls [LS-14]: POST /v1/football/matchTliveAndIncidentsData {matchId} → {incidents, stats,
// tlive} and /v1/basketball/matchStatAndTlive {matchId} → {stats, tlive} (SPEC.md §9), from the feed state.
// An unknown match is 40007 比赛不存在; no login needed.
import type { FastifyInstance } from 'fastify';
import type { Sport } from '../../../engine/core';
import { BASKETBALL, FOOTBALL } from '../../../contract';
import { FAIL, ok } from '../errors';
import { addRoute } from '../route';
import type { Services } from '../services';
import { matchDetailData } from './match-detail-data';

export function matchDetailRoutes(app: FastifyInstance, s: Services): void {
  const detailOf = (sport: Sport, matchId: number) => matchDetailData(s.liveState(), sport, matchId);

  addRoute(app, s, FOOTBALL.tliveAndIncidents, async (_ctx, { matchId }) => {
    const data = detailOf('football', matchId);
    return data ? ok({ incidents: data.incidents, stats: data.stats, tlive: data.tlive }) : FAIL.matchNotFound();
  });

  addRoute(app, s, BASKETBALL.statAndTlive, async (_ctx, { matchId }) => {
    const data = detailOf('basketball', matchId);
    return data ? ok({ stats: data.stats, tlive: data.tlive, players: data.players }) : FAIL.matchNotFound();
  });
}
