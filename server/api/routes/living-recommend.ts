// The living calls (SPEC.md §9), from the feed state:
//   POST /v1/living/recommend {showCount = 10 (1–50), sportType?} → {livings, previews}   carousel 直播推荐 [AN-1]
//   POST /anchor/top {showCount = 10 (1–50), sportType?} → {anchors}                       carousel 好评解说 [AN-1]
//   POST /v1/match/getMatchLiving {matchId, sportType} → {livings, previews}                streams popup [LS-13]
// sportType on recommend and top is ours: each list page shows its own sport's rooms. No login needed; an
// unknown match is 40007 比赛不存在.
import type { FastifyInstance } from 'fastify';
import { sportOfType } from '../../../engine/core';
import { COMPETITIONS_ANCHORS, LIVING, MAX_SHOW_COUNT } from '../../../contract';
import { FAIL, ok } from '../errors';
import type { BodyOf } from '../route';
import { addRoute } from '../route';
import type { Services } from '../services';
import { withBios } from './living-bios';
import type { RecommendOptions } from './living-entries';
import { matchLivings, recommendedLivings, topAnchors } from './living-entries';

export { MAX_SHOW_COUNT };

type ShowBody = BodyOf<typeof LIVING.recommend>;

const optionsOf = (body: ShowBody): RecommendOptions => ({
  showCount: body.showCount,
  ...(body.sportType !== undefined && { sport: sportOfType(body.sportType) }),
});

export function livingRoutes(app: FastifyInstance, s: Services): void {
  addRoute(app, s, LIVING.recommend, async (_ctx, body) => {
      const { livings, previews } = recommendedLivings(s.liveState(), optionsOf(body));
      return ok({ livings: await withBios(s.db, livings), previews: await withBios(s.db, previews) });
  });

  addRoute(app, s, COMPETITIONS_ANCHORS.top, async (_ctx, body) =>
    ok({ anchors: await withBios(s.db, topAnchors(s.liveState(), optionsOf(body))) }));

  addRoute(app, s, LIVING.matchLiving, async (_ctx, body) => {
    const found = matchLivings(s.liveState(), sportOfType(body.sportType)!, body.matchId);
    if (!found) return FAIL.matchNotFound();
    return ok({ livings: await withBios(s.db, found.livings), previews: await withBios(s.db, found.previews) });
  });
}
