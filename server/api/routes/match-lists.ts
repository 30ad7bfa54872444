// Binary match lists over HTTP [HT-8]: /v1/{football,basketball}/{realtimeMatch_b, topOne_b, futureMatch_b,
// historyMatch_b} answer a bare MatchListResponse (application/octet-stream); competition/topOne answers the
// first-tier competition ids as JSON. Paths, methods (POST and GET) and bodies are the contract's
// (contract/match-lists.ts), registered with addRoute like every other call (a GET's query string is validated
// with the body's schema). Another day than today within the window is answered by `otherDays` (server/days/,
// generated off the event loop) [LS-9]. No login: these serve with or without the accounts part.
import type { FastifyInstance } from 'fastify';
import type { SportName } from '../../../contract';
import { BASKETBALL, FOOTBALL } from '../../../contract';
import type { LiveState, Sport } from '../../../engine/core';
import { SPORTS } from '../../../engine/core';
import { shanghaiMidnight } from '../../../engine/core/time/beijing-day';
import { encodeListResponse } from '../../../engine/wire';
import type { OtherDays } from '../../days/other-days';
import type { MatchFilter } from '../../state/list-views';
import { both, filteredSnapshot, firstTierCompetitionIds, inFirstTier, onDay } from '../../state/list-views';
import type { FeedTime } from '../../time/clocks';
import type { ApiResult } from '../errors';
import { API_CODE, fail, FAIL, ok } from '../errors';
import { parseMatchDate } from '../match-date';
import type { RouteContext, RouteServices } from '../route';
import { addRoute } from '../route';

/** What the lists read: the feed's state and time, and the other days. */
export interface ListServices extends RouteServices {
  readonly liveState: () => LiveState;
  /** "today" and the lists' serverTime. */
  readonly feed: FeedTime;
  /** Other days' lists [LS-9]; without it every day but today's is cut from the state (empty). */
  readonly otherDays: OtherDays | undefined;
}

const CALLS: Readonly<Record<SportName, typeof FOOTBALL | typeof BASKETBALL>> = { football: FOOTBALL, basketball: BASKETBALL };

async function listOf(ctx: RouteContext, s: ListServices, sport: Sport, keep?: MatchFilter, date?: string): Promise<ApiResult<Uint8Array>> {
  const now = s.feed.now();
  const other = date !== undefined ? s.otherDays?.answer(sport, date, now) : undefined;
  if (other?.kind === 'list') {
    try {
      return ok(await other.bytes);
    } catch (err) {
      ctx.req.log.error({ err }, `the ${sport} list of ${date} could not be made`);
      return FAIL.serverError();
    }
  }
  return ok(encodeListResponse(filteredSnapshot(s.liveState(), sport, now, keep)));
}

/** {matchDate}: a local day that is on the calendar (the schema checked its form). */
function byMatchDate(ctx: RouteContext, s: ListServices, sport: Sport, matchDate: string): Promise<ApiResult<Uint8Array>> {
  const date = parseMatchDate(matchDate);
  if (!date.ok) return Promise.resolve(fail(API_CODE.validation, date.msg));
  return listOf(ctx, s, sport, onDay(date.midnight), date.date);
}

export function matchListRoutes(app: FastifyInstance, s: ListServices): void {
  for (const sport of SPORTS) {
    const c = CALLS[sport];
    addRoute(app, s, c.realtime, (ctx) => listOf(ctx, s, sport));
    addRoute(app, s, c.topOne, (ctx) => listOf(ctx, s, sport, both(inFirstTier, onDay(shanghaiMidnight(s.feed.now())))));
    addRoute(app, s, c.future, (ctx, body) => byMatchDate(ctx, s, sport, body.matchDate));
    addRoute(app, s, c.history, (ctx, body) => byMatchDate(ctx, s, sport, body.matchDate));
    addRoute(app, s, c.competitionTopOne, async () => ok(firstTierCompetitionIds(s.liveState(), sport)));
  }
}
