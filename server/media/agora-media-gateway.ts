// Agora Media Gateway (issue #14: "with Agora credentials the same room plays through Agora"): how an anchor's OBS
// gets its stream INTO the room's Agora channel. Agora's documented way for an RTMP encoder (docs.agora.io, Media
// Gateway quickstart and RESTful API "Create streaming key" / "Delete streaming key"):
//   - the app server creates a streaming key for (channel, host uid) with
//     POST {base}/{region}/v1/projects/{appId}/rtls/ingress/streamkeys, body {settings: {channel, uid, expiresAfter}},
//     answer 200 {status: 'success', data: {streamKey, ...}}; DELETE …/streamkeys/{streamKey} revokes one (an
//     ongoing stream is not cut);
//   - every call carries HTTP Basic auth: base64(customerId:customerSecret) (the RESTful customer ID and secret,
//     not the app certificate);
//   - the encoder pushes to Agora's unified domain rtmp://rtls-ingress-prod-{region}.agoramdn.com/live (regions na,
//     eu, ap, cn; lowercase, the same region as the key) with that key.
// Not confirmed from the excerpts read: uid's JSON type (sent here as a decimal string) and expiresAfter's unit
// (taken as seconds); an older quickstart page shows PUT for the create call where the API reference says POST.
// Every failure comes back as a GatewayFailure, never a throw: the route answers streamServiceUnavailable.

export const AGORA_API_BASE = 'https://api.agora.io';
export const AGORA_REGIONS = ['na', 'eu', 'ap', 'cn'] as const;
export type AgoraRegion = (typeof AGORA_REGIONS)[number];

/** Agora's unified ingest domain for a region, with the /live suffix the gateway expects. */
export const agoraPushServer = (region: AgoraRegion): string => `rtmp://rtls-ingress-prod-${region}.agoramdn.com/live`;

export interface MediaGatewayConfig {
  readonly appId: string;
  readonly customerId: string;
  readonly customerSecret: string;
  readonly region: AgoraRegion;
  /** Default https://api.agora.io (tests: a local fake). */
  readonly baseUrl?: string;
  /** Abort a call after this long (default 5 s): a hung Agora must not hang the anchor's request. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

export type GatewayFailure =
  | { readonly kind: 'unauthorized'; readonly status: number; readonly detail: string }
  | { readonly kind: 'http'; readonly status: number; readonly detail: string }
  | { readonly kind: 'malformed'; readonly detail: string }
  | { readonly kind: 'network'; readonly detail: string };

export type GatewayResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: GatewayFailure };

export interface AgoraPushKey {
  readonly pushServer: string;
  readonly streamKey: string;
}

export interface MediaGateway {
  /** A key that publishes into `channel` as host `uid`; expiresAfterS: the key's validity, seconds. */
  createStreamKey(channel: string, uid: number, expiresAfterS: number): Promise<GatewayResult<AgoraPushKey>>;
  deleteStreamKey(streamKey: string): Promise<GatewayResult<null>>;
}

const failed = (failure: GatewayFailure) => ({ ok: false as const, failure });

export function createMediaGateway(config: MediaGatewayConfig): MediaGateway {
  const base = `${(config.baseUrl ?? AGORA_API_BASE).replace(/\/+$/, '')}/${config.region}/v1/projects/${encodeURIComponent(config.appId)}/rtls/ingress/streamkeys`;
  const authorization = `Basic ${Buffer.from(`${config.customerId}:${config.customerSecret}`).toString('base64')}`;
  const doFetch = config.fetch ?? fetch;

  /** The answer's JSON when Agora said 200 and status 'success'; a failure otherwise. */
  async function call(method: 'POST' | 'DELETE', url: string, body?: unknown): Promise<GatewayResult<Record<string, unknown>>> {
    let res: Response;
    let text: string;
    try {
      res = await doFetch(url, {
        method,
        headers: { authorization, accept: 'application/json', ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 5000),
      });
      text = await res.text();
    } catch (err) {
      return failed({ kind: 'network', detail: err instanceof Error ? err.message : String(err) });
    }
    const detail = text.slice(0, 200);
    if (res.status === 401 || res.status === 403) return failed({ kind: 'unauthorized', status: res.status, detail });
    if (!res.ok) return failed({ kind: 'http', status: res.status, detail });
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return failed({ kind: 'malformed', detail: `not JSON: ${detail}` });
    }
    if (typeof json !== 'object' || json === null || (json as { status?: unknown }).status !== 'success') {
      return failed({ kind: 'malformed', detail: `status is not success: ${detail}` });
    }
    return { ok: true, value: json as Record<string, unknown> };
  }

  return {
    async createStreamKey(channel, uid, expiresAfterS) {
      const answer = await call('POST', base, { settings: { channel, uid: String(uid), expiresAfter: expiresAfterS } });
      if (!answer.ok) return answer;
      const data = answer.value.data as { streamKey?: unknown } | undefined;
      const streamKey = data?.streamKey;
      if (typeof streamKey !== 'string' || streamKey === '') return failed({ kind: 'malformed', detail: 'no data.streamKey in the answer' });
      return { ok: true, value: { pushServer: agoraPushServer(config.region), streamKey } };
    },
    async deleteStreamKey(streamKey) {
      const answer = await call('DELETE', `${base}/${encodeURIComponent(streamKey)}`);
      return answer.ok ? { ok: true, value: null } : answer;
    },
  };
}
