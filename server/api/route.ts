// One way to declare an /api route: a contract entry (contract/: path, methods, login requirement, body schema and
// its messages, what a success answers) and a handler returning ApiResult. The body is validated by Fastify's Ajv
// against the entry's TypeBox schema and typed from the same schema through @fastify/type-provider-typebox; the
// answer is built here — the encrypted envelope [HT-2], or raw bytes for the *_b lists [HT-8] (errors stay
// envelopes, so the client can still refresh on 10050). Validation and parse errors become 40001 with a plain message.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RawRequestDefaultExpression, RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ApiCall, DataOf, FieldMessages, JsonCall } from '../../contract';
import type { WallInstant } from '../../engine/core/time/beijing-day';
import type { AuthUser } from './auth-guard';
import { errorEnvelope, okEnvelope } from './envelope';
import type { ApiResult } from './errors';
import { API_CODE, FAIL, httpStatusOf } from './errors';
import type { ClientHeaders } from './headers';
import { clientHeadersOf } from './headers';
import type { Services } from './services';
import { validationMessage } from './validation';

export interface RouteContext {
  readonly req: FastifyRequest;
  readonly ip: string;
  /** The wall clock's time when the request arrived (tokens, limits, audits, rows' times). Never a day's: the
   *  product's day is the feed's (Services.feed.today()), and the day functions refuse a WallInstant. */
  readonly now: WallInstant;
  readonly client: ClientHeaders;
}

export type GuestContext = RouteContext & { readonly user?: AuthUser };
export type UserContext = RouteContext & { readonly user: AuthUser };

/** The validated body as the type provider types it: Static of the call's body schema. */
export type BodyOf<C extends ApiCall> =
  FastifyRequest<RouteGenericInterface, RawServerDefault, RawRequestDefaultExpression, { body: C['body'] }, TypeBoxTypeProvider>['body'];

/** What a handler answers: the contract's data (checked against the schema by the compiler), or bytes. */
export type AnswerOf<C extends ApiCall> = C extends JsonCall ? DataOf<C> : Uint8Array;

// A method's parameters are compared both ways, so a handler that needs the user (UserContext) fits the one
// signature the helper calls; the overloads below keep each call's handler honest about what it gets.
interface HandlerOf<C extends ApiCall, X> { handle(ctx: X, body: BodyOf<C>): Promise<ApiResult<AnswerOf<C>>> }
type Handler<C extends ApiCall, X> = HandlerOf<C, X>['handle'];

/** An absent body is validated as {}: the schema fills its defaults and reports what is missing. Typed as any
 *  request: the body is not the schema's yet when this runs. */
async function emptyBodyAsObject(req: FastifyRequest): Promise<void> {
  if (req.body === undefined || req.body === null) req.body = {};
}

/** The answer of `call`: failures as envelopes, a success as bytes (*_b), plain JSON (the key) or sealed JSON. */
export function sendResult(reply: FastifyReply, s: Services, result: ApiResult<unknown>, call?: ApiCall): FastifyReply {
  reply.header('cache-control', 'no-store');
  if (!result.ok) return reply.code(httpStatusOf(result.code)).send(errorEnvelope(result.code, result.msg));
  if (call?.answer === 'protobuf' && result.data instanceof Uint8Array) {
    return reply.code(200).type('application/octet-stream').send(Buffer.from(result.data.buffer, result.data.byteOffset, result.data.byteLength));
  }
  if (call?.answer === 'json' && !call.sealed) return reply.code(200).send({ code: API_CODE.ok, msg: '', data: result.data });
  return reply.code(200).send(okEnvelope(result.data, s.envelopeKeys));
}

/** Request errors (schema, JSON syntax, media type, size) are 40001; anything else is logged and 50000. */
export function sendError(reply: FastifyReply, s: Services, error: FastifyError, messages?: FieldMessages): FastifyReply {
  if (error.validation) {
    return reply.code(400).send(errorEnvelope(API_CODE.validation, validationMessage(error.validation, messages)));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const msg = status === 413 ? '请求内容过大' : '请求格式不正确';
    return reply.code(status).send(errorEnvelope(API_CODE.validation, msg));
  }
  // request.log carries the request id (reqId), also answered in x-request-id (server/http/request-log.ts).
  reply.request.log.error({ err: error }, `api ${reply.request.method} ${reply.request.url} failed`);
  return reply.code(500).send(errorEnvelope(API_CODE.serverError, FAIL.serverError().msg));
}

/** A login-required call's handler sees the user; the others get it when a valid token came with the call. */
export type ContextOf<C extends ApiCall> = C['auth'] extends 'required' ? UserContext : GuestContext;

export function addRoute<C extends ApiCall>(app: FastifyInstance, s: Services, call: C, handler: Handler<C, ContextOf<C>>): void {
  // Called with a GuestContext whose user is there whenever the call requires one (checked below).
  const run: Handler<ApiCall, GuestContext> = handler;
  // Fastify validates no body on a GET: a GET call's query string is its body, checked against the same schema.
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const shared = {
    url: call.path,
    errorHandler: (error: FastifyError, _req: FastifyRequest, reply: FastifyReply) => sendError(reply, s, error, call.messages),
  };
  const answer = async (req: FastifyRequest, reply: FastifyReply, body: BodyOf<ApiCall>) => {
    const ctx: RouteContext = { req, ip: req.ip, now: s.wall.now(), client: clientHeadersOf(req) };
    // 'none' routes (login, /refresh) never look at the bearer: an expired one must not block its own refresh.
    const auth = call.auth === 'none' ? { kind: 'anonymous' as const } : await s.authenticate(req);
    if (auth.kind === 'refused') return sendResult(reply, s, auth.failure);
    if (call.auth === 'required' && auth.kind !== 'user') return sendResult(reply, s, FAIL.notLoggedIn());
    const result = await run(auth.kind === 'user' ? { ...ctx, user: auth.user } : ctx, body);
    return sendResult(reply, s, result, call);
  };
  if (call.methods.includes('POST')) {
    typed.route({
      ...shared, method: 'POST', schema: { body: call.body },
      preValidation: emptyBodyAsObject,
      handler: (req, reply) => answer(req, reply, req.body),
    });
  }
  if (call.methods.includes('GET')) {
    typed.route({ ...shared, method: 'GET', schema: { querystring: call.body }, handler: (req, reply) => answer(req, reply, req.query) });
  }
}


