// Security headers on HTML and /api answers alike [issue 11 §3]: a CSP allowing exactly what the app loads (the
// browser check is tests/e2e/content-security-policy.spec.ts), nosniff, and framing by this origin only.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../runtime';
import { startTestServer } from '../test-support/test-server';

let server: Runtime;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>球赛直播</title>');
  server = await startTestServer({ config: { distDir: dist } });
});
afterAll(async () => { await server.stop(); });

const directives = (csp: string | null) => new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));

describe('security headers', () => {
  it('puts the CSP, nosniff and frame rules on the page, the /api answers, the lists and the 404s', async () => {
    const host = new URL(server.url).host;
    const answers = [
      await fetch(`${server.url}/football`),
      await fetch(`${server.url}/api/v1/football/realtimeMatch_b`, { method: 'POST' }),
      await fetch(`${server.url}/api/nope`),
      await fetch(`${server.url}/healthz`),
    ];
    for (const res of answers) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      const csp = directives(res.headers.get('content-security-policy'));
      expect(Object.fromEntries(csp)).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'media-src': ["'self'", 'blob:'],
        'worker-src': ["'self'"],
        'connect-src': ["'self'", `ws://${host}`, `wss://${host}`],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
      });
    }
  });

  it('echoes only a plain host into connect-src: a Host header carrying a directive falls back to self', async () => {
    const csp = await new Promise<string>((resolve, reject) => {
      const req = request(`${server.url}/`, { headers: { host: "evil; script-src 'unsafe-inline'" } }, (res) => {
        res.resume();
        resolve(String(res.headers['content-security-policy']));
      });
      req.on('error', reject);
      req.end();
    });
    expect(directives(csp).get('connect-src')).toEqual(["'self'", "'self'"]);
    expect(directives(csp).get('script-src')).toEqual(["'self'"]);
  });
});

describe('with Agora configured', () => {
  it("lets the audience's SDK reach Agora's gateways, and only then", async () => {
    const Fastify = (await import('fastify')).default;
    const { AGORA_CONNECT_SOURCES, registerSecurityHeaders } = await import('./security-headers');
    const cspOf = async (env: Record<string, string>) => {
      const app = Fastify();
      await registerSecurityHeaders(app, env);
      app.get('/', async () => 'ok');
      const res = await app.inject({ method: 'GET', url: '/', headers: { host: '127.0.0.1:8080' } });
      await app.close();
      return directives(String(res.headers['content-security-policy'])).get('connect-src');
    };
    expect(await cspOf({ AGORA_APP_ID: 'a'.repeat(32), AGORA_APP_CERTIFICATE: 'b'.repeat(32) })).toEqual(
      ["'self'", 'ws://127.0.0.1:8080', 'wss://127.0.0.1:8080', ...AGORA_CONNECT_SOURCES]);
    expect(await cspOf({})).toEqual(["'self'", 'ws://127.0.0.1:8080', 'wss://127.0.0.1:8080']);
  });
});
