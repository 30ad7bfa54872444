// buildApp(deps): the Fastify instance with every part registered. Each part is its own module; a later issue
// adds the JSON /api plugin next to the list routes.
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { LiveState } from '../engine/core';
import type { Gateway } from './gateway/gateway';
import { registerErrorHandler } from './http/errors';
import { listRoutes } from './http/list-routes';
import { registerStaticUi } from './http/static-ui';

export interface AppDeps {
  /** The authoritative state (the event log's). */
  readonly state: () => LiveState;
  /** The feed's virtual time. */
  readonly feedNow: () => number;
  readonly gateway: Gateway;
  /** The built UI; served when it holds an index.html. */
  readonly distDir: string;
  readonly logger?: boolean;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: deps.logger ?? false, bodyLimit: 64 * 1024 });
  registerErrorHandler(app);
  await app.register(listRoutes, { prefix: '/api', state: deps.state, now: deps.feedNow });
  await registerStaticUi(app, deps.distDir);
  deps.gateway.attach(app.server);
  // Sockets first: an open WebSocket would otherwise keep the HTTP server from closing.
  app.addHook('preClose', async () => deps.gateway.close());
  return app;
}
