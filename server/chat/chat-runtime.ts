// The chat of one server process: its hub (accounts' database and token keys) on the chat bus the configuration
// names (NATS when the frames go over NATS, else in-process), and the room channel factory its gateway takes.
import type { LiveState } from '../../engine/core';
import { SPORT_TYPE } from '../../engine/core/sport';
import type { Scheduler } from '../../engine/core/time/scheduler';
import type { AccountsRuntime } from '../api/runtime';
import { createAccessTokens } from '../auth/tokens';
import type { BusConfig } from '../config';
import type { GatewayOptions } from '../gateway/gateway';
import type { ChatBus } from './chat-bus';
import { ChatHub } from './chat-hub';
import type { RoomMatch } from './chat-hub';
import { MemoryChatBus } from './memory-chat-bus';
import { NatsChatBus } from './nats-chat-bus';
import { createRoomChannel } from './room-channel';
import type { RoomChannelOptions } from './room-channel';

export interface ChatRuntime {
  readonly hub: ChatHub;
  readonly bus: ChatBus;
  /** For GatewayOptions.rooms. */
  readonly rooms: NonNullable<GatewayOptions['rooms']>;
  readonly description: string;
  close(): Promise<void>;
}

/** The room's match as the feed has it (a kick's record). */
export const roomMatchFrom = (state: () => LiveState): RoomMatch => (roomId) => {
  const room = state().rooms[roomId];
  return room && room.matchId > 0 ? { matchId: room.matchId, sportType: SPORT_TYPE[room.sport] as 1 | 2 } : undefined;
};

export interface ChatRuntimeOptions {
  readonly accounts: AccountsRuntime;
  readonly busConfig: BusConfig;
  readonly timers: Scheduler;
  readonly state: () => LiveState;
  /** A chat bus to use instead (tests share one between runtimes); close() leaves it open. */
  readonly bus?: ChatBus;
  readonly channel?: Partial<Pick<RoomChannelOptions<object>, 'userRate' | 'audienceMs'>>;
  readonly log?: (line: string) => void;
}

export async function startChat(o: ChatRuntimeOptions): Promise<ChatRuntime> {
  const { accounts } = o;
  const owned = !o.bus;
  const bus = o.bus ?? (o.busConfig.natsUrl
    ? await NatsChatBus.connect({ url: o.busConfig.natsUrl, prefix: o.busConfig.subjectPrefix, connectionName: 'live-chat', log: o.log })
    : new MemoryChatBus());
  const tokens = createAccessTokens(accounts.config.keys.accessToken, accounts.config.limits.accessTtlMs, accounts.clock);
  const hub = new ChatHub({ db: accounts.db, tokens, clock: accounts.clock, bus, liveState: o.state, roomMatch: roomMatchFrom(o.state) });
  return {
    hub, bus,
    rooms: (deliver) => createRoomChannel({ hub, timers: o.timers, deliver, ...o.channel }),
    description: bus.kind === 'nats' ? `chat over NATS ${o.busConfig.natsUrl} (${o.busConfig.subjectPrefix}.chat)` : 'chat in-process',
    async close() {
      hub.close();
      if (owned) await bus.close();
    },
  };
}
