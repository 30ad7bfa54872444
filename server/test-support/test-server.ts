// Starts the real server on 127.0.0.1, port 0, for integration tests.
import { readFileSync } from 'node:fs';
import type { Fixture } from '../../engine/wire';
import { readFixture } from '../../engine/wire';
import type { ServerConfig } from '../config';
import { DEFAULTS } from '../config';
import type { FeedSource } from '../feed/feed-source';
import { createReplaySource } from '../feed/replay-source';
import type { Runtime, RuntimeDeps } from '../runtime';
import { startRuntime } from '../runtime';
import type { Scheduler } from '../../engine/core/time/scheduler';
import { SYSTEM_SCHEDULER } from '../../engine/time';

/** The recorded small day in the repo (fixtures/days/small-day.ts says how it is made). */
export const SMALL_DAY_PATH = 'fixtures/days/small.lsfx';

let smallDay: Fixture | undefined;
export function smallDayFixture(): Fixture {
  return (smallDay ??= readFixture(new Uint8Array(readFileSync(SMALL_DAY_PATH))));
}

export interface TestServerOptions {
  readonly config?: Partial<ServerConfig>;
  /** Defaults to a replay of `fixture` (at `speed`). */
  readonly source?: FeedSource;
  /** Defaults to the recorded small day. */
  readonly fixture?: Fixture;
  readonly speed?: number;
  readonly gateway?: RuntimeDeps['gateway'];
  readonly accounts?: RuntimeDeps['accounts'];
  /** Live-room chat's bus and limits (on whenever there are accounts). */
  readonly chat?: RuntimeDeps['chat'];
  /** The runtime's clock and timers (the gateway's ticks, idle limit, request bucket); the system's by default. */
  readonly timers?: Scheduler;
  /** The server log; silent by default. */
  readonly logger?: RuntimeDeps['logger'];
  /** Where POST /agora/notify reads AGORA_NCS_SECRET. */
  readonly agoraNotify?: RuntimeDeps['agoraNotify'];
}

export function startTestServer(options: TestServerOptions = {}): Promise<Runtime> {
  const config: ServerConfig = { ...DEFAULTS, port: 0, host: '127.0.0.1', distDir: '.no-ui', ...options.config };
  const source = options.source ?? createReplaySource({
    fixture: options.fixture ?? smallDayFixture(), timers: SYSTEM_SCHEDULER,
    speed: options.speed ?? 1, start: config.feedStart, loop: true,
  });
  return startRuntime(config, { source, gateway: options.gateway, accounts: options.accounts, chat: options.chat, timers: options.timers, logger: options.logger, agoraNotify: options.agoraNotify });
}
