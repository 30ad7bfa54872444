// One way to declare an /api route: schema, login requirement, a handler returning ApiResult, and the answer
// built here — the encrypted envelope [HT-2], or raw bytes for the *_b lists [HT-8] (errors stay envelopes, so
// the client can still refresh on 10050). Validation and parse errors become 40001 with a plain message.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from './auth-guard';
import { errorEnvelope, okEnvelope } from './envelope';
import type { ApiResult } from './errors';
import { API_CODE, FAIL, httpStatusOf } from './errors';
import type { ClientHeaders } from './headers';
import { clientHeadersOf } from './headers';
import type { Services } from './services';
import type { FieldMessages } from './validation';
import { validationMessage } from './validation';

export interface RouteContext {
  readonly req: FastifyRequest;
  readonly ip: string;
  /** The injected clock's time when the request arrived. */
  readonly now: number;
  readonly client: ClientHeaders;
}

interface RouteBase {
  readonly url: string;
  readonly methods?: readonly ('GET' | 'POST')[];
  /** JSON schema of the body (an absent body is validated as {}). */
  readonly body?: Readonly<Record<string, unknown>>;
  /** Copy per field for validation failures. */
  readonly messages?: FieldMessages;
  /** 'binary': a Uint8Array answer goes out as application/octet-stream. */
  readonly answer?: 'json' | 'binary';
}

export type RouteSpec<B> = RouteBase & (
  | { readonly auth: 'none' | 'optional'; handler(ctx: RouteContext & { readonly user?: AuthUser }, body: B): Promise<ApiResult<unknown>> }
  | { readonly auth: 'required'; handler(ctx: RouteContext & { readonly user: AuthUser }, body: B): Promise<ApiResult<unknown>> }
);

export function sendResult(reply: FastifyReply, s: Services, result: ApiResult<unknown>, binary = false): FastifyReply {
  reply.header('cache-control', 'no-store');
  if (!result.ok) return reply.code(httpStatusOf(result.code)).send(errorEnvelope(result.code, result.msg));
  if (binary && result.data instanceof Uint8Array) {
    return reply.code(200).type('application/octet-stream').send(Buffer.from(result.data.buffer, result.data.byteOffset, result.data.byteLength));
  }
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

export function addRoute<B>(app: FastifyInstance, s: Services, spec: RouteSpec<B>): void {
  app.route({
    method: [...(spec.methods ?? ['POST'])],
    url: spec.url,
    ...(spec.body && { schema: { body: spec.body } }),
    preValidation: async (req) => {
      if (req.body === undefined || req.body === null) req.body = {};
    },
    errorHandler: (error: FastifyError, _req, reply) => sendError(reply, s, error, spec.messages),
    handler: async (req, reply) => {
      const ctx: RouteContext = { req, ip: req.ip, now: s.clock.now(), client: clientHeadersOf(req) };
      // 'none' routes (login, /refresh) never look at the bearer: an expired one must not block its own refresh.
      const auth = spec.auth === 'none' ? { kind: 'anonymous' as const } : await s.authenticate(req);
      if (auth.kind === 'refused') return sendResult(reply, s, auth.failure);
      const body = req.body as B;
      let result: ApiResult<unknown>;
      if (spec.auth === 'required') {
        if (auth.kind !== 'user') return sendResult(reply, s, FAIL.notLoggedIn());
        result = await spec.handler({ ...ctx, user: auth.user }, body);
      } else {
        result = await spec.handler(auth.kind === 'user' ? { ...ctx, user: auth.user } : ctx, body);
      }
      return sendResult(reply, s, result, spec.answer === 'binary');
    },
  });
}
