// Request ids and one log line per request. Each request gets a random id (a counter would repeat across
// restarts and processes), answered in `x-request-id` so a user or a proxy log can quote it, and carried as
// `reqId` by every line request.log writes — the completion line, the error handler's stack, the /api 500s.
// Fastify's default writes two lines per request (incoming, completed); one, when it completes, says it all.
// Health probes arrive every few seconds from a load balancer: logged at debug unless they fail.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

const PROBE = /^\/(healthz|readyz)(\?|$)/;

export const newRequestId = (): string => randomUUID();

export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (PROBE.test(request.url) && reply.statusCode < 400) reply.log.debug(line, 'request');
    else reply.log.info(line, 'request');
  }
}

export function answerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
