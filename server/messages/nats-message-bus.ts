// The message bus over plain NATS: subject `<prefix>.messages` (server/bus/event-bus.ts).
import type { NatsEventBusOptions } from '../bus/event-bus';
import { NatsEventBus } from '../bus/event-bus';
import type { MessageBus, MessageBusEvent } from './message-bus';

export const NatsMessageBus = {
  connect: (options: NatsEventBusOptions): Promise<MessageBus> => NatsEventBus.connect<MessageBusEvent>('messages', options),
};
