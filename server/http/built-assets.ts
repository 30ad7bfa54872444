// The hashed files of the built UI (dist/assets), served from memory. A file under a hashed name never changes for
// the server's life (the build runs before the server starts), so each one is read once at start-up and each
// encoding of it (brotli, gzip) is made once, on the first request that asks for it, instead of once per request:
// every new browser fetches some sixty of them on its first page, and through the file server and the compression
// plugin each fetch read the directory (the file server's check of the path's spelling), opened and read the file
// and compressed it again. Exact names only: a source map, another spelling or a missing file is not found. A name
// not known looks at the folder again when it changed since (a build made while the server runs: its index.html,
// read from disk on each load, names the new files); the files of the build before stay served to open pages.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompress, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_OPTIONS } from './compression';

const TYPES: Readonly<Record<string, { readonly type: string; readonly compress: boolean }>> = {
  '.js': { type: 'text/javascript; charset=utf-8', compress: true },
  '.mjs': { type: 'text/javascript; charset=utf-8', compress: true },
  '.css': { type: 'text/css; charset=utf-8', compress: true },
  '.json': { type: 'application/json; charset=utf-8', compress: true },
  '.svg': { type: 'image/svg+xml', compress: true },
  '.wasm': { type: 'application/wasm', compress: true },
  '.png': { type: 'image/png', compress: false },
  '.jpg': { type: 'image/jpeg', compress: false },
  '.webp': { type: 'image/webp', compress: false },
  '.woff2': { type: 'font/woff2', compress: false },
};
const OTHER = { type: 'application/octet-stream', compress: false };
/** Below this a compressed body saves less than its headers cost (the compression plugin's threshold too). */
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';
const ENCODERS: Readonly<Record<Encoding, (body: Buffer) => Promise<Buffer>>> = {
  br: (body) => new Promise((done, fail) => brotliCompress(body, BROTLI_OPTIONS, (err, out) => (err ? fail(err) : done(out)))),
  gzip: (body) => new Promise((done, fail) => gzip(body, (err, out) => (err ? fail(err) : done(out)))),
};

interface Asset {
  readonly body: Buffer;
  readonly type: string;
  readonly compress: boolean;
  readonly etag: string;
  readonly encoded: Map<Encoding, Promise<Buffer>>;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none (a `;q=0` refuses one). */
export function pickEncoding(accept: string | undefined): Encoding | undefined {
  if (!accept) return undefined;
  const offered = new Set<string>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    offered.add(name);
  }
  if (offered.has('br')) return 'br';
  if (offered.has('gzip') || offered.has('*')) return 'gzip';
  return undefined;
}

export class BuiltAssets {
  readonly #dir: string;
  readonly #assets = new Map<string, Asset>();
  /** The folder's modification time when it was last read. */
  #readAt = -1;

  /** Reads every file under `dir` but source maps (never served), keyed by its path below `dir` with '/'. */
  constructor(dir: string) {
    this.#dir = dir;
    this.#read();
  }

  #read(): void {
    this.#readAt = statSync(this.#dir).mtimeMs;
    for (const file of filesUnder(this.#dir)) {
      const name = relative(this.#dir, file).split(sep).join('/');
      if (/\.map$/i.test(name) || this.#assets.has(name)) continue;
      const body = readFileSync(file);
      const { type, compress } = TYPES[extname(name).toLowerCase()] ?? OTHER;
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      this.#assets.set(name, { body, type, compress: compress && body.length >= COMPRESS_FROM_BYTES, etag, encoded: new Map() });
    }
  }

  #find(name: string): Asset | undefined {
    const known = this.#assets.get(name);
    if (known) return known;
    try {
      if (statSync(this.#dir).mtimeMs !== this.#readAt) this.#read();
    } catch {
      return undefined; // the folder is gone (a build emptying it): what was read stays served
    }
    return this.#assets.get(name);
  }

  /** Answers `name` (its path below the folder) if it is one of the files, with `cacheControl`; false if not. */
  async send(name: string, request: FastifyRequest, reply: FastifyReply, cacheControl: string): Promise<boolean> {
    const asset = this.#find(name);
    if (!asset) return false;
    reply.header('content-type', asset.type).header('cache-control', cacheControl).header('etag', asset.etag);
    if (asset.compress) reply.header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === asset.etag) {
      await reply.code(304).send();
      return true;
    }
    const encoding = asset.compress ? pickEncoding(request.headers['accept-encoding']) : undefined;
    let body = asset.body;
    if (encoding) {
      let made = asset.encoded.get(encoding);
      if (!made) {
        made = ENCODERS[encoding](asset.body);
        asset.encoded.set(encoding, made);
        made.catch(() => asset.encoded.delete(encoding)); // a failed encoding is tried again next time
      }
      try {
        body = await made;
        reply.header('content-encoding', encoding);
      } catch {
        body = asset.body; // sent as it is
      }
    }
    await reply.header('content-length', body.length).send(body);
    return true;
  }
}
