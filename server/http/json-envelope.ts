// The JSON response envelope {code, msg, data} (SPEC.md §7, [HT-2]). Every JSON answer is built here, so the
// AES-encrypted data field (a later issue) replaces this one function.
import type { FastifyReply } from 'fastify';
import { API_CODE } from '../../contract/codes';

export interface ApiEnvelope<T> {
  readonly code: number;
  readonly msg: string;
  readonly data: T | null;
}

/** The contract's one table of codes (contract/codes.ts). */
export { API_CODE };

/** `okBody` seals the data (server/api/envelope.ts) when the accounts part runs. */
export function sendOk<T>(reply: FastifyReply, data: T, okBody?: (data: unknown) => unknown): FastifyReply {
  const body = okBody ? okBody(data) : ({ code: API_CODE.ok, msg: '', data } satisfies ApiEnvelope<T>);
  return reply.code(200).type('application/json; charset=utf-8').send(body);
}

export function sendError(reply: FastifyReply, httpStatus: number, code: number, msg: string): FastifyReply {
  const body: ApiEnvelope<never> = { code, msg, data: null };
  return reply.code(httpStatus).type('application/json; charset=utf-8').send(body);
}
