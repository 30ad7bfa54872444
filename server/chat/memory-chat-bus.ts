// The in-process chat bus: one process (ROLE=all), or several runtimes sharing it in tests (server/bus/event-bus.ts).
import { MemoryEventBus } from '../bus/event-bus';
import type { ChatBus, ChatBusEvent } from './chat-bus';

export class MemoryChatBus extends MemoryEventBus<ChatBusEvent> implements ChatBus {}
