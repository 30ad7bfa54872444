// The chat bus over plain NATS: subject `<prefix>.chat` (server/bus/event-bus.ts).
import type { NatsEventBusOptions } from '../bus/event-bus';
import { NatsEventBus } from '../bus/event-bus';
import type { ChatBus, ChatBusEvent } from './chat-bus';

export const NatsChatBus = {
  connect: (options: NatsEventBusOptions): Promise<ChatBus> => NatsEventBus.connect<ChatBusEvent>('chat', options),
};
