// The real /api plugin listening on 127.0.0.1 (port 0) over a fresh PGlite, with a manual clock and the
// in-memory SMS provider, counting the calls per path — for the browser client's end-to-end tests.
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { ManualScheduler } from '../../engine/time';
import type { MemorySmsProvider } from '../../server/auth/sms-provider';
import type { Database } from '../../server/db/database';
import { apiPlugin } from '../../server/api/plugin';
import type { TestApi } from '../../server/api/test-support/test-api';
import { createTestApi, stubLookup, stubMatches } from '../../server/api/test-support/test-api';

export interface LoopbackApi {
  readonly base: string;
  readonly app: FastifyInstance;
  readonly clock: ManualScheduler;
  readonly sms: MemorySmsProvider;
  /** Requests per path (without /api), counted as they arrive. */
  readonly hits: Map<string, number>;
  readonly inject: TestApi;
  close(): Promise<void>;
}

export async function startLoopbackApi(db: Database): Promise<LoopbackApi> {
  // The inject-based harness owns the clock, SMS provider and config; the loopback app shares them.
  const inject = await createTestApi(db);
  const hits = new Map<string, number>();
  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (req) => {
    const path = req.url.split('?')[0].replace(/^\/api/, '');
    hits.set(path, (hits.get(path) ?? 0) + 1);
  });
  await app.register(apiPlugin({ db, sms: inject.sms, clock: inject.clock, config: inject.config, matchLookup: stubLookup(stubMatches()), log: () => undefined }), { prefix: '/api' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/api`, app, clock: inject.clock, sms: inject.sms, hits, inject,
    async close() {
      await app.close();
      await inject.close();
    },
  };
}
