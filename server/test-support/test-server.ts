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

/**
 * Where a test server's feed starts unless the test says (config.feedStart; an explicit undefined = the wall
 * clock's now): 20:00 Beijing, so what a test finds in the feed — going matches, rooms on air — does not hang on
 * the hour the suite happens to run at (at 02:00 Beijing the small day has one room on air).
 */
export const TEST_FEED_START = Date.UTC(2026, 10, 26, 12);

export function startTestServer(options: TestServerOptions = {}): Promise<Runtime> {
  const feedStart = options.config && 'feedStart' in options.config ? options.config.feedStart : TEST_FEED_START;
  const config: ServerConfig = { ...DEFAULTS, port: 0, host: '127.0.0.1', distDir: '.no-ui', ...options.config, feedStart };
  const source = options.source ?? createReplaySource({
    fixture: options.fixture ?? smallDayFixture(), timers: SYSTEM_SCHEDULER,
    speed: options.speed ?? 1, start: config.feedStart, loop: true,
  });
  return startRuntime(config, { source, gateway: options.gateway, accounts: options.accounts, chat: options.chat, timers: options.timers, logger: options.logger, agoraNotify: options.agoraNotify });
}
