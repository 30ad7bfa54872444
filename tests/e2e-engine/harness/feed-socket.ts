// The feed's WebSocket in miniature for browser tests and benches: it answers the list requests a client sends on
// connect [SK-4] with snapshots of the state it is given, and pongs pings [SK-2] — or, while holding, keeps the
// list requests unanswered (a slow or absent server), to answer them when released.
import type { Server } from 'node:http';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import type { LiveState, Sport } from '../../../engine/core';
import { EMPTY_STATE, snapshotOf } from '../../../engine/core';
import { decodePacket, encodeEventFrame, encodePong, packetOf } from '../../../engine/wire';
import { PROTOCOL_VERSION } from '../../../proto/version';

export class FeedSocket {
  state: LiveState = EMPTY_STATE;
  holding = false;
  /** List requests received and answered, all connections together. */
  readonly counts = { connections: 0, listRequests: 0, answered: 0 };
  private readonly held: { ws: WebSocket; sport: Sport }[] = [];
  private readonly wss: WebSocketServer;

  constructor(server: Server, path = '/ws') {
    this.wss = new WebSocketServer({ noServer: true });
    server.on('upgrade', (req, socket, head) => {
      if (new URL(req.url ?? '/', 'http://x').pathname !== path) return socket.destroy();
      this.wss.handleUpgrade(req, socket, head, (ws) => this.connected(ws));
    });
  }

  /** Answers the held list requests (with `state`, when given) and stops holding. */
  release(state?: LiveState): void {
    if (state) this.state = state;
    this.holding = false;
    for (const { ws, sport } of this.held.splice(0)) this.answer(ws, sport);
  }

  close(): void {
    for (const ws of this.wss.clients) ws.terminate();
    this.wss.close();
  }

  private connected(ws: WebSocket): void {
    this.counts.connections++;
    ws.on('message', (data: Buffer) => {
      const { controls } = decodePacket(new Uint8Array(data), 'up');
      for (const c of controls) {
        if (c.kind === 'listRequest') {
          this.counts.listRequests++;
          if (this.holding) this.held.push({ ws, sport: c.sport });
          else this.answer(ws, c.sport);
        } else if (c.kind === 'ping') {
          ws.send(packetOf([encodePong(c.clientTs, Date.now(), PROTOCOL_VERSION)]));
        }
      }
    });
  }

  private answer(ws: WebSocket, sport: Sport): void {
    if (ws.readyState !== ws.OPEN) return;
    this.counts.answered++;
    ws.send(packetOf([encodeEventFrame(snapshotOf(this.state, sport, Date.now()))]));
  }
}
