// One RTMP connection, server side, for publishers (OBS, FFmpeg): handshake, then the NetConnection/NetStream
// commands a publisher sends (connect, releaseStream, FCPublish, createStream, publish, @setDataFrame,
// FCUnpublish, deleteStream), protocol control both ways, and its audio/video into the stream hub. Playing over
// RTMP is not offered: viewers use HTTP-FLV. Any protocol error or refused step ends this socket only, with the
// reason logged.
import type { Socket } from 'node:net';
import type { Scheduler, TimerId } from '../../engine/core/time/scheduler';
import type { Amf0Object, Amf0Value } from './amf0';
import { decodeAmf0, encodeAmf0, encodeEcmaArray } from './amf0';
import { TAG } from './flv';
import { ChunkReader } from './rtmp-chunk-reader';
import type { ChunkReaderLimits } from './rtmp-chunk-reader';
import { ChunkWriter } from './rtmp-chunk-writer';
import { ServerHandshake } from './rtmp-handshake';
import type { RtmpMessage } from './rtmp-message';
import { MSG, RtmpProtocolError } from './rtmp-message';
import type { Publisher, StreamHub } from './stream-hub';
import type { StreamAuthorizer } from './stream-ports';

export interface SessionDeps {
  readonly hub: StreamHub;
  readonly authorizer: () => StreamAuthorizer;
  readonly log: { info(line: string): void; warn(line: string): void };
  readonly limits: ChunkReaderLimits;
  /** The application name in the push URL (rtmp://host:port/<app>). */
  readonly app: string;
  readonly uptimeMs: () => number;
  readonly timers: Scheduler;
  /**
   * The authorizer granted the publish: may this socket take a publisher's slot? false refuses the publish
   * (the publishers' pool is full).
   */
  readonly granted: () => boolean;
}

/** Our chunk size for what we send, and the acknowledgement window we ask of the client. */
const OUT_CHUNK_SIZE = 4096;
const WINDOW_ACK_SIZE = 5_000_000;
const CSID = { control: 2, command: 3, status: 5 } as const;
const MEDIA_STREAM_ID = 1;
/** A peer that does not read what close() sends gets this long before its socket is destroyed. */
const CLOSE_GRACE_MS = 2_000;
/** What may pile up while the authorizer answers (an encoder sends a second or two of media at most). */
const MAX_QUEUED_BYTES = 8 * 1024 * 1024;

export class RtmpSession {
  private handshake: ServerHandshake | undefined;
  private readonly reader: ChunkReader;
  private readonly writer = new ChunkWriter(128);
  private appName: string | undefined;
  private publisher: Publisher | undefined;
  private streamName = '';
  private received = 0;
  private lastAck = 0;
  private ackWindow = 0;
  private closed = false;
  /** Messages wait here while publish asks the authorizer (media may follow the publish command at once). */
  private queue: RtmpMessage[] | undefined;
  private queuedBytes = 0;
  private graceTimer: TimerId | undefined;
  /** When the peer last sent anything (the server's idle check reads it). */
  heardAt: number;

  constructor(private readonly socket: Socket, private readonly deps: SessionDeps) {
    this.handshake = new ServerHandshake(deps.uptimeMs);
    this.reader = new ChunkReader(deps.limits);
    this.heardAt = deps.timers.now();
    socket.on('data', (data: Buffer) => this.onData(data));
    socket.on('close', () => {
      this.cleanup();
      deps.timers.clearTimeout(this.graceTimer);
    });
    socket.on('error', () => this.cleanup()); // a reset peer: 'close' follows; nothing to log
  }

  /** publish was sent and the authorizer has not answered yet. */
  get awaitingAuthorizer(): boolean {
    return this.queue !== undefined && !this.closed;
  }

  get peer(): string {
    return `${this.socket.remoteAddress}:${this.socket.remotePort}`;
  }

  /** Closes the socket with a logged reason. */
  close(reason: string, level: 'info' | 'warn' = 'warn'): void {
    if (this.closed) return;
    this.deps.log[level](`rtmp ${this.peer}${this.streamName ? ` (${this.redacted()})` : ''}: closed, ${reason}`);
    this.cleanup();
    this.socket.end();
    // A peer that does not read must not keep the socket: destroy after a grace period.
    if (!this.socket.destroyed) this.graceTimer = this.deps.timers.setTimeout(() => this.socket.destroy(), CLOSE_GRACE_MS);
  }

