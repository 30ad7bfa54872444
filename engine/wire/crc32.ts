// CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320) over a range of bytes, slice-by-8: the frame checksum
// [RT-11] runs on every frame, so it reads the body where it lies in the packet instead of copying it out.

/** T[k][n]: the CRC of byte n followed by k zero bytes; T[0] is the classic one-byte table. */
function tables(): Int32Array[] {
  const t = Array.from({ length: 8 }, () => new Int32Array(256));
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
    t[0][n] = c;
  }
  for (let n = 0; n < 256; n++) {
    for (let k = 1; k < 8; k++) t[k][n] = (t[k - 1][n] >>> 8) ^ t[0][t[k - 1][n] & 0xff];
  }
  return t;
}

const [T0, T1, T2, T3, T4, T5, T6, T7] = tables();

/** CRC-32 of bytes[start, end), continuing from `seed` (the CRC of what came before, 0 at the start); unsigned. */
export function crc32(bytes: Uint8Array, start = 0, end = bytes.length, seed = 0): number {
  let c = ~seed;
  let i = start;
  for (const last = end - 7; i < last; i += 8) {
    c ^= bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24);
    c = T7[c & 0xff] ^ T6[(c >>> 8) & 0xff] ^ T5[(c >>> 16) & 0xff] ^ T4[c >>> 24]
      ^ T3[bytes[i + 4]] ^ T2[bytes[i + 5]] ^ T1[bytes[i + 6]] ^ T0[bytes[i + 7]];
  }
  for (; i < end; i++) c = (c >>> 8) ^ T0[(c ^ bytes[i]) & 0xff];
  return ~c >>> 0;
}
