// Request headers of SPEC.md §7 "General" [HT-1]: scope=web, a random web id, bk, timestamp and
// `Authorization: Bearer <access>`. /refresh and /logout take the refresh token in `X-Refresh-Token` with an
// empty payload [HT-9]. scope, web-id, bk and timestamp are informational here (logged, never trusted):
// tokens authenticate, TLS protects.
import type { FastifyRequest } from 'fastify';

export const HEADER = {
  scope: 'scope',
  webId: 'web-id',
  /** The client's build key (its version), for support and logs. */
  bk: 'bk',
  timestamp: 'timestamp',
  authorization: 'authorization',
  refreshToken: 'x-refresh-token',
} as const;

const single = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return typeof v === 'string' && v !== '' ? v : undefined;
};

/** The access token, or undefined when none was sent. */
export function bearerOf(req: FastifyRequest): string | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(single(req, HEADER.authorization) ?? '');
  return m?.[1];
}

export function refreshTokenOf(req: FastifyRequest): string | undefined {
  return single(req, HEADER.refreshToken)?.trim();
}

export interface ClientHeaders {
  readonly scope: string | undefined;
  readonly webId: string | undefined;
  readonly bk: string | undefined;
  readonly timestamp: number | undefined;
}

export function clientHeadersOf(req: FastifyRequest): ClientHeaders {
  const ts = Number(single(req, HEADER.timestamp));
  return {
    scope: single(req, HEADER.scope),
    webId: single(req, HEADER.webId)?.slice(0, 64),
    bk: single(req, HEADER.bk)?.slice(0, 64),
    timestamp: Number.isFinite(ts) ? ts : undefined,
  };
}
