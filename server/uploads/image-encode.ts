// Every stored image is the server's own encode of the picture a user sent, through libvips (sharp), never the
// bytes they sent: the header's dimensions are read first and a picture past the pixel cap is refused before
// a pixel is decoded (a 48 KB PNG declaring 20000 × 20000 is a 400 MP decompression bomb); the pixels are then
// decoded (limitInputPixels holds the same cap inside libvips), turned upright by their EXIF orientation, and
// encoded afresh as the same kind. What is not pixels does not survive: EXIF (GPS, camera), XMP, ICC profiles,
// PNG text chunks, and anything hidden after or inside the image (a script or an ELF behind a valid header).
import sharp from 'sharp';
import type { ImageKind } from './image-kind';

// libvips' caches keep decoded tiles and open files between calls: a server encoding a stream of one-off
// uploads gains nothing from them and would hold the memory.
sharp.cache(false);

export interface PixelCap {
  readonly maxSide: number;
  readonly maxPixels: number;
}

export type EncodeResult =
  | { readonly ok: true; readonly width: number; readonly height: number; readonly bytes: number }
  | { readonly ok: false; readonly reason: 'not-image' | 'too-many-pixels' };

const FORMAT: Readonly<Record<ImageKind, string>> = { png: 'png', jpg: 'jpeg' };
/** Re-encoding a JPEG loses a little: 85 keeps the page's compressed uploads [FB-4] looking as sent. */
const JPEG_QUALITY = 85;

/** The header's width and height, read without decoding; undefined when libvips cannot read one of `kind`. */
async function headerOf(path: string, kind: ImageKind): Promise<{ width: number; height: number } | undefined> {
  try {
    // No pixel limit here: this reads the header only, so the cap can be told apart from a broken file.
    const meta = await sharp(path, { limitInputPixels: false }).metadata();
    if (meta.format !== FORMAT[kind] || !meta.width || !meta.height) return undefined;
    return { width: meta.width, height: meta.height };
  } catch {
    return undefined;
  }
}

/**
 * Reads the image at `input` (its kind already told by its first bytes, image-kind.ts) and writes a clean encode
 * of the same kind to `output`. A header past `cap` is refused before decoding; a file libvips cannot decode is
 * not an image.
 */
export async function encodeImage(input: string, kind: ImageKind, output: string, cap: PixelCap): Promise<EncodeResult> {
  const header = await headerOf(input, kind);
  if (!header) return { ok: false, reason: 'not-image' };
  const { width, height } = header;
  if (width > cap.maxSide || height > cap.maxSide || width * height > cap.maxPixels) return { ok: false, reason: 'too-many-pixels' };
  try {
    // failOn 'error', not libvips' 'warning': phone cameras write JPEGs libjpeg warns about (extraneous bytes before
    // a marker) that decode fine; what is kept is the re-encode either way.
    const image = sharp(input, { limitInputPixels: cap.maxPixels, failOn: 'error', sequentialRead: true }).autoOrient();
    // sharp writes no metadata unless asked (withMetadata / keepExif / keepIccProfile): none is asked for.
    // optimiseCoding (two-pass Huffman tables) holds the whole image's coefficients: ~240 MB more for a 9 MP
    // photo, for files ~5 % smaller. One pass streams.
    const encoded = kind === 'jpg' ? image.jpeg({ quality: JPEG_QUALITY, optimiseCoding: false }) : image.png({ compressionLevel: 6 });
    const info = await encoded.toFile(output);
    return { ok: true, width: info.width, height: info.height, bytes: info.size };
  } catch {
    return { ok: false, reason: 'not-image' };
  }
}
