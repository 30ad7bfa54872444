// The built UI as served [issue 11 §3]: hashed assets cached for a year (immutable), index.html revalidated
// (no-cache) whether asked for by name or reached through the SPA fallback, source maps never served, a missing
// asset a 404 rather than index.html, and text and protobuf list answers compressed for clients that accept it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeListResponse } from '../../engine/wire';
import type { Runtime } from '../runtime';
import { startTestServer } from '../test-support/test-server';
import { pickEncoding } from './built-assets';
import { CACHE } from './static-ui';

let server: Runtime;
let dist: string;
const BUNDLE = `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `球队${i % 20}`))};\n`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>球赛直播</title><script type="module" src="/assets/index-abc123.js"></script>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), BUNDLE);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["../../ui/main.tsx"]}');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
  server = await startTestServer({ config: { distDir: dist } });
});
afterAll(async () => { await server.stop(); });

/** A raw GET (fetch would decompress and hide the encoding). */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static UI', () => {
  it('caches hashed assets for a year (immutable) and revalidates index.html, by name and through the SPA fallback', async () => {
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).toBe(CACHE.asset);
    expect(CACHE.asset).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/football', '/liveRoom?roomId=880001']) {
      const res = await get(path);
      expect([path, res.status, res.headers['cache-control']]).toEqual([path, 200, 'no-cache']);
      expect(res.body.toString()).toContain('<title>球赛直播</title>');
    }
    expect((await get('/robots.txt')).headers['cache-control']).toBe(CACHE.other);
    const head = await fetch(`${server.url}/football`, { method: 'HEAD' });
    expect([head.status, head.headers.get('cache-control')]).toEqual([200, 'no-cache']);
  });

  it('never serves a source map, and a missing asset is a 404, not index.html', async () => {
    for (const path of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.MAP', '/assets/nope-123.js', '/assets/INDEX-abc123.js']) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.body.toString()).not.toContain('sources');
      expect(res.body.toString()).not.toContain('<title>');
    }
  });

  it('compresses JS (br, else gzip) for clients that accept it, and sends it plain to those that do not', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', expect.stringContaining('accept-encoding')]);
    expect(brotliDecompressSync(br.body).toString()).toBe(BUNDLE);
    expect(br.body.length).toBeLessThan(BUNDLE.length / 4);
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BUNDLE);
    const plain = await get('/assets/index-abc123.js');
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, BUNDLE]);
  });

  it('[HT-8] compresses a protobuf list (*_b) and the decompressed bytes decode as before', async () => {
    const res = await new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = request(`${server.url}/api/v1/football/realtimeMatch_b`, { method: 'POST', headers: { 'accept-encoding': 'gzip, br' } }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => resolve({ headers: r.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(res.headers['content-encoding']).toBe('br');
    const bytes = brotliDecompressSync(res.body);
    console.info(`[ops] football realtimeMatch_b: ${bytes.length} bytes, ${res.body.length} brotli-5`);
    expect(decodeListResponse('football', new Uint8Array(bytes))?.matches.length).toBeGreaterThan(0);
  });

  it('answers a hashed asset from memory: its type, a strong ETag (304 when it matches), the same bytes every time', async () => {
    const first = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect([first.status, first.headers['content-type'], first.headers['content-length']]).toEqual([200, 'text/javascript; charset=utf-8', String(first.body.length)]);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(again.body.equals(first.body)).toBe(true);
    const revalidated = await get('/assets/index-abc123.js', { 'if-none-match': etag });
    expect([revalidated.status, revalidated.body.length]).toEqual([304, 0]);
    // A build made while the server runs: its new files are served too, the ones read before still are.
    expect((await get('/assets/late-123.js')).status).toBe(404);
    writeFileSync(join(dist, 'assets', 'late-123.js'), BUNDLE);
    expect((await get('/assets/late-123.js')).status).toBe(200);
  });

  it('picks brotli, else gzip, else nothing from Accept-Encoding; q=0 refuses an encoding', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
