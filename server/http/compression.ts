// Compression of text answers (HTML, JS, CSS, JSON, SVG) and of the protobuf list bodies (*_b, octet-stream:
// repeated names and ids shrink well; fetch decompresses before the client reads the bytes, so the AES envelope
// and the list decoder see what they saw before). The plugin's default types cover all of these. Brotli at quality 5: on-the-fly, the default 11 costs ~10×
// the CPU for a few per cent; the hashed assets are compressed once per client anyway (cached a year).
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Brotli at quality 5, for answers made on the fly (and the built assets, compressed once each). */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
  });
}
