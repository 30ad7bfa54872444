// Entry point (npm start): one process replaying the day shifted to now (or simulating), serving the built UI.
// ROLE=feed / ROLE=gateway split it over processes meeting on NATS (server/README.md "Scale-out").
// SIGINT/SIGTERM stop the feed, close sockets with 1001, close HTTP, flush the recorder and the bus.
// Everything it says goes through one logger (server/log/logger.ts): JSON lines, pretty on a terminal; README.md
// "What the server logs at start" explains each start-up line.
import type { ServerConfig } from './config';
import { DEFAULTS, parseConfig } from './config';
import { sourceFromConfig } from './feed/source-from-config';
import { mediaGatewayConfig } from './media/push-policy';
import { createAccountsRuntime } from './api/runtime';
import { checkDemoDefaults } from './anchors/production-defaults';
import type { Logger } from './log/logger';
import { createLogger, lineTo } from './log/logger';
import { startFeedRuntime, startGatewayRuntime, startRuntime } from './runtime';
import { SYSTEM_SCHEDULER } from '../engine/time';

interface Started {
  stop(): Promise<void>;
}

async function startRole(config: ServerConfig, logger: Logger): Promise<Started | number> {
  logger.info({ role: config.role, feed: config.feed, dataDir: config.dataDir }, `starting (role ${config.role})`);
  if (config.role === 'gateway') {
    logger.info('gateway: loading the feed state from the bus');
    const runtime = await startGatewayRuntime(config, { logger });
    const { state } = runtime.follower;
    logger.info({ url: runtime.url, wsUrl: runtime.wsUrl }, `live gateway on ${runtime.url} (ws ${runtime.wsUrl}) — ${runtime.busDescription}, stream ${state.stream} at seq ${state.seq}`);
    return runtime;
  }
  // Refused before the feed is made (a first start generates the default day): the accounts runtime would refuse anyway.
  const demo = checkDemoDefaults(process.env);
  if (demo.kind === 'refuse') {
    logger.fatal(demo.message);
    return 1;
  }
  const made = await sourceFromConfig(config, SYSTEM_SCHEDULER, { info: lineTo(logger, 'info'), warn: lineTo(logger, 'warn') });
  if (!made.ok) {
    logger.fatal(made.error);
    return 1;
  }
  const accounts = await createAccountsRuntime(process.env, {
    // The console SMS provider's login codes: developers and the e2e suite read them from this log.
    log: lineTo(logger, 'info'), progress: lineTo(logger, 'info'), warn: lineTo(logger, 'warn'),
  });
  logger.info(accounts.description);
  if (config.role === 'feed') {
    const runtime = await startFeedRuntime(config, { source: made.source, accounts, logger });
    logger.info({ url: runtime.url }, `live feed on ${runtime.url} — ${made.description}, stream ${runtime.log.stream}, ${runtime.busDescription}`);
    return runtime;
  }
  const runtime = await startRuntime(config, { source: made.source, accounts, logger, media: {} });
  logger.info({ url: runtime.url, wsUrl: runtime.wsUrl }, `live server on ${runtime.url} (ws ${runtime.wsUrl}) — ${made.description}, stream ${runtime.log.stream}, ${runtime.busDescription}`);
  const { media } = runtime;
  if (media) {
    const demo = media.demo.on ? `demo rooms on demand (up to ${config.media.demoVideoMax})` : 'demo video off';
    logger.info({ pushUrl: media.pushUrl }, `video: RTMP ingest ${media.pushUrl} (key <roomId>-<secret>), HTTP-FLV ${runtime.url}/live/<roomId>.flv, ${demo}`);
  }
  // Anchors push to Agora: only its signed notifications tell us a room went live (server/README.md "Video").
  if (mediaGatewayConfig(process.env) && !process.env.AGORA_NCS_SECRET?.trim()) {
    logger.warn('video: anchors push to Agora, but AGORA_NCS_SECRET is not set: POST /agora/notify refuses every notification, so no room goes live');
  }
  if (config.feedControl) logger.warn('FEED_CONTROL is on: POST /__test/feed/skip moves the feed\'s time (tests only, never on a public server)');
  return runtime;
}

async function main(logger: Logger, config: ServerConfig): Promise<number> {
  const runtime = await startRole(config, logger);
  if (typeof runtime === 'number') return runtime;
  let signals = 0;
  const shutdown = (signal: string) => {
    if (++signals > 1) process.exit(130); // a second signal: do not wait any longer
    logger.info(`${signal}: shutting down`);
    runtime.stop().then(() => process.exit(0), (err: unknown) => {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  return 0;
}

const pretty = process.stdout.isTTY === true;
const parsed = parseConfig(process.env);
if (!parsed.ok) {
  createLogger({ level: DEFAULTS.logLevel, pretty }).fatal(`config: ${parsed.error}`);
  process.exit(2);
}
const logger = createLogger({ level: parsed.config.logLevel, pretty });
main(logger, parsed.config).then((code) => {
  if (code !== 0) process.exit(code);
}, (err: unknown) => {
  // The reason in the line itself: a refusal to start (server/anchors/production-defaults.ts) names what to set.
  logger.fatal({ err }, `start failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
