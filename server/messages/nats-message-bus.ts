// The message bus over plain NATS (core pub/sub, as the chat bus: the database keeps the messages): one subject,
// `<prefix>.messages`, JSON bodies. Each process subscribes once and fans the events out locally.
import type { NatsConnection, Subscription } from 'nats';
import { connect } from 'nats';
import type { MessageBus, MessageBusEvent } from './message-bus';

export interface NatsMessageBusOptions {
  readonly url: string;
  /** NATS_SUBJECT_PREFIX, the frames' prefix. */
  readonly prefix: string;
  readonly connectionName?: string;
  readonly log?: (line: string) => void;
}

export class NatsMessageBus implements MessageBus {
  readonly kind = 'nats' as const;
  private readonly listeners = new Set<(event: MessageBusEvent) => void>();
  private readonly sub: Subscription;
  private readonly subject: string;

  private constructor(private readonly nc: NatsConnection, options: NatsMessageBusOptions) {
    this.subject = `${options.prefix}.messages`;
    this.sub = nc.subscribe(this.subject, {
      callback: (err, msg) => {
        if (err) return options.log?.(`message bus: ${err.message}`);
        let event: MessageBusEvent;
        try {
          event = msg.json<MessageBusEvent>();
        } catch (e) {
          return options.log?.(`message bus: an event that is not JSON dropped (${e instanceof Error ? e.message : String(e)})`);
        }
        for (const l of [...this.listeners]) l(event);
      },
    });
  }

  static async connect(options: NatsMessageBusOptions): Promise<NatsMessageBus> {
    const nc = await connect({ servers: options.url, name: options.connectionName, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
    const bus = new NatsMessageBus(nc, options);
    await nc.flush(); // subscribed on the server before anyone who awaits this publishes
    return bus;
  }

  async publish(event: MessageBusEvent): Promise<void> {
    if (this.nc.isClosed()) return;
    this.nc.publish(this.subject, JSON.stringify(event));
  }

  subscribe(listener: (event: MessageBusEvent) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.sub.unsubscribe();
    await this.nc.drain().catch(() => this.nc.close());
  }
}
