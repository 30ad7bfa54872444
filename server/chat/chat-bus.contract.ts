// The chat bus contract (STYLE.md 6): what every implementation does, run by chat-bus.contract.test.ts against
// the in-process bus always and NATS when TEST_NATS_URL is set.
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../test-support/ws-client';
import type { ChatBus, ChatBusEvent } from './chat-bus';

export interface ChatBusPair {
  /** Two processes' ends of one bus (the same object for the in-process bus). */
  readonly a: ChatBus;
  readonly b: ChatBus;
  dispose(): Promise<void>;
}

const message = (n: number): ChatBusEvent => ({
  type: 'message',
  message: { msgId: n, roomId: 880001, customerId: 100001, nickname: '球迷<b>', level: 3, text: `第${n}条 <img src=x onerror=alert(1)>`, ts: 1_700_000_000_000 + n },
  origin: { gateway: 'g1', socket: 7, clientMsgId: `c${n}` },
});

export function chatBusContract(name: string, open: () => Promise<ChatBusPair>, skip?: string): void {
  describe.skipIf(skip !== undefined)(`chat bus contract · ${name}${skip ? ` (${skip})` : ''}`, () => {
    let pair: ChatBusPair | undefined;
    afterEach(async () => { await pair?.dispose(); pair = undefined; });

    it('an event reaches every subscriber on every end, the publisher\'s own included, as sent', async () => {
      pair = await open();
      const onA: ChatBusEvent[] = [];
      const onB: ChatBusEvent[] = [];
      pair.a.subscribe((e) => onA.push(e));
      pair.b.subscribe((e) => onB.push(e));
      await pair.a.publish(message(1));
      await waitFor('both ends', () => onA.length === 1 && onB.length === 1);
      expect(onA[0]).toEqual(message(1));
      expect(onB[0]).toEqual(message(1));
    });

    it('events from one publisher arrive in the order published', async () => {
      pair = await open();
      const got: number[] = [];
      pair.b.subscribe((e) => { if (e.type === 'message') got.push(e.message.msgId); });
      for (let i = 1; i <= 50; i++) await pair.a.publish(message(i));
      await waitFor('50 events', () => got.length === 50);
      expect(got).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    });

    it('an unsubscribed listener gets nothing more', async () => {
      pair = await open();
      const got: ChatBusEvent[] = [];
      const seen: ChatBusEvent[] = [];
      const off = pair.b.subscribe((e) => got.push(e));
      pair.b.subscribe((e) => seen.push(e));
      off();
      await pair.a.publish({ type: 'removed', roomId: 1, msgId: 2 });
      await waitFor('the other listener', () => seen.length === 1);
      expect(got).toEqual([]);
    });
  });
}
