// Private messages of one server process: its hub (the accounts' database and token keys) on the message bus the
// configuration names (NATS when the frames go over NATS, else in-process), and the user channel factory its
// gateway takes.
import type { Scheduler } from '../../engine/core/time/scheduler';
import type { AccountsRuntime } from '../api/runtime';
import { createAccessTokens } from '../auth/tokens';
import type { BusConfig } from '../config';
import type { GatewayOptions } from '../gateway/gateway';
import { MemoryMessageBus } from './memory-message-bus';
import type { MessageBus } from './message-bus';
import { MessageHub } from './message-hub';
import { NatsMessageBus } from './nats-message-bus';
import { createUserChannel } from './user-channel';

export interface MessagesRuntime {
  readonly hub: MessageHub;
  readonly bus: MessageBus;
  /** For GatewayOptions.users. */
  readonly users: NonNullable<GatewayOptions['users']>;
  close(): Promise<void>;
}

export interface MessagesRuntimeOptions {
  readonly accounts: AccountsRuntime;
  readonly busConfig: BusConfig;
  readonly timers: Scheduler;
  /** A bus to use instead (tests share one between runtimes); close() leaves it open. */
  readonly bus?: MessageBus;
  readonly log?: (line: string) => void;
}

export async function startMessages(o: MessagesRuntimeOptions): Promise<MessagesRuntime> {
  const { accounts } = o;
  const owned = !o.bus;
  const bus = o.bus ?? (o.busConfig.natsUrl
    ? await NatsMessageBus.connect({ url: o.busConfig.natsUrl, prefix: o.busConfig.subjectPrefix, connectionName: 'live-messages', log: o.log })
    : new MemoryMessageBus());
  const tokens = createAccessTokens(accounts.config.keys.accessToken, accounts.config.limits.accessTtlMs, accounts.clock);
  const hub = new MessageHub({ db: accounts.db, clock: accounts.clock, bus, tokens, log: o.log });
  return {
    hub, bus,
    users: (deliver) => createUserChannel({ hub, clock: o.timers, deliver }),
    async close() {
      hub.close();
      if (owned) await bus.close();
    },
  };
}
