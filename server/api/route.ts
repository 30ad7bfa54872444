// One way to declare an /api route: a contract entry (contract/: path, methods, login requirement, body schema and
// its messages, what a success answers) and a handler returning ApiResult. The body is validated by Fastify's Ajv
// against the entry's TypeBox schema and typed from the same schema through @fastify/type-provider-typebox; the
// answer is written by answer.ts — the encrypted envelope [HT-2], or raw bytes for the *_b lists [HT-8] (errors stay
// envelopes, so the client can still refresh on 10050). Validation and parse errors become 40001 with a plain message.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RawRequestDefaultExpression, RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ApiCall, DataOf, JsonCall } from '../../contract';
import type { WallInstant } from '../../engine/core/time/beijing-day';
import { sendAnswer, sendError, sendFailure } from './answer';
import type { Authenticate, AuthOutcome, AuthUser } from './auth-guard';
import type { EnvelopeKeys } from './envelope';
import type { ApiResult, Failure } from './errors';
import { FAIL } from './errors';
import type { ClientHeaders } from './headers';
import { clientHeadersOf } from './headers';
import type { Services } from './services';
import type { WallClock } from '../time/clocks';

export interface RouteContext {
  readonly req: FastifyRequest;
  /** For a header of the answer (an upload refused mid-body closes the connection); the answer itself is the
   *  handler's result. */
  readonly reply: FastifyReply;
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

/** A login-required call's handler sees the user; the others get it when a valid token came with the call. */
export type ContextOf<C extends ApiCall> = C['auth'] extends 'required' ? UserContext : GuestContext;

/** What addRoute needs of the services: the wall clock, who is calling, the keys that seal an answer (none: the
 *  app without the accounts part answers plain JSON). Services has them all. */
export interface RouteServices {
  readonly wall: WallClock;
  readonly authenticate: Authenticate;
  readonly envelopeKeys?: EnvelopeKeys;
}

/** A group of routes: one file of routes/, registered by the plugin with the services it is given. */
export type RouteGroup<S extends RouteServices = Services> = (app: FastifyInstance, s: S) => void;

export interface RouteOptions {
  /** Before the body is read (uploads: who it is, their limit and quota); a Failure answers at once. */
  readonly beforeBody?: (req: FastifyRequest, reply: FastifyReply) => Promise<Failure | undefined>;
  /** A route's own reading of a request error (uploads: a multipart body too large or broken); falls back to
   *  answer.ts's reading. */
  readonly requestError?: (error: FastifyError) => Failure | undefined;
}

/** Who is calling, asked once per request (a route's beforeBody and its handler both want it). */
const outcomes = new WeakMap<FastifyRequest, Promise<AuthOutcome>>();
export function authenticateOnce(s: RouteServices, req: FastifyRequest): Promise<AuthOutcome> {
  let outcome = outcomes.get(req);
  if (!outcome) outcomes.set(req, (outcome = s.authenticate(req)));
  return outcome;
}

export function addRoute<C extends ApiCall>(
  app: FastifyInstance, s: RouteServices, call: C, handler: Handler<C, ContextOf<C>>, options: RouteOptions = {},
): void {
  // Called with a GuestContext whose user is there whenever the call requires one (checked below).
  const run: Handler<ApiCall, GuestContext> = handler;
  // Fastify validates no body on a GET: a GET call's query string is its body, checked against the same schema.
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const { beforeBody, requestError } = options;
  const shared = {
    url: call.path,
    errorHandler: (error: FastifyError, _req: FastifyRequest, reply: FastifyReply) => {
      const own = requestError?.(error);
      return own ? sendFailure(reply, own) : sendError(reply, error, call.messages);
    },
    ...(beforeBody && {
      onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
        const refused = await beforeBody(req, reply);
        // Refused before the body is read: the connection closes after the answer rather than wait for a body
        // nobody will read (keep-alive would leave it stuck mid-request).
        if (refused) return sendFailure(reply.header('connection', 'close'), refused);
        return undefined;
      },
    }),
  };
  const answer = async (req: FastifyRequest, reply: FastifyReply, body: BodyOf<ApiCall>) => {
    const ctx: RouteContext = { req, reply, ip: req.ip, now: s.wall.now(), client: clientHeadersOf(req) };
    // 'none' routes (login, /refresh) never look at the bearer: an expired one must not block its own refresh.
    const auth = call.auth === 'none' ? { kind: 'anonymous' as const } : await authenticateOnce(s, req);
    if (auth.kind === 'refused') return sendFailure(reply, auth.failure);
    if (call.auth === 'required' && auth.kind !== 'user') return sendFailure(reply, FAIL.notLoggedIn());
    const result = await run(auth.kind === 'user' ? { ...ctx, user: auth.user } : ctx, body);
    return sendAnswer(reply, result, call, s.envelopeKeys);
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

/** Every /api route's errors go through answer.ts, the ones a route throws before its own handler is set too. */
export function registerRouteGroups<S extends RouteServices>(app: FastifyInstance, s: S, groups: readonly RouteGroup<S>[]): void {
  app.setErrorHandler((error: FastifyError, _req, reply) => sendError(reply, error));
  for (const register of groups) register(app, s);
}
