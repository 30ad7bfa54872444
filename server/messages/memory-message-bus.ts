// The in-process message bus: one process (ROLE=all), or several runtimes sharing it in tests (server/bus/event-bus.ts).
import { MemoryEventBus } from '../bus/event-bus';
import type { MessageBus, MessageBusEvent } from './message-bus';

export class MemoryMessageBus extends MemoryEventBus<MessageBusEvent> implements MessageBus {}
