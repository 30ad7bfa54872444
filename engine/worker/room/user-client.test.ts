// The worker's user channel: one subscription on the socket for every subscriber (the tabs of one engine).
import { describe, expect, it } from 'vitest';
import type { UserEvent, UserRequest } from '../../core/room/user-channel';
import { ManualScheduler } from '../../time';
import { decodePacket } from '../../wire';
import { UserClient } from './user-client';

function port() {
  const sent: UserRequest[] = [];
  return {
    sent,
    sendUp(bytes: Uint8Array) {
      for (const c of decodePacket(bytes, 'up').controls) if (c.kind === 'userSubscribe' || c.kind === 'userUnsubscribe') sent.push(c);
      return true;
    },
  };
}

describe('user client', () => {
  it('every subscriber hears the channel; the socket unsubscribes when the last one ends, and resubscribes after a reconnect', () => {
    const client = new UserClient(new ManualScheduler(0));
    const p = port();
    client.attach(p);
    const a: UserEvent[] = [];
    const b: UserEvent[] = [];
    const offA = client.subscribe('tok-a', (e) => a.push(e));
    const offB = client.subscribe('tok-b', (e) => b.push(e));
    const event: UserEvent = { type: 'subscribed', customerId: 7, unread: 2 };
    client.received(event);
    expect(a).toEqual([event]);
    expect(b).toEqual([event]);
    offB(); // the latest goes: the socket's subscription takes the one left's token
    client.connected();
    offA();
    offA();
    expect(p.sent).toEqual([
      { kind: 'userSubscribe', accessToken: 'tok-a' },
      { kind: 'userSubscribe', accessToken: 'tok-b' },
      { kind: 'userSubscribe', accessToken: 'tok-a' },
      { kind: 'userSubscribe', accessToken: 'tok-a' },
      { kind: 'userUnsubscribe' },
    ]);
  });
});
