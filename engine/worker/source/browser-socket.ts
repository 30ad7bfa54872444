// The browser WebSocket behind the socket port. Binary messages arrive as ArrayBuffer (binaryType
// 'arraybuffer'), never Blob: the decoder reads bytes synchronously [SK-5].
import type { SocketConnection, SocketEvents, SocketFactory } from './socket-port';

/** What this adapter uses of the WebSocket constructor (injectable for its test). */
export interface WebSocketLike {
  binaryType: string;
  onopen: ((ev: Event) => unknown) | null;
  onmessage: ((ev: MessageEvent) => unknown) | null;
  onclose: ((ev: CloseEvent) => unknown) | null;
  send(data: ArrayBufferView): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

export function browserSocketFactory(WebSocketImpl: WebSocketConstructor = WebSocket): SocketFactory {
  return (url: string, events: SocketEvents): SocketConnection => {
    const ws = new WebSocketImpl(url);
    ws.binaryType = 'arraybuffer';
    ws.onopen = () => events.open();
    ws.onmessage = (ev) => events.message(ev.data);
    // 'error' is always followed by 'close', which carries the code: one report, not two.
    ws.onclose = (ev) => events.close(ev.code, ev.reason);
    return {
      send: (bytes) => ws.send(bytes),
      close: (code, reason) => ws.close(code, reason),
    };
  };
}
