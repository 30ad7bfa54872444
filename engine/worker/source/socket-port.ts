// The part of a WebSocket the socket source needs, as a port: the browser adapter (browser-socket.ts) and the
// in-memory test pair (test-support/test-socket.ts) both provide it.

export interface SocketEvents {
  open(): void;
  /** An ArrayBuffer for a binary message, a string for a text one; anything else is a misconfigured socket. */
  message(data: unknown): void;
  /** Also reported for a connection that never opened (refused, network down). */
  close(code: number, reason: string): void;
}

export interface SocketConnection {
  send(bytes: Uint8Array): void;
  close(code?: number, reason?: string): void;
}

/** Opens a connection to `url`; may throw (a malformed URL), which counts as a failed attempt. */
export type SocketFactory = (url: string, events: SocketEvents) => SocketConnection;
