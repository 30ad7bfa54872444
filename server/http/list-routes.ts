// Binary match lists over HTTP [HT-8]: /v1/{football,basketball}/{realtimeMatch_b, topOne_b, futureMatch_b,
// historyMatch_b} answer a bare MatchListResponse (application/octet-stream); competition/topOne answers the
// first-tier competition ids as JSON. Paths, methods (POST and GET) and bodies are the contract's
// (contract/match-lists.ts); a GET's query string is validated with the body's schema. Another day than
// today within the window is answered by `otherDays` (server/days/, generated off the event loop) [LS-9].
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiCall, SportName } from '../../contract';
import { API_CODE, BASKETBALL, FOOTBALL } from '../../contract';
import type { LiveState, Sport } from '../../engine/core';
import { SPORTS } from '../../engine/core';
import { shanghaiMidnight } from '../../engine/core/time/beijing-day';
import { encodeListResponse } from '../../engine/wire';
import { validationMessage } from '../api/validation';
import type { OtherDays } from '../days/other-days';
import type { MatchFilter } from '../state/list-views';
import { both, filteredSnapshot, firstTierCompetitionIds, inFirstTier, onDay } from '../state/list-views';
import { sendError, sendOk } from './json-envelope';
import { parseMatchDate } from './match-date';

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

const CALLS: Readonly<Record<SportName, typeof FOOTBALL | typeof BASKETBALL>> = { football: FOOTBALL, basketball: BASKETBALL };

const byMatchDate = ({ matchDate }: { readonly matchDate: string }): Filtered => {
  const date = parseMatchDate(matchDate);
  return date.ok ? { ok: true, keep: onDay(date.midnight), date: date.date } : date;
};

/** A request the schema refuses is 40001 with its message (as on every /api call); other errors go up to the app's. */
function listError(call: ApiCall) {
  return (error: FastifyError, _req: FastifyRequest, reply: FastifyReply) => {
    if (error.validation) return sendError(reply, 400, API_CODE.validation, validationMessage(error.validation, call.messages));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status, API_CODE.validation, status === 413 ? '请求内容过大' : '请求格式不正确');
    throw error;
  };
}

export async function listRoutes(app: FastifyInstance, options: ListRoutesOptions): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const sport of SPORTS) {
    const c = CALLS[sport];
    // The calls without a body: GET or POST, nothing to read.
    for (const [call, filterOf] of [[c.realtime, (): Filtered => ({ ok: true })], [c.topOne, (): Filtered => ({ ok: true, keep: both(inFirstTier, onDay(shanghaiMidnight(options.now()))) })]] as const) {
      typed.route({
        method: [...call.methods], url: call.path, schema: { querystring: call.body }, errorHandler: listError(call),
        handler: (_req, reply) => sendList(reply, sport, filterOf(), options),
      });
    }
    // {matchDate}: the JSON body of a POST, the query string of a GET — the same schema.
    for (const call of [c.future, c.history]) {
      typed.route({
        method: 'POST', url: call.path, schema: { body: call.body }, errorHandler: listError(call),
        preValidation: async (req: FastifyRequest) => { req.body ??= {}; },
        handler: (req, reply) => sendList(reply, sport, byMatchDate(req.body), options),
      });
      typed.route({
        method: 'GET', url: call.path, schema: { querystring: call.body }, errorHandler: listError(call),
        handler: (req, reply) => sendList(reply, sport, byMatchDate(req.query), options),
      });
    }
    typed.route({
      method: [...c.competitionTopOne.methods], url: c.competitionTopOne.path, schema: { querystring: c.competitionTopOne.body },
      errorHandler: listError(c.competitionTopOne),
      handler: (_req, reply) => sendOk(reply, firstTierCompetitionIds(options.state(), sport), options.okBody),
    });
  }
}

async function sendList(reply: FastifyReply, sport: Sport, filter: Filtered, options: ListRoutesOptions): Promise<FastifyReply> {
  if (!filter.ok) return sendError(reply, 400, API_CODE.validation, filter.msg);
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
