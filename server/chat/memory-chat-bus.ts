// The in-process chat bus: one process (ROLE=all), or several runtimes sharing it in tests. Delivery is
// asynchronous (a microtask), like the network's: a publisher never runs its listeners inside its own call.
import type { ChatBus, ChatBusEvent } from './chat-bus';

export class MemoryChatBus implements ChatBus {
  readonly kind = 'memory' as const;
  private readonly listeners = new Set<(event: ChatBusEvent) => void>();
  private closed = false;

  async publish(event: ChatBusEvent): Promise<void> {
    if (this.closed) return;
    // A structured copy: what a listener gets is what a network bus would deliver, not the publisher's object.
    const copy = structuredClone(event);
    queueMicrotask(() => { for (const l of [...this.listeners]) l(copy); });
  }

  subscribe(listener: (event: ChatBusEvent) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
  }
}
