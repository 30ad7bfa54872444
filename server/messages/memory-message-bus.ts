// The in-process message bus: one process (ROLE=all), or several runtimes sharing it in tests. Delivery is
// asynchronous (a microtask) and a structured copy, like a network bus's.
import type { MessageBus, MessageBusEvent } from './message-bus';

export class MemoryMessageBus implements MessageBus {
  readonly kind = 'memory' as const;
  private readonly listeners = new Set<(event: MessageBusEvent) => void>();
  private closed = false;

  async publish(event: MessageBusEvent): Promise<void> {
    if (this.closed) return;
    const copy = structuredClone(event);
    queueMicrotask(() => { for (const l of [...this.listeners]) l(copy); });
  }

  subscribe(listener: (event: MessageBusEvent) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
  }
}
