// The NATS server of TEST_NATS_URL (CI: nats://127.0.0.1:4222), when set. Every test gets a JetStream stream
// and subject prefix of its own (parallel runs and files do not collide) and deletes it afterwards.
import { randomBytes } from 'node:crypto';
import { connect } from 'nats';
import type { BusLimits } from '../bus/frame-bus';
import { NATS_BUS_LIMITS, NatsFrameBus } from '../bus/nats-bus';
import type { NatsNames } from '../bus/nats-stream';

export const TEST_NATS_URL = process.env.TEST_NATS_URL || undefined;
export const NATS_SKIP_REASON = 'skipped: TEST_NATS_URL is not set (CI sets nats://127.0.0.1:4222)';

export function testNatsNames(): NatsNames {
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  return { stream: `LIVE_FEED_T${id}`, prefix: `t${id}.live` };
}

/** A bus on the test server; memory storage, so nothing is left on disk. */
export function openTestNatsBus(names: NatsNames, limits: Partial<BusLimits> = {}): Promise<NatsFrameBus> {
  return NatsFrameBus.connect({
    url: TEST_NATS_URL!, names, limits: { ...NATS_BUS_LIMITS, ...limits }, storage: 'memory',
    connectionName: 'test', log: () => {},
  });
}

export async function deleteNatsStream(names: NatsNames): Promise<void> {
  const nc = await connect({ servers: TEST_NATS_URL! });
  try {
    const jsm = await nc.jetstreamManager();
    await jsm.streams.delete(names.stream).catch(() => false);
  } finally {
    await nc.close();
  }
}
