// Binary match lists over HTTP [HT-8]: /v1/{football,basketball}/{realtimeMatch_b, topOne_b, futureMatch_b,
// historyMatch_b} answer a bare MatchListResponse (application/octet-stream); competition/topOne answers the
// first-tier competition ids as JSON. POST like most calls (SPEC.md §7); GET is accepted too. Another day than
// today within the window is answered by `otherDays` (server/days/, generated off the event loop) [LS-9].
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveState, Sport } from '../../engine/core';
import { SPORTS } from '../../engine/core';
import { shanghaiMidnight } from '../../engine/core/shanghai-day';
import { encodeListResponse } from '../../engine/wire';
import type { OtherDays } from '../days/other-days';
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
  /** Other days' lists [LS-9]; without it every day but today's is cut from the state (empty). */
  readonly otherDays?: OtherDays;
}

type Filtered =
  | { readonly ok: true; readonly keep?: MatchFilter; readonly date?: string }
  | { readonly ok: false; readonly msg: string };
type FilterOf = (req: FastifyRequest, now: number) => Filtered;

const byMatchDate: FilterOf = (req) => {
  const date = parseMatchDate(matchDateParam(req.body, req.query));
  return date.ok ? { ok: true, keep: onDay(date.midnight), date: date.date } : date;
};

const LISTS: Readonly<Record<string, FilterOf>> = {
  realtimeMatch_b: () => ({ ok: true }),
  topOne_b: (_req, now) => ({ ok: true, keep: both(inFirstTier, onDay(shanghaiMidnight(now))) }),
  futureMatch_b: byMatchDate,
  historyMatch_b: byMatchDate,
};

export async function listRoutes(app: FastifyInstance, options: ListRoutesOptions): Promise<void> {
  const getOrPost = (url: string, handler: (req: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>) => {
    app.route({ method: ['GET', 'POST'], url, handler });
  };
  for (const sport of SPORTS) {
    for (const [name, filterOf] of Object.entries(LISTS)) {
      getOrPost(`/v1/${sport}/${name}`, (req, reply) => sendList(reply, sport, filterOf(req, options.now()), options));
    }
    getOrPost(`/v1/${sport}/competition/topOne`, (_req, reply) => sendOk(reply, firstTierCompetitionIds(options.state(), sport), options.okBody));
  }
}

async function sendList(reply: FastifyReply, sport: Sport, filter: Filtered, options: ListRoutesOptions): Promise<FastifyReply> {
  if (!filter.ok) return sendError(reply, 400, API_CODE.badRequest, filter.msg);
  const other = filter.date !== undefined ? options.otherDays?.answer(sport, filter.date, options.now()) : undefined;
  if (other?.kind === 'list') {
    try {
      return sendBytes(reply, await other.bytes);
    } catch (err) {
      reply.log.error(err);
      return sendError(reply, 500, API_CODE.serverError, `the ${filter.date} list could not be made`);
    }
  }
  return sendBytes(reply, encodeListResponse(filteredSnapshot(options.state(), sport, options.now(), filter.keep)));
}

function sendBytes(reply: FastifyReply, bytes: Uint8Array): FastifyReply {
  return reply.type('application/octet-stream').send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
