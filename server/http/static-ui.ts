// The built UI (vite build → dist/) when it exists, with the SPA fallback: a GET (or HEAD) that is not /api, /ws or
// /assets and matches no file answers index.html, so client-side routes (/football, /liveRoom?…) load the app.
// Caching: the hashed files under /assets never change under their name — a year, immutable; index.html names
// the current ones, so browsers revalidate it on every load (no-cache). Source maps are built next to the
// bundles (vite.config.ts: sourcemap 'hidden', dist/assets/*.map) for developers and never served. The hashed
// files are served from memory, each encoding made once (built-assets.ts); the rest by the file server.
import { existsSync } from 'node:fs';
import { basename, join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { BuiltAssets } from './built-assets';
import { sendFailure } from '../api/answer';
import { FAIL } from '../api/errors';

const isAppRoute = (url: string) => !/^\/(api|ws|assets)(\/|\?|$)/.test(url);
const isSourceMap = (path: string) => /\.map$/i.test(path.split('?')[0]);

export const CACHE = {
  asset: 'public, max-age=31536000, immutable',
  html: 'no-cache',
  other: 'public, max-age=3600',
} as const;

function cacheControlOf(root: string, file: string): string {
  if (basename(file) === 'index.html') return CACHE.html;
  return file.startsWith(join(root, 'assets') + sep) ? CACHE.asset : CACHE.other;
}

export async function registerStaticUi(app: FastifyInstance, distDir: string): Promise<void> {
  const root = resolve(distDir);
  const hasUi = existsSync(join(root, 'index.html'));
  if (hasUi) {
    const assetsDir = join(root, 'assets');
    if (existsSync(assetsDir)) {
      const assets = new BuiltAssets(assetsDir);
      // compress: false — the answer is already encoded for the request (or is to be sent as it is).
      app.get<{ Params: { '*': string } }>('/assets/*', { compress: false }, async (request, reply) => {
        if (!(await assets.send(request.params['*'], request, reply, CACHE.asset))) return reply.callNotFound();
        return reply;
      });
    }
    await app.register(fastifyStatic, {
      root, wildcard: true, cacheControl: false,
      allowedPath: (pathName) => !isSourceMap(pathName),
      setHeaders: (reply, file) => { reply.header('cache-control', cacheControlOf(root, file)); },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasUi && (request.method === 'GET' || request.method === 'HEAD') && isAppRoute(request.url)) {
      return reply.header('cache-control', CACHE.html).sendFile('index.html', root);
    }
    // Any other path (/api's included): 40404 接口不存在, as JSON.
    return sendFailure(reply, FAIL.unknownApi());
  });
}