  /** Destroys the socket without a word to the peer or the log: the caller logs (rate-limited) why. */
  drop(): void {
    this.cleanup();
    this.socket.destroy();
  }

  /** The stream key holds a secret: log the room part only. */
  private redacted(): string {
    const dash = this.streamName.indexOf('-');
    return dash < 0 ? '…' : `${this.streamName.slice(0, dash)}-…`;
  }

  private cleanup(): void {
    if (this.closed) return;
    this.closed = true;
    this.queue = undefined;
    this.publisher?.end();
    this.publisher = undefined;
  }

  private onData(data: Buffer): void {
    if (this.closed) return;
    this.heardAt = this.deps.timers.now();
    try {
      this.received += data.length;
      let bytes = data;
      if (this.handshake) {
        const step = this.handshake.push(data);
        if (step.reply) this.socket.write(step.reply);
        if (!step.done) return;
        this.handshake = undefined;
        bytes = step.rest;
        if (bytes.length === 0) return;
      }
      for (const msg of this.reader.push(bytes)) {
        if (this.queue) {
          this.queue.push(msg);
          this.queuedBytes += msg.payload.length;
          if (this.queuedBytes > MAX_QUEUED_BYTES) throw new RtmpProtocolError(`over ${MAX_QUEUED_BYTES} bytes sent while publish was being authorized`);
        } else this.onMessage(msg);
        if (this.closed) return;
      }
      this.acknowledge();
    } catch (err) {
      this.close(err instanceof Error ? err.message : String(err));
    }
  }

  /** Acknowledgement every window the client asked for (spec §5.4.3). */
  private acknowledge(): void {
    if (this.ackWindow > 0 && this.received - this.lastAck >= this.ackWindow) {
      this.lastAck = this.received;
      const b = Buffer.alloc(4);
      b.writeUInt32BE(this.received >>> 0);
      this.send({ csid: CSID.control, type: MSG.ack, streamId: 0, timestamp: 0, payload: b });
    }
  }

  private send(msg: RtmpMessage): void {
    if (!this.socket.destroyed) this.socket.write(this.writer.write(msg));
  }

  private control(type: number, value: number, extra?: number): void {
    const b = Buffer.alloc(extra === undefined ? 4 : 5);
    b.writeUInt32BE(value);
    if (extra !== undefined) b[4] = extra;
    this.send({ csid: CSID.control, type, streamId: 0, timestamp: 0, payload: b });
  }

  private command(streamId: number, ...values: Amf0Value[]): void {
    this.send({ csid: streamId === 0 ? CSID.command : CSID.status, type: MSG.commandAmf0, streamId, timestamp: 0, payload: encodeAmf0(...values) });
  }

  private userControl(event: number, value: number): void {
    const b = Buffer.alloc(6);
    b.writeUInt16BE(event);
    b.writeUInt32BE(value >>> 0, 2);
    this.send({ csid: CSID.control, type: MSG.userControl, streamId: 0, timestamp: 0, payload: b });
  }

  private onMessage(msg: RtmpMessage): void {
    switch (msg.type) {
      case MSG.windowAckSize:
        if (msg.payload.length >= 4) this.ackWindow = msg.payload.readUInt32BE(0);
        return;
      case MSG.userControl:
        // Ping request (6) → ping response (7) with the same timestamp.
        if (msg.payload.length >= 6 && msg.payload.readUInt16BE(0) === 6) this.userControl(7, msg.payload.readUInt32BE(2));
        return;
      case MSG.commandAmf0:
        this.onCommand(decodeAmf0(msg.payload));
        return;
      case MSG.dataAmf0:
        this.onData0(decodeAmf0(msg.payload));
        return;
      case MSG.audio:
      case MSG.video:
        if (!this.publisher) throw new RtmpProtocolError('media before publish');
        if (msg.payload.length > 0) this.publisher.media(msg.type === MSG.audio ? TAG.audio : TAG.video, msg.timestamp, msg.payload);
        return;
      case MSG.commandAmf3:
      case MSG.dataAmf3:
        throw new RtmpProtocolError('AMF3 messages are not supported (object encoding 0 is what we answer)');
      default:
        // Set Chunk Size / Abort are the reader's; Ack, Set Peer Bandwidth, aggregate: nothing to do for a publisher.
        return;
    }
  }

