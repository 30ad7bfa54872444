// RTMP message types and the message shape the chunk reader yields and the chunk writer takes (RTMP spec 1.0,
// §5.4 protocol control, §7.1 the rest).

export const MSG = {
  setChunkSize: 1,
  abort: 2,
  ack: 3,
  userControl: 4,
  windowAckSize: 5,
  setPeerBandwidth: 6,
  audio: 8,
  video: 9,
  dataAmf3: 15,
  commandAmf3: 17,
  dataAmf0: 18,
  commandAmf0: 20,
  aggregate: 22,
} as const;

export interface RtmpMessage {
  /** Chunk stream id it travelled on (2 for protocol control). */
  readonly csid: number;
  readonly type: number;
  /** Message stream id (0 for the connection, the id createStream answered for media). */
  readonly streamId: number;
  /** Milliseconds, 32-bit. */
  readonly timestamp: number;
  readonly payload: Buffer;
}

/** The bytes broke the protocol or a limit: the connection is closed with this reason. */
export class RtmpProtocolError extends Error {}
