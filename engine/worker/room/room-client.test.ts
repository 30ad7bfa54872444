// The worker's room client: joins on the socket and again after every reconnect, leaves, sends checked text, and
// hands the joined room's events on.
import { describe, expect, it } from 'vitest';
import type { RoomEvent, RoomRequest } from '../../core/room/types';
import { ManualScheduler } from '../../time';
import { decodePacket } from '../../wire';
import { RoomClient } from './room-client';

function port() {
  const sent: RoomRequest[] = [];
  let open = true;
  return {
    sent,
    setOpen: (v: boolean) => { open = v; },
    sendUp(bytes: Uint8Array) {
      if (!open) return false;
      for (const c of decodePacket(bytes, 'up').controls) if (c.kind === 'roomJoin' || c.kind === 'roomLeave' || c.kind === 'chatSend') sent.push(c);
      return true;
    },
  };
}

describe('room client', () => {
  it('joins, joins again on each new connection, leaves the old room for a new one, leaves on unsubscribe', () => {
    const client = new RoomClient(new ManualScheduler(0));
    const p = port();
    client.attach(p);
    const leave = client.join(5, 'tok', () => {});
    client.connected();
    const leave6 = client.join(6, '', () => {});
    leave(); // the old room's leave does nothing now
    leave6();
    expect(p.sent).toEqual([
      { kind: 'roomJoin', roomId: 5, accessToken: 'tok' },
      { kind: 'roomJoin', roomId: 5, accessToken: 'tok' },
      { kind: 'roomLeave', roomId: 5 },
      { kind: 'roomJoin', roomId: 6, accessToken: '' },
      { kind: 'roomLeave', roomId: 6 },
    ]);
  });

  it('sends trimmed text with a fresh clientMsgId; refuses without a room, with the socket down, or bad text', () => {
    const client = new RoomClient(new ManualScheduler(0));
    const p = port();
    client.attach(p);
    expect(client.send('hi', '')).toEqual({ ok: false, reason: 'notJoined' });
    client.join(5, '', () => {});
    const a = client.send('  你好  ', 'tok2');
    const b = client.send('再见', '');
    expect(a.ok && b.ok && a.clientMsgId !== b.clientMsgId).toBe(true);
    expect(p.sent.slice(1)).toMatchObject([{ kind: 'chatSend', text: '你好', accessToken: 'tok2' }, { kind: 'chatSend', text: '再见' }]);
    expect(client.send('a\u0007', '')).toEqual({ ok: false, reason: 'badText' });
    expect(client.send('x'.repeat(301), '')).toEqual({ ok: false, reason: 'tooLong' });
    p.setOpen(false);
    expect(client.send('还在吗', '')).toEqual({ ok: false, reason: 'offline' });
    p.setOpen(true);
    client.connected(); // the join after a reconnect carries the token the last send gave
    expect(p.sent.at(-1)).toEqual({ kind: 'roomJoin', roomId: 5, accessToken: 'tok2' });
  });

  it('hands on only the joined room\'s events', () => {
    const client = new RoomClient(new ManualScheduler(0));
    const got: RoomEvent[] = [];
    client.join(5, '', (e) => got.push(e));
    client.received({ type: 'audience', roomId: 5, count: 3 });
    client.received({ type: 'audience', roomId: 6, count: 9 });
    client.received({ type: 'removed', roomId: 5, msgId: 1 });
    expect(got).toEqual([{ type: 'audience', roomId: 5, count: 3 }, { type: 'removed', roomId: 5, msgId: 1 }]);
  });

  it('tabs of one engine: the room joined last is on the socket; leaving it joins the one before again; one room shared', () => {
    const client = new RoomClient(new ManualScheduler(0));
    const p = port();
    client.attach(p);
    const tabA: RoomEvent[] = [];
    const tabB: RoomEvent[] = [];
    const tabC: RoomEvent[] = [];
    const leaveA = client.join(5, 'a', (e) => tabA.push(e));
    const leaveB = client.join(6, 'b', (e) => tabB.push(e));
    client.received({ type: 'audience', roomId: 6, count: 2 });
    leaveB();
    client.received({ type: 'audience', roomId: 5, count: 3 });
    const leaveC = client.join(5, 'c', (e) => tabC.push(e)); // another tab in the same room
    client.received({ type: 'audience', roomId: 5, count: 4 });
    leaveA(); // room 5 is still tab c's: it stays joined
    leaveC();
    expect(p.sent).toEqual([
      { kind: 'roomJoin', roomId: 5, accessToken: 'a' },
      { kind: 'roomLeave', roomId: 5 },
      { kind: 'roomJoin', roomId: 6, accessToken: 'b' },
      { kind: 'roomLeave', roomId: 6 },
      { kind: 'roomJoin', roomId: 5, accessToken: 'a' },
      { kind: 'roomJoin', roomId: 5, accessToken: 'c' },
      { kind: 'roomLeave', roomId: 5 },
    ]);
    expect(tabA.map((e) => e.type === 'audience' && e.count)).toEqual([3, 4]);
    expect(tabB.map((e) => e.type === 'audience' && e.count)).toEqual([2]);
    expect(tabC.map((e) => e.type === 'audience' && e.count)).toEqual([4]);
  });
});
