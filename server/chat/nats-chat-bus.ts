// The chat bus over plain NATS (core pub/sub, no JetStream: chat events are live, the database keeps history):
// one subject, `<prefix>.chat`, JSON bodies. Each process subscribes once and fans the events out locally.
import type { NatsConnection, Subscription } from 'nats';
import { connect } from 'nats';
import type { ChatBus, ChatBusEvent } from './chat-bus';

export interface NatsChatBusOptions {
  readonly url: string;
  /** Subjects go under `<prefix>.chat` (NATS_SUBJECT_PREFIX, the frames' prefix). */
  readonly prefix: string;
  readonly connectionName?: string;
  readonly log?: (line: string) => void;
}

export class NatsChatBus implements ChatBus {
  readonly kind = 'nats' as const;
  private readonly listeners = new Set<(event: ChatBusEvent) => void>();
  private readonly sub: Subscription;
  private readonly subject: string;

  private constructor(private readonly nc: NatsConnection, options: NatsChatBusOptions) {
    this.subject = `${options.prefix}.chat`;
    this.sub = nc.subscribe(this.subject, {
      callback: (err, msg) => {
        if (err) return options.log?.(`chat bus: ${err.message}`);
        let event: ChatBusEvent;
        try {
          event = msg.json<ChatBusEvent>();
        } catch (e) {
          return options.log?.(`chat bus: an event that is not JSON dropped (${e instanceof Error ? e.message : String(e)})`);
        }
        for (const l of [...this.listeners]) l(event);
      },
    });
  }

  static async connect(options: NatsChatBusOptions): Promise<NatsChatBus> {
    const nc = await connect({ servers: options.url, name: options.connectionName, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
    const bus = new NatsChatBus(nc, options);
    await nc.flush(); // the subscription is on the server before the first publish of anyone who awaits this
    return bus;
  }

  async publish(event: ChatBusEvent): Promise<void> {
    if (this.nc.isClosed()) return;
    this.nc.publish(this.subject, JSON.stringify(event));
  }

  subscribe(listener: (event: ChatBusEvent) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.sub.unsubscribe();
    await this.nc.drain().catch(() => this.nc.close());
  }
}
