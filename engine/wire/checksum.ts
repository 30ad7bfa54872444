// CRC-32 over (code, seq, ts, body) of an envelope: a corrupted frame is detected and dropped [RT-11].
import CRC32 from 'crc-32';

const header = new DataView(new ArrayBuffer(20));
const headerBytes = new Uint8Array(header.buffer);

/**
 * The checksum of an envelope whose body is bytes[start, end) (the whole of `body` by default): the fast decoder
 * checks the body where it lies in the packet (a subarray is a view, nothing is copied).
 */
export function frameChecksum(code: number, seq: number, ts: number, body: Uint8Array, start = 0, end = body.length): number {
  header.setUint32(0, code, true);
  header.setFloat64(4, seq, true);
  header.setFloat64(12, ts, true);
  // A plain view, not body.subarray: in Node the packet is a Buffer, whose subarray goes through its species
  // constructor (a tenth of the checksum's cost per frame).
  const bytes = start === 0 && end === body.length ? body : new Uint8Array(body.buffer, body.byteOffset + start, end - start);
  return CRC32.buf(bytes, CRC32.buf(headerBytes)) >>> 0;
}
