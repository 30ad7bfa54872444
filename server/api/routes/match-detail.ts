// The hover card's calls [LS-14]: POST /v1/football/matchTliveAndIncidentsData {matchId} → {incidents, stats,
// tlive} and /v1/basketball/matchStatAndTlive {matchId} → {stats, tlive} (SPEC.md §9), from the feed state.
// An unknown match is 40007 比赛不存在; no login needed.
import type { FastifyInstance } from 'fastify';
import type { Sport } from '../../../engine/core';
import { API_CODE, fail, ok } from '../errors';
import { addRoute } from '../route';
import { int, object } from '../schemas';
import type { Services } from '../services';
import { matchDetailData } from './match-detail-data';

interface DetailBody {
  readonly matchId: number;
}

const body = object({ matchId: int(1, Number.MAX_SAFE_INTEGER) }, ['matchId']);

export function matchDetailRoutes(app: FastifyInstance, s: Services): void {
  const detailOf = (sport: Sport, matchId: number) => matchDetailData(s.liveState(), sport, matchId);

  addRoute<DetailBody>(app, s, {
    url: '/v1/football/matchTliveAndIncidentsData', auth: 'optional', body,
    async handler(_ctx, { matchId }) {
      const data = detailOf('football', matchId);
      return data ? ok(data) : fail(API_CODE.notFound, '比赛不存在');
    },
  });

  addRoute<DetailBody>(app, s, {
    url: '/v1/basketball/matchStatAndTlive', auth: 'optional', body,
    async handler(_ctx, { matchId }) {
      const data = detailOf('basketball', matchId);
      return data ? ok({ stats: data.stats, tlive: data.tlive }) : fail(API_CODE.notFound, '比赛不存在');
    },
  });
}
