// The app's error handler, for what fails outside /api (whose plugin has its own, the same): a body that does not
// parse, a media type no parser takes, a fault of ours. Answered by server/api/answer.ts with the contract's codes
// and copy (40001 请求格式不正确 / 请求内容过大, 50000 服务器异常, logged); nothing the client sends reaches
// the process as an exception.
import type { FastifyError, FastifyInstance } from 'fastify';
import { sendError } from '../api/answer';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, _request, reply) => sendError(reply, error));
}
