// A live event bus of JSON events: the pub/sub port that live-room chat (server/chat) and private messages
// (server/messages) each run on, and its two implementations. In process (ROLE=all, tests): delivery on a
// microtask, a structured copy, never inside publish. Over plain NATS (core pub/sub, no JetStream: these events are
// live, the database keeps the history): one subject, JSON bodies, each process subscribed once and fanning the
// events out locally. The frames' bus (frame-bus.ts) is another thing: ordered, resumable, JetStream.
import type { NatsConnection, Subscription } from 'nats';
import { connect } from 'nats';

export interface EventBus<E> {
  readonly kind: 'memory' | 'nats';
  /** Resolves once the event is handed to the bus (not once delivered). */
  publish(event: E): Promise<void>;
  /** Every event published from now on, by any process on the bus, this one included. */
  subscribe(listener: (event: E) => void): () => void;
  close(): Promise<void>;
}

export class MemoryEventBus<E> implements EventBus<E> {
  readonly kind = 'memory' as const;
  private readonly listeners = new Set<(event: E) => void>();
  private closed = false;

  async publish(event: E): Promise<void> {
    if (this.closed) return;
    // A structured copy: what a listener gets is what a network bus would deliver, not the publisher's object.
    const copy = structuredClone(event);
    queueMicrotask(() => { for (const l of [...this.listeners]) l(copy); });
  }

  subscribe(listener: (event: E) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
  }
}

export interface NatsEventBusOptions {
  readonly url: string;
  /** NATS_SUBJECT_PREFIX, the frames' prefix: the subject is `<prefix>.<topic>`. */
  readonly prefix: string;
  readonly connectionName?: string;
  readonly log?: (line: string) => void;
}

export class NatsEventBus<E> implements EventBus<E> {
  readonly kind = 'nats' as const;
  private readonly listeners = new Set<(event: E) => void>();
  private readonly sub: Subscription;
  private readonly subject: string;

  private constructor(private readonly nc: NatsConnection, topic: string, options: NatsEventBusOptions) {
    this.subject = `${options.prefix}.${topic}`;
    this.sub = nc.subscribe(this.subject, {
      callback: (err, msg) => {
        if (err) return options.log?.(`${topic} bus: ${err.message}`);
        let event: E;
        try {
          event = msg.json<E>();
        } catch (e) {
          return options.log?.(`${topic} bus: an event that is not JSON dropped (${e instanceof Error ? e.message : String(e)})`);
        }
        for (const l of [...this.listeners]) l(event);
      },
    });
  }

  /** `topic` names the subject under the prefix: 'chat', 'messages'. */
  static async connect<E>(topic: string, options: NatsEventBusOptions): Promise<NatsEventBus<E>> {
    const nc = await connect({ servers: options.url, name: options.connectionName, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
    const bus = new NatsEventBus<E>(nc, topic, options);
    await nc.flush(); // the subscription is on the server before the first publish of anyone who awaits this
    return bus;
  }

  async publish(event: E): Promise<void> {
    if (this.nc.isClosed()) return;
    this.nc.publish(this.subject, JSON.stringify(event));
  }

  subscribe(listener: (event: E) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.sub.unsubscribe();
    await this.nc.drain().catch(() => this.nc.close());
  }
}
