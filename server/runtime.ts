// One running server: event log, feed source, gateway and HTTP app, listening. main.ts and the integration
// tests start it the same way; stop() is the clean shutdown (feed, sockets with 1001, HTTP, recorder).
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AccountsRuntime } from './api/runtime';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { EventLog } from './feed/event-log';
import type { FeedSource } from './feed/feed-source';
import type { Recorder } from './feed/recorder';
import { recordTo } from './feed/recorder';
import { newStreamId } from './feed/stream-id';
import type { Gateway, GatewayOptions } from './gateway/gateway';
import { createGateway } from './gateway/gateway';
import type { Timers } from './time/timers';
import { systemTimers } from './time/timers';

export interface RuntimeDeps {
  readonly source: FeedSource;
  readonly timers?: Timers;
  /** Overrides of the gateway's limits (tick, buffers), for tests and the bench. */
  readonly gateway?: Partial<Omit<GatewayOptions, 'log' | 'feedNow' | 'timers'>>;
  /** The accounts part (/api auth, follows); main.ts opens it, feed-only tests leave it out. Closed by stop(). */
  readonly accounts?: AccountsRuntime;
}

export interface Runtime {
  readonly app: FastifyInstance;
  readonly url: string;
  readonly wsUrl: string;
  readonly log: EventLog;
  readonly source: FeedSource;
  readonly gateway: Gateway;
  readonly recorder: Recorder | undefined;
  stop(): Promise<void>;
}

export async function startRuntime(config: ServerConfig, deps: RuntimeDeps): Promise<Runtime> {
  const timers = deps.timers ?? systemTimers;
  const { source } = deps;
  const log = new EventLog(newStreamId(timers.now()));
  const recorder = config.recordTo ? recordTo(log, config.recordTo, config.seed) : undefined;
  const gateway = createGateway({
    log, feedNow: () => source.now(), timers, signMaxSkewMs: config.signMaxSkewMs, ...deps.gateway,
  });
  // The state is caught up before the first client can ask for a list.
  source.start(log);
  const app = await buildApp({ state: () => log.state, feedNow: () => source.now(), gateway, distDir: config.distDir, accounts: deps.accounts });
  await app.listen({ port: config.port, host: config.host });
  const { address, port } = app.server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  let stopping: Promise<void> | undefined;
  return {
    app, log, source, gateway, recorder,
    url: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${port}/ws`,
    stop: () => (stopping ??= (async () => {
      source.stop();
      await app.close();
      await deps.accounts?.close();
      await recorder?.flush();
    })()),
  };
}