  private onCommand(values: Amf0Value[]): void {
    const [name, txn] = values;
    const id = typeof txn === 'number' ? txn : 0;
    switch (name) {
      case 'connect': return this.onConnect(id, values[2]);
      case 'releaseStream': case 'FCPublish': case 'getStreamLength':
        this.command(0, '_result', id, null);
        return;
      case 'createStream':
        this.command(0, '_result', id, null, MEDIA_STREAM_ID);
        return;
      case 'publish': return this.onPublish(values[3]);
      case 'FCUnpublish': case 'deleteStream': case 'closeStream':
        if (this.publisher) this.close('publisher stopped', 'info');
        return;
      case 'play':
        this.status('error', 'NetStream.Play.Failed', 'play over HTTP-FLV: /live/<roomId>.flv');
        this.close('play is not offered over RTMP');
        return;
      default:
        return; // _checkbw, onBWDone… harmless
    }
  }

  private onConnect(id: number, cmdObj: Amf0Value): void {
    if (this.appName !== undefined) throw new RtmpProtocolError('connect twice');
    const obj = (cmdObj && typeof cmdObj === 'object' && !Array.isArray(cmdObj) && !(cmdObj instanceof Date) ? cmdObj : {}) as Amf0Object;
    const app = typeof obj.app === 'string' ? obj.app.split('?')[0]!.replace(/\/+$/, '') : '';
    if (app !== this.deps.app) {
      this.command(0, '_error', id, null, { level: 'error', code: 'NetConnection.Connect.Rejected', description: `unknown application '${app}'` });
      this.close(`connect to unknown application '${app}'`);
      return;
    }
    this.appName = app;
    this.control(MSG.windowAckSize, WINDOW_ACK_SIZE);
    this.control(MSG.setPeerBandwidth, WINDOW_ACK_SIZE, 2);
    this.control(MSG.setChunkSize, OUT_CHUNK_SIZE);
    this.writer.chunkSize = OUT_CHUNK_SIZE;
    this.command(0, '_result', id, { fmsVer: 'FMS/3,0,1,123', capabilities: 31 },
      { level: 'status', code: 'NetConnection.Connect.Success', description: 'Connection succeeded.', objectEncoding: 0 });
  }

  private status(level: string, code: string, description: string): void {
    this.command(MEDIA_STREAM_ID, 'onStatus', 0, null, { level, code, description });
  }

  private onPublish(nameValue: Amf0Value): void {
    if (this.appName === undefined) throw new RtmpProtocolError('publish before connect');
    if (this.publisher || this.queue) throw new RtmpProtocolError('publish twice');
    const name = typeof nameValue === 'string' ? nameValue.split('?')[0]! : '';
    this.streamName = name;
    this.queue = [];
    const app = this.appName;
    this.deps.authorizer().authorize(app, name).then((grant) => {
      if (this.closed) return;
      if (!grant) {
        this.refuse('stream key refused');
        return;
      }
      if (!this.deps.granted()) {
        this.refuse('the ingest has no room for another publisher');
        return;
      }
      const publisher = this.deps.hub.publish(grant.roomId);
      if (!publisher) {
        this.refuse(`room ${grant.roomId} already has a publisher`);
        return;
      }
      this.publisher = publisher;
      this.userControl(0, MEDIA_STREAM_ID); // StreamBegin
      this.status('status', 'NetStream.Publish.Start', `publishing to room ${grant.roomId}`);
      this.deps.log.info(`rtmp ${this.peer}: publishing to room ${grant.roomId}`);
      const queued = this.queue ?? [];
      this.queue = undefined;
      try {
        for (const msg of queued) {
          this.onMessage(msg);
          if (this.closed) return;
        }
      } catch (err) {
        this.close(err instanceof Error ? err.message : String(err));
      }
    }, (err: unknown) => {
      if (!this.closed) this.refuse(`authorizer failed: ${err instanceof Error ? err.message : String(err)}`);
    });
  }

  private refuse(reason: string): void {
    this.status('error', 'NetStream.Publish.BadName', reason);
    this.close(`publish refused: ${reason}`);
  }

  private onData0(values: Amf0Value[]): void {
    const [first, second, third] = values;
    const [name, obj] = first === '@setDataFrame' ? [second, third] : [first, second];
    if (name !== 'onMetaData' || !this.publisher) return;
    const meta = obj && typeof obj === 'object' && !Array.isArray(obj) && !(obj instanceof Date) ? obj : {};
    this.publisher.metadata(Buffer.concat([encodeAmf0('onMetaData'), encodeEcmaArray(meta)]));
  }
}
