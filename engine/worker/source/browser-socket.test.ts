import { describe, expect, it } from 'vitest';
import type { WebSocketLike } from './browser-socket';
import { browserSocketFactory } from './browser-socket';

class FakeWebSocket implements WebSocketLike {
  static last: FakeWebSocket | undefined;
  binaryType = 'blob';
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  readonly sent: ArrayBufferView[] = [];
  closedWith: [number | undefined, string | undefined] | undefined;

  constructor(readonly url: string) {
    FakeWebSocket.last = this;
  }

  send(data: ArrayBufferView): void { this.sent.push(data); }
  close(code?: number, reason?: string): void { this.closedWith = [code, reason]; }
}

describe('browser socket adapter', () => {
  it('[SK-5] asks for ArrayBuffer messages and passes open, message and close through', () => {
    const seen: unknown[] = [];
    const conn = browserSocketFactory(FakeWebSocket)('ws://x/ws', {
      open: () => seen.push('open'),
      message: (data) => seen.push(data),
      close: (code, reason) => seen.push([code, reason]),
    });
    const ws = FakeWebSocket.last!;
    expect(ws.binaryType).toBe('arraybuffer');
    const buffer = new ArrayBuffer(2);
    ws.onopen?.(new Event('open'));
    ws.onmessage?.(new MessageEvent('message', { data: buffer }));
    ws.onclose?.(Object.assign(new Event('close'), { code: 4401, reason: 'bad sign', wasClean: true }) as CloseEvent);
    expect(seen).toEqual(['open', buffer, [4401, 'bad sign']]);
    conn.send(new Uint8Array([1]));
    conn.close(1000, 'bye');
    expect(ws.sent).toEqual([new Uint8Array([1])]);
    expect(ws.closedWith).toEqual([1000, 'bye']);
  });
});
