// Binary match lists over HTTP [HT-8]: /v1/{football,basketball}/{realtimeMatch_b, topOne_b, futureMatch_b,
// historyMatch_b} answer a bare MatchListResponse (application/octet-stream); competition/topOne answers the
// first-tier competition ids as JSON. POST like most calls (SPEC.md §7); GET is accepted too.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveState, Sport } from '../../engine/core';
import { SPORTS } from '../../engine/core';
import { shanghaiMidnight } from '../../engine/core/shanghai-day';
import { encodeListResponse } from '../../engine/wire';
import type { MatchFilter } from '../state/list-views';
import { both, filteredSnapshot, firstTierCompetitionIds, inFirstTier, onDay } from '../state/list-views';
import { API_CODE, sendError, sendOk } from './json-envelope';
import { matchDateParam, parseMatchDate } from './match-date';

export interface ListRoutesOptions {
  readonly state: () => LiveState;
  /** The feed's virtual time: "today" and the lists' serverTime. */
  readonly now: () => number;
  /** The body of a JSON success (the AES envelope when accounts run); plain {code, msg, data} otherwise. */
  readonly okBody?: (data: unknown) => unknown;
}

type Filtered = { readonly ok: true; readonly keep?: MatchFilter } | { readonly ok: false; readonly msg: string };
type FilterOf = (req: FastifyRequest, now: number) => Filtered;

const byMatchDate: FilterOf = (req) => {
  const date = parseMatchDate(matchDateParam(req.body, req.query));
  return date.ok ? { ok: true, keep: onDay(date.midnight) } : date;
};

const LISTS: Readonly<Record<string, FilterOf>> = {
  realtimeMatch_b: () => ({ ok: true }),
  topOne_b: (_req, now) => ({ ok: true, keep: both(inFirstTier, onDay(shanghaiMidnight(now))) }),
  futureMatch_b: byMatchDate,
  historyMatch_b: byMatchDate,
};

export async function listRoutes(app: FastifyInstance, options: ListRoutesOptions): Promise<void> {
  const getOrPost = (url: string, handler: (req: FastifyRequest, reply: FastifyReply) => FastifyReply) => {
    app.route({ method: ['GET', 'POST'], url, handler });
  };
  for (const sport of SPORTS) {
    for (const [name, filterOf] of Object.entries(LISTS)) {
      getOrPost(`/v1/${sport}/${name}`, (req, reply) => sendList(reply, sport, filterOf(req, options.now()), options));
    }
    getOrPost(`/v1/${sport}/competition/topOne`, (_req, reply) => sendOk(reply, firstTierCompetitionIds(options.state(), sport), options.okBody));
  }
}

function sendList(reply: FastifyReply, sport: Sport, filter: Filtered, options: ListRoutesOptions): FastifyReply {
  if (!filter.ok) return sendError(reply, 400, API_CODE.badRequest, filter.msg);
  const snapshot = filteredSnapshot(options.state(), sport, options.now(), filter.keep);
  const bytes = encodeListResponse(snapshot);
  return reply.type('application/octet-stream').send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
