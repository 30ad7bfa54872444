// Security headers on every answer, HTML and /api alike (@fastify/helmet). The CSP allows exactly what the built
// app loads — checked against dist/index.html and, in Chromium, by tests/e2e/content-security-policy.spec.ts:
//   scripts, style sheets, the engine's workers and fonts: this origin's /assets (no inline script or <style>; the
//     boot splash in index.html is plain markup styled by the linked CSS; React sets style properties through
//     the CSSOM, which style-src does not govern);
//   images: this origin (feed logos are /logos/… paths) and data: URIs (avatars and QR codes are inline SVG);
//   media: blob: (the goal alert's tone is a WAV made in the page);
//   connections: this origin's /api, its WebSocket /ws — ws(s)://<host> spelled out for browsers whose 'self'
//     does not cover WebSocket schemes — and its /live/<roomId>.flv streams; with Agora configured
//     (AGORA_APP_ID + AGORA_APP_CERTIFICATE, server/media/agora-token.ts) also Agora's gateways, which the
//     audience's SDK reaches over https and wss.
// Frames: only this origin may embed the site. No upgrade-insecure-requests: the embedded default is plain HTTP on
// 127.0.0.1, where upgrading subresources to https would break every load.
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AgoraEnv } from '../media/agora-token';
import { agoraConfigured } from '../media/agora-token';

/** A Host header that is a host[:port] and nothing else (it is echoed into the policy). */
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

export function webSocketSources(req: IncomingMessage): string {
  const host = req.headers.host;
  return host && HOST.test(host) ? `ws://${host} wss://${host}` : "'self'";
}

/** Where agora-rtc-sdk-ng connects (its gateways and edge servers). */
export const AGORA_CONNECT_SOURCES = ['https://*.agora.io', 'wss://*.agora.io', 'https://*.sd-rtn.com', 'wss://*.sd-rtn.com'];

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

export async function registerSecurityHeaders(app: FastifyInstance, env: AgoraEnv = process.env): Promise<void> {
  const directives = agoraConfigured(env)
    ? { ...CSP_DIRECTIVES, connectSrc: [...CSP_DIRECTIVES.connectSrc, ...AGORA_CONNECT_SOURCES] }
    : CSP_DIRECTIVES;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives },
    // Same-origin only, as frame-ancestors says, for browsers without CSP frame-ancestors.
    frameguard: { action: 'sameorigin' },
  });
}
