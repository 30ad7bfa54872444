// One connected, signed-in socket and what the gateway knows about it.
import type { WebSocket } from 'ws';

export class GatewayClient {
  /**
   * The seq of the last list snapshot queued for it; undefined until it asks for a list. Only frames after it
   * are sent [SK-4]: earlier ones are already in the snapshot.
   */
  fromSeq: number | undefined;
  /** Replies (pong, list snapshots) waiting for the next tick's single write. */
  outbox: Uint8Array[] = [];
  badFrames = 0;
  closed = false;

  constructor(readonly ws: WebSocket) {}
}
