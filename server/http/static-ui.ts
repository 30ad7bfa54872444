// The built UI (vite build → dist/) when it exists, with the SPA fallback: a GET that is not /api or /ws and
// matches no file answers index.html, so client-side routes (/football, /liveRoom?…) load the app.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_CODE, sendError } from './json-envelope';

const isAppRoute = (url: string) => !/^\/(api|ws)(\/|\?|$)/.test(url);

export async function registerStaticUi(app: FastifyInstance, distDir: string): Promise<void> {
  const root = resolve(distDir);
  const hasUi = existsSync(join(root, 'index.html'));
  if (hasUi) await app.register(fastifyStatic, { root, wildcard: true });
  app.setNotFoundHandler((request, reply) => {
    if (hasUi && request.method === 'GET' && isAppRoute(request.url)) return reply.sendFile('index.html', root);
    return sendError(reply, 404, API_CODE.unknownRoute, `no route ${request.method} ${request.url.split('?')[0]}`);
  });
}
