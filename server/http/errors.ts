// Request errors become the JSON envelope with an HTTP status to match: a malformed JSON body, an unsupported
// content type, an unknown /api route. Nothing the client sends reaches the process as an exception.
import type { FastifyError, FastifyInstance } from 'fastify';
import { API_CODE, sendError } from './json-envelope';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    return sendError(reply, status, status === 500 ? API_CODE.serverError : status, status === 500 ? 'server error' : error.message);
  });
}
