/** Wire protocol version: bump on any incompatible change to proto/live.proto (frame sequence in its header). */
export const PROTOCOL_VERSION = 1;
