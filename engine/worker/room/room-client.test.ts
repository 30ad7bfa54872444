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
});
