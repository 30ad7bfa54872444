// CRC-32 over (code, seq, ts, body) of an envelope: a corrupted frame is detected and dropped [RT-11].
import CRC32 from 'crc-32';

const header = new DataView(new ArrayBuffer(20));
const headerBytes = new Uint8Array(header.buffer);

export function frameChecksum(code: number, seq: number, ts: number, body: Uint8Array): number {
  header.setUint32(0, code, true);
  header.setFloat64(4, seq, true);
  header.setFloat64(12, ts, true);
  return CRC32.buf(body, CRC32.buf(headerBytes)) >>> 0;
}
