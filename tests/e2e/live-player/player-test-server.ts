// The player's test server: the harness pages (built by harness-build.ts) under the product's real security headers
// (server/http/security-headers.ts: the CSP must let mpegts.js play), real FLV at /live/<name>.flv (flv-source.ts),
// and /control/<name>/{stop,resume} for the tests (and the contract page) to take a stream away and bring it back.
import Fastify, { type FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { registerSecurityHeaders } from '../../../server/http/security-headers';
import { FlvSource } from './flv-source';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.woff2': 'font/woff2',
};

export interface PlayerTestServer {
  readonly url: string;
  readonly source: FlvSource;
  close(): Promise<void>;
}

export async function startPlayerTestServer(harnessDir: string, port = 0): Promise<PlayerTestServer> {
  const app: FastifyInstance = Fastify({ logger: false });
  await registerSecurityHeaders(app);
  const source = new FlvSource();

  app.get<{ Params: { name: string } }>('/live/:name', (request, reply) => {
    const match = /^([\w-]+)\.flv$/.exec(request.params.name);
    if (!match) return reply.code(404).send('not found');
    reply.hijack();
    // hijacked: helmet's headers are on the reply, not yet on the raw answer
    for (const [key, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(key, value as string);
    source.serve(match[1], reply.raw);
  });
  app.post<{ Params: { name: string; action: string }; Querystring: { mode?: string } }>('/control/:name/:action', async (request, reply) => {
    const { name, action } = request.params;
    if (action === 'stop') source.stop(name, request.query.mode === 'hang' ? 'hang' : 'close');
    else if (action === 'resume') source.resume(name);
    else return reply.code(404).send({ error: 'unknown action' });
    return { name, state: source.state(name), requests: source.requests.get(name) ?? 0 };
  });
  app.get('/*', async (request, reply) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(harnessDir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(harnessDir)) return reply.code(404).send('not found');
    try {
      const body = await readFile(file);
      return reply.type(TYPES[extname(file)] ?? 'application/octet-stream').send(body);
    } catch {
      return reply.code(404).send('not found');
    }
  });

  const address = await app.listen({ host: '127.0.0.1', port });
  return {
    url: address,
    source,
    async close() {
      source.close();
      await app.close();
    },
  };
}
