// Security headers on every answer, HTML and /api alike (@fastify/helmet). The CSP allows exactly what the built
// app loads — checked against dist/index.html and, in Chromium, by tests/e2e/content-security-policy.spec.ts:
//   scripts, style sheets, the engine worker and fonts: this origin's /assets (no inline script or <style>; the
//     boot splash in index.html is plain markup styled by the linked CSS; React sets style properties through
//     the CSSOM, which style-src does not govern);
//   images: this origin (feed logos are /logos/… paths) and data: URIs (avatars and QR codes are inline SVG);
//   media: blob: (the goal alert's tone is a WAV made in the page);
//   connections: this origin's /api and its WebSocket /ws — ws(s)://<host> spelled out for browsers whose 'self'
//     does not cover WebSocket schemes.
// Frames: only this origin may embed the site. No upgrade-insecure-requests: the embedded default is plain HTTP on
// 127.0.0.1, where upgrading subresources to https would break every load.
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A Host header that is a host[:port] and nothing else (it is echoed into the policy). */
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

export function webSocketSources(req: IncomingMessage): string {
  const host = req.headers.host;
  return host && HOST.test(host) ? `ws://${host} wss://${host}` : "'self'";
}

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'"],
  connectSrc: ["'self'", webSocketSources],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Same-origin only, as frame-ancestors says, for browsers without CSP frame-ancestors.
    frameguard: { action: 'sameorigin' },
  });
}
