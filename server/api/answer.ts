// The one writer of the server's API answers: every /api route (JSON and the *_b lists), the app's refusals before a
// route (unknown paths, bodies that do not parse) and the other JSON answers (/live, /agora/notify) go out here.
// - A success: the {code: 0, msg: '', data} envelope [HT-2], data sealed (envelope.ts) when the call is sealed and
//   the keys are there; a *_b call's bytes as application/octet-stream [HT-8].
// - A failure: {code, msg, data: null}, the code and its Chinese copy from contract/codes.ts, the HTTP status
//   following the code (errors.ts) for logs and proxies; clients read the envelope.
// - Every answer: cache-control: no-store (answers depend on the caller and the moment; nothing may keep them).
import type { FastifyError, FastifyReply } from 'fastify';
import type { ApiCall, FieldMessages } from '../../contract';
import { API_CODE, API_MESSAGE } from '../../contract/codes';
import type { EnvelopeKeys } from './envelope';
import { errorEnvelope, okEnvelope } from './envelope';
import type { ApiResult, Failure } from './errors';
import { fail, FAIL, httpStatusOf } from './errors';
import { validationMessage } from './validation';

const JSON_TYPE = 'application/json; charset=utf-8';

/** A failure's envelope; `status` only where a caller other than the page needs its own (Agora wants a 401). */
export function sendFailure(reply: FastifyReply, failure: Failure, status = httpStatusOf(failure.code)): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type(JSON_TYPE).send(errorEnvelope(failure.code, failure.msg));
}

/**
 * The answer of `call`: a failure as its envelope; a success as the call's bytes (*_b), plain JSON (a call that is
 * not sealed, or no keys: the app without the accounts part) or sealed JSON.
 */
export function sendAnswer(reply: FastifyReply, result: ApiResult<unknown>, call?: ApiCall, keys?: EnvelopeKeys): FastifyReply {
  if (!result.ok) return sendFailure(reply, result);
  reply.code(200).header('cache-control', 'no-store');
  if (call?.answer === 'protobuf') {
    if (!(result.data instanceof Uint8Array)) throw new TypeError(`${call.path} answered no bytes`);
    const bytes = result.data;
    return reply.type('application/octet-stream').send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
  const sealed = call?.answer !== 'json' || call.sealed;
  const body = sealed && keys ? okEnvelope(result.data, keys) : { code: API_CODE.ok, msg: '', data: result.data ?? null };
  return reply.type(JSON_TYPE).send(body);
}

/**
 * What a request the app could not take answers: schema failures with the field's copy (`messages`, the call's),
 * JSON that does not parse, a media type no parser takes, a body too large — 40001 with plain Chinese; an
 * unknown path 40404. Undefined for anything else (a fault of ours).
 */
export function requestFailure(error: FastifyError, messages?: FieldMessages): Failure | undefined {
  if (error.validation) return fail(API_CODE.validation, validationMessage(error.validation, messages));
  const status = error.statusCode ?? 500;
  if (status === 404) return FAIL.unknownApi();
  if (status === 413) return fail(API_CODE.validation, API_MESSAGE.bodyTooLarge);
  if (status >= 400 && status < 500) return fail(API_CODE.validation, API_MESSAGE.badRequest);
  return undefined;
}

/** An error thrown before or in a route: the request's failure, or 50000 服务器异常 (logged with the request id). */
export function sendError(reply: FastifyReply, error: FastifyError, messages?: FieldMessages): FastifyReply {
  const failure = requestFailure(error, messages);
  if (failure) return sendFailure(reply, failure);
  // request.log carries the request id (reqId), also answered in x-request-id (server/http/request-log.ts).
  reply.request.log.error({ err: error }, `${reply.request.method} ${reply.request.url} failed`);
  return sendFailure(reply, FAIL.serverError());
}
