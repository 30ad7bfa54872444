// What an upload really is, by its first bytes [FB-3]: a PNG (signature, then the IHDR chunk) or a JPEG (SOI, then
// a marker). The file's name and the Content-Type the browser sent are never asked: a script named a.png is
// refused, a JPEG named a.txt is a JPEG.

export type ImageKind = 'png' | 'jpg';

export const CONTENT_TYPE: Readonly<Record<ImageKind, string>> = { png: 'image/png', jpg: 'image/jpeg' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];

const startsWith = (bytes: Uint8Array, at: number, expected: readonly number[]) =>
  bytes.length >= at + expected.length && expected.every((b, i) => bytes[at + i] === b);

export function imageKindOf(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, 0, PNG_SIGNATURE) && startsWith(bytes, 12, IHDR)) return 'png';
  // SOI (FF D8) and the next segment's marker (FF xx, xx not 00 or FF).
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff && bytes[3] !== 0x00 && bytes[3] !== 0xff) return 'jpg';
  return undefined;
}
