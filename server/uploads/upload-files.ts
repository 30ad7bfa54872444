// GET /uploads/<key>: an upload served back from our origin. The type is the one its bytes were found to be
// (the key's extension, image-kind.ts), never sniffed by the browser (nosniff); the name is the content's hash,
// so the answer never changes and is cached for a year. Anything else under /uploads/ is a 404.
import type { FastifyInstance } from 'fastify';
import type { UploadStorage } from './upload-storage';

export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function uploadFileRoutes(app: FastifyInstance, storage: UploadStorage): void {
  app.get<{ Params: { key: string } }>('/uploads/:key', { compress: false }, async (req, reply) => {
    const { key } = req.params;
    const file = await storage.get(key);
    reply.header('x-content-type-options', 'nosniff');
    if (!file) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('not found');
    const etag = `"${key.slice(0, 64)}"`;
    reply.header('cache-control', UPLOAD_CACHE_CONTROL).header('etag', etag)
      // An image opened on its own runs nothing and is framed by nobody.
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.code(200).type(file.contentType).send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });
}
