// A minimal in-process RTMP publisher for the ingest's tests: a real TCP socket (from any loopback address, so a
// test can stand for several clients), the simple handshake, connect, createStream and publish — then silence,
// which a test drives in virtual time. Built on our own chunk writer/reader and AMF0, as ffmpeg would send them.
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { decodeAmf0, encodeAmf0 } from '../amf0';
import type { Amf0Value } from '../amf0';
import { ChunkReader } from '../rtmp-chunk-reader';
import { ChunkWriter } from '../rtmp-chunk-writer';
import { MSG } from '../rtmp-message';

const SIZE = 1536;

export interface RtmpTestClient {
  readonly socket: Socket;
  /** Resolves when the socket has closed (whoever closed it). */
  readonly closed: Promise<void>;
  /** Handshake, connect, createStream, publish `key`; resolves with the onStatus code the server answered. */
  publish(key: string): Promise<string>;
}

/** A TCP socket to the ingest that sends nothing until told (an idle crowd member, or a publisher to be). */
export function openSocket(port: number, localAddress = '127.0.0.1'): Promise<RtmpTestClient> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    socket.on('error', () => undefined); // the server's reset of a refused socket: 'close' follows
    const closed = new Promise<void>((r) => socket.once('close', () => r()));
    const client = { socket, closed, publish: (key: string) => publish(socket, closed, key) };
    // A socket the server refuses at once may close before its 'connect' is seen: it is a client all the same.
    socket.once('connect', () => resolve(client));
    socket.once('close', () => resolve(client));
  });
}

function publish(socket: Socket, closed: Promise<void>, key: string): Promise<string> {
  const writer = new ChunkWriter(128);
  const command = (streamId: number, ...values: Amf0Value[]) => socket.write(writer.write({
    csid: streamId === 0 ? 3 : 5, type: MSG.commandAmf0, streamId, timestamp: 0, payload: encodeAmf0(...values),
  }));
  return new Promise((resolve, reject) => {
    let handshake: Buffer | undefined = Buffer.alloc(0);
    const reader = new ChunkReader();
    socket.on('data', (data: Buffer) => {
      let bytes = data;
      if (handshake) {
        handshake = Buffer.concat([handshake, bytes]);
        if (handshake.length < 1 + 2 * SIZE) return;
        socket.write(handshake.subarray(1, 1 + SIZE)); // C2 echoes S1
        bytes = handshake.subarray(1 + 2 * SIZE);
        handshake = undefined;
        command(0, 'connect', 1, { app: 'live', type: 'nonprivate', tcUrl: 'rtmp://127.0.0.1/live' });
        command(0, 'createStream', 2, null);
        command(1, 'publish', 3, null, key, 'live');
      }
      for (const msg of reader.push(bytes)) {
        if (msg.type !== MSG.commandAmf0) continue;
        const [name, , , info] = decodeAmf0(msg.payload);
        if (name === 'onStatus' && info && typeof info === 'object' && 'code' in info) resolve(String(info.code));
      }
    });
    void closed.then(() => reject(new Error('closed before an onStatus')));
    socket.write(Buffer.concat([Buffer.from([3]), Buffer.alloc(SIZE)]));
  });
}
