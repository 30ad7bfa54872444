// The living calls (SPEC.md §9), from the feed state:
//   POST /v1/living/recommend {showCount = 10 (1–50), sportType?} → {livings, previews}   carousel 直播推荐 [AN-1]
//   POST /anchor/top {showCount = 10 (1–50), sportType?} → {anchors}                       carousel 好评解说 [AN-1]
//   POST /v1/match/getMatchLiving {matchId, sportType} → {livings, previews}                streams popup [LS-13]
// sportType on recommend and top is ours: each list page shows its own sport's rooms. No login needed; an
// unknown match is 40007 比赛不存在.
import type { FastifyInstance } from 'fastify';
import { sportOfType } from '../../../engine/core';
import { API_CODE, fail, ok } from '../errors';
import { addRoute } from '../route';
import { int, object, sportType } from '../schemas';
import type { Services } from '../services';
import { withBios } from './living-bios';
import type { RecommendOptions } from './living-entries';
import { matchLivings, recommendedLivings, topAnchors } from './living-entries';

export const MAX_SHOW_COUNT = 50;

interface ShowBody {
  readonly showCount: number;
  readonly sportType?: 1 | 2;
}

interface MatchBody {
  readonly matchId: number;
  readonly sportType: 1 | 2;
}

const showBody = object({ showCount: { ...int(1, MAX_SHOW_COUNT), default: 10 }, sportType });
const showMessages = { showCount: `展示数量应为1-${MAX_SHOW_COUNT}` };

const optionsOf = (body: ShowBody): RecommendOptions => ({
  showCount: body.showCount,
  ...(body.sportType !== undefined && { sport: sportOfType(body.sportType) }),
});

export function livingRoutes(app: FastifyInstance, s: Services): void {
  addRoute<ShowBody>(app, s, {
    url: '/v1/living/recommend', auth: 'optional', body: showBody, messages: showMessages,
    async handler(_ctx, body) {
      const { livings, previews } = recommendedLivings(s.liveState(), optionsOf(body));
      return ok({ livings: await withBios(s.db, livings), previews: await withBios(s.db, previews) });
    },
  });

  addRoute<ShowBody>(app, s, {
    url: '/anchor/top', auth: 'optional', body: showBody, messages: showMessages,
    async handler(_ctx, body) {
      return ok({ anchors: await withBios(s.db, topAnchors(s.liveState(), optionsOf(body))) });
    },
  });

  addRoute<MatchBody>(app, s, {
    url: '/v1/match/getMatchLiving', auth: 'optional',
    body: object({ matchId: int(1, Number.MAX_SAFE_INTEGER), sportType }, ['matchId', 'sportType']),
    async handler(_ctx, body) {
      const found = matchLivings(s.liveState(), sportOfType(body.sportType)!, body.matchId);
      if (!found) return fail(API_CODE.notFound, '比赛不存在');
      return ok({ livings: await withBios(s.db, found.livings), previews: await withBios(s.db, found.previews) });
    },
  });
}
