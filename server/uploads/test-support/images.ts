// Real image bytes for tests: PNGs any browser decodes (RGBA, zlib, CRCs), solid or noise (noise does not
// compress, so a big one is big on disk), and a disguised "PNG" that is a script.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A w×h RGBA PNG: one colour, or random pixels ('noise', ≈ 4·w·h bytes). */
export function makePng(w: number, h: number, fill: 'noise' | readonly [number, number, number] = [30, 144, 255]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const row = 1 + w * 4;
  const raw = fill === 'noise' ? randomBytes(row * h) : Buffer.alloc(row * h);
  for (let y = 0; y < h; y++) {
    raw[y * row] = 0;
    if (fill !== 'noise') for (let x = 0; x < w; x++) raw.set([...fill, 255], y * row + 1 + x * 4);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: fill === 'noise' ? 0 : 6 })), chunk('IEND', Buffer.alloc(0))]);
}

/** JPEG-shaped bytes (SOI, APP0 JFIF, then filler) of `size` bytes: what the server's byte check sees. */
export function jpegShaped(size = 2048): Buffer {
  const b = Buffer.alloc(size, 0x20);
  b.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00], 0);
  b.set([0xff, 0xd9], size - 2);
  return b;
}

/** A shell script someone named evil.png. */
export const DISGUISED_SCRIPT = Buffer.from('#!/bin/sh\necho owned\n<script>alert(1)</script>\n');

/** A PNG chunk of `type` (public: tests build odd PNGs from the same parts). */
export const pngChunk = chunk;
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A decompression bomb: a valid 1-bit greyscale PNG declaring w×h (20000 × 20000 by default: 400 MP) whose
 *  zero rows deflate to ~48 KB. */
export function bombPng(w = 20_000, h = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([1, 0, 0, 0, 0], 8);
  const raw = Buffer.alloc((1 + Math.ceil(w / 8)) * h);
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** A PNG signature and a valid IHDR, then `payload` where the image data should be (an ELF, an HTML page). */
export function headerThen(payload: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(64, 0);
  ihdr.writeUInt32BE(64, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', ihdr), payload]);
}

/** The start of an ELF executable (its magic, class, data, version, then filler). */
export const ELF_PAYLOAD = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120, 0x41)]);
export const HTML_PAYLOAD = Buffer.from('<!doctype html><html><body><script>fetch("/api/v1/personal/custom/info")</script></body></html>');
