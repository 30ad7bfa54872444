// The bus the configuration names: NATS JetStream with NATS_URL, else the in-process one.
import type { BusConfig } from '../config';
import type { Scheduler } from '../../engine/core/time/scheduler';
import type { BusLimits, FrameBus } from './frame-bus';
import { MEMORY_BUS_LIMITS, MemoryFrameBus } from './memory-bus';
import { NATS_BUS_LIMITS, NatsFrameBus } from './nats-bus';

export interface OpenedBus {
  readonly bus: FrameBus;
  /** For the start-up line. */
  readonly description: string;
}

function limitsOf(config: BusConfig, defaults: BusLimits): BusLimits {
  return {
    maxAgeMs: config.maxAgeMs ?? defaults.maxAgeMs,
    maxBytes: config.maxBytes ?? defaults.maxBytes,
    maxFrames: config.maxFrames ?? defaults.maxFrames,
  };
}

const describeLimits = (l: BusLimits) => `${l.maxAgeMs / 1000} s, ${Math.round(l.maxBytes / 1024 / 1024)} MiB, ${l.maxFrames} frames`;

export async function busFromConfig(config: BusConfig, timers: Scheduler, connectionName: string, log: (line: string) => void): Promise<OpenedBus> {
  if (!config.natsUrl) {
    const limits = limitsOf(config, MEMORY_BUS_LIMITS);
    return { bus: new MemoryFrameBus(limits, () => timers.now()), description: `in-process bus (keeps ${describeLimits(limits)})` };
  }
  const limits = limitsOf(config, NATS_BUS_LIMITS);
  const names = { stream: config.stream, prefix: config.subjectPrefix };
  const bus = await NatsFrameBus.connect({ url: config.natsUrl, names, limits, connectionName, timers, log });
  return {
    bus,
    description: `NATS bus ${config.natsUrl}, stream ${names.stream} on ${names.prefix}.feed.* (keeps ${describeLimits(limits)})`,
  };
}
