// A static server on 127.0.0.1 for built pages and recorded days, with the feed socket (/ws) beside it.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.wasm': 'application/wasm', '.lsfx': 'application/octet-stream',
};

export interface StaticServer {
  readonly server: Server;
  readonly origin: string;
  close(): Promise<void>;
}

/** Serves `dir`, plus `files` (URL path → file) for what is not built, e.g. a recorded day. */
export async function serveStatic(dir: string, files: Readonly<Record<string, string>> = {}): Promise<StaticServer> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = files[path] ?? join(dir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(dir) && !Object.values(files).includes(file)) { res.writeHead(403).end(); return; }
    if (!existsSync(file) || !statSync(file).isFile()) { res.writeHead(404).end(); return; }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
