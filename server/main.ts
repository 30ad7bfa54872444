// Entry point (npm start): one process replaying the day shifted to now (or simulating), serving the built UI.
// ROLE=feed / ROLE=gateway split it over processes meeting on NATS (server/README.md "Scale-out").
// SIGINT/SIGTERM stop the feed, close sockets with 1001, close HTTP, flush the recorder and the bus.
import type { ServerConfig } from './config';
import { parseConfig } from './config';
import { sourceFromConfig } from './feed/source-from-config';
import { createAccountsRuntime } from './api/runtime';
import { startFeedRuntime, startGatewayRuntime, startRuntime } from './runtime';
import { SYSTEM_SCHEDULER } from '../engine/time';

interface Started {
  stop(): Promise<void>;
}

async function startRole(config: ServerConfig): Promise<Started | number> {
  if (config.role === 'gateway') {
    console.log('gateway: loading the feed state from the bus');
    const runtime = await startGatewayRuntime(config);
    const { state } = runtime.follower;
    console.log(`live gateway on ${runtime.url} (ws ${runtime.wsUrl}) — ${runtime.busDescription}, stream ${state.stream} at seq ${state.seq}`);
    return runtime;
  }
  const made = await sourceFromConfig(config, SYSTEM_SCHEDULER, (line) => console.warn(line));
  if (!made.ok) {
    console.error(made.error);
    return 1;
  }
  const accounts = await createAccountsRuntime(process.env);
  console.log(accounts.description);
  if (config.role === 'feed') {
    const runtime = await startFeedRuntime(config, { source: made.source, accounts });
    console.log(`live feed on ${runtime.url} — ${made.description}, stream ${runtime.log.stream}, ${runtime.busDescription}`);
    return runtime;
  }
  const runtime = await startRuntime(config, { source: made.source, accounts });
  console.log(`live server on ${runtime.url} (ws ${runtime.wsUrl}) — ${made.description}, stream ${runtime.log.stream}, ${runtime.busDescription}`);
  return runtime;
}

async function main(): Promise<number> {
  const parsed = parseConfig(process.env);
  if (!parsed.ok) {
    console.error(`config: ${parsed.error}`);
    return 2;
  }
  const runtime = await startRole(parsed.config);
  if (typeof runtime === 'number') return runtime;
  let signals = 0;
  const shutdown = (signal: string) => {
    if (++signals > 1) process.exit(130); // a second signal: do not wait any longer
    console.log(`${signal}: shutting down`);
    runtime.stop().then(() => process.exit(0), (err: unknown) => {
      console.error('shutdown failed', err);
      process.exit(1);
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  return 0;
}

main().then((code) => {
  if (code !== 0) process.exit(code);
}, (err: unknown) => {
  console.error(err);
  process.exit(1);
});
