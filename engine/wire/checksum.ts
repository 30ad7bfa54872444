// CRC-32 over (code, seq, ts, body) of an envelope: a corrupted frame is detected and dropped [RT-11].
import { crc32 } from './crc32';

const header = new DataView(new ArrayBuffer(20));
const headerBytes = new Uint8Array(header.buffer);

/** The checksum of an envelope whose body is bytes[start, end) (the whole of `body` by default). */
export function frameChecksum(code: number, seq: number, ts: number, body: Uint8Array, start = 0, end = body.length): number {
  header.setUint32(0, code, true);
  header.setFloat64(4, seq, true);
  header.setFloat64(12, ts, true);
  return crc32(body, start, end, crc32(headerBytes));
}
