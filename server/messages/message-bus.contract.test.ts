// Both message buses pass one contract (STYLE.md 6): in-process always; NATS when TEST_NATS_URL is set (skipped,
// with the reason, otherwise). Events arrive on every end, the publisher's included, as sent and in order;
// an unsubscribed listener hears nothing more; a listener never runs inside publish().
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { NATS_SKIP_REASON, TEST_NATS_URL } from '../test-support/nats';
import { waitFor } from '../test-support/ws-client';
import { MemoryMessageBus } from './memory-message-bus';
import type { MessageBus, MessageBusEvent } from './message-bus';
import { NatsMessageBus } from './nats-message-bus';

interface Pair { readonly a: MessageBus; readonly b: MessageBus; dispose(): Promise<void> }

const message = (n: number): MessageBusEvent => ({
  type: 'message', message: { msgId: n, fromId: 20002, toId: 10001, text: `第${n}条 <img src=x onerror=alert(1)>`, ts: 1_700_000_000_000 + n }, unread: { to: n, from: 0 },
});

function contract(name: string, open: () => Promise<Pair>, skip?: string): void {
  describe.skipIf(skip !== undefined)(`message bus contract · ${name}${skip ? ` (${skip})` : ''}`, () => {
    let pair: Pair | undefined;
    afterEach(async () => { await pair?.dispose(); pair = undefined; });

    it('[PM-7] events reach every end, the publisher\'s own included, as sent and in order', async () => {
      pair = await open();
      const [onA, onB]: MessageBusEvent[][] = [[], []];
      pair.a.subscribe((e) => onA.push(e));
      const off = pair.b.subscribe((e) => onB.push(e));
      const sent = [message(1), { type: 'read', userId: 10001, peerId: 20002, unread: 0 } as const, message(2)];
      let inside = false;
      pair.a.subscribe(() => { if (inside) throw new Error('a listener ran inside publish()'); });
      for (const e of sent) {
        inside = true;
        const published = pair.a.publish(e);
        inside = false;
        await published;
      }
      await waitFor('every event on both ends', () => onA.length === 3 && onB.length === 3);
      expect(onA).toEqual(sent);
      expect(onB).toEqual(sent);
      off();
      await pair.b.publish(message(3));
      await waitFor('the last one on a', () => onA.length === 4);
      expect(onB).toHaveLength(3);
    });
  });
}

contract('in-process', async () => {
  const bus = new MemoryMessageBus();
  return { a: bus, b: bus, dispose: () => bus.close() };
});

contract('NATS', async () => {
  const prefix = `t${process.pid}_${randomBytes(4).toString('hex')}.live`;
  const a = await NatsMessageBus.connect({ url: TEST_NATS_URL!, prefix });
  const b = await NatsMessageBus.connect({ url: TEST_NATS_URL!, prefix });
  return { a, b, dispose: async () => { await Promise.all([a.close(), b.close()]); } };
}, TEST_NATS_URL ? undefined : NATS_SKIP_REASON);
