// The first cut of the browser engine: a worker that opens the signed socket, asks for both lists [SK-4],
// folds every packet with engine/core and reports live counts through Comlink. The full engine (views,
// patches, persistence, reconnects) replaces it.
import * as Comlink from 'comlink';
import { PROTOCOL_VERSION } from '../../proto/version';
import { EMPTY_STATE, fold, statusGroup } from '../core';
import type { LiveState, Sport } from '../core';
import { decodePacket, encodeListRequest, encodePing, packetOf } from '../wire';
import { socketUrl } from './sign';

export interface SportCounts { readonly total: number; readonly going: number }
export interface FeedCounts {
  readonly connected: boolean;
  readonly seq: number;
  readonly football: SportCounts;
  readonly basketball: SportCounts;
  readonly badFrames: number;
}

const PING_MS = 60_000; // [SK-2]

function countsOf(state: LiveState, sport: Sport): SportCounts {
  const matches = Object.values(state[sport].matches);
  return { total: matches.length, going: matches.filter((m) => statusGroup(sport, m.statusId) === 'going').length };
}

const api = {
  start(wsBase: string, onCounts: (c: FeedCounts) => void): void {
    let state = EMPTY_STATE;
    let badFrames = 0;
    let connected = false;
    const report = () => onCounts({
      connected, seq: state.seq, badFrames, football: countsOf(state, 'football'), basketball: countsOf(state, 'basketball'),
    });
    const ws = new WebSocket(socketUrl(wsBase, Date.now(), PROTOCOL_VERSION));
    ws.binaryType = 'arraybuffer';
    ws.onopen = () => {
      connected = true;
      ws.send(packetOf([encodeListRequest('football', Date.now()), encodeListRequest('basketball', Date.now())]));
      setInterval(() => ws.send(packetOf([encodePing(Date.now())])), PING_MS);
      report();
    };
    ws.onmessage = (msg) => {
      const decoded = decodePacket(new Uint8Array(msg.data as ArrayBuffer));
      badFrames += decoded.errors.length;
      state = fold(state, decoded.events).state;
      report();
    };
    ws.onclose = () => { connected = false; report(); };
  },
};

export type FeedCountsApi = typeof api;
Comlink.expose(api);
