// Where an anchor's encoder pushes (issue #14), decided once for /anchor/pushStreamKey and refreshPushStreamKey,
// beside playback-policy.ts which decides where viewers watch: with Agora's app credentials (AGORA_APP_ID,
// AGORA_APP_CERTIFICATE) AND its RESTful customer credentials (AGORA_CUSTOMER_ID, AGORA_CUSTOMER_SECRET) the
// encoder pushes to Agora's Media Gateway with a streaming key for the room's channel (agora-media-gateway.ts; the
// same channel agora-token.ts hands viewers); otherwise to our own RTMP ingest with our own key, as before.
//
// The Agora key follows ours: it is created for our push key's current secret and kept (per process) until that
// secret changes — a refresh replaces our key, so the Agora key is replaced too and the old one deleted at Agora
// (best effort) — or it nears its expiry. The environment is read on every call, like playback-policy.ts.
import type { AgoraEnv } from './agora-token';
import { AGORA_UID_MAX, agoraChannelName, agoraConfigured } from './agora-token';
import type { AgoraPushKey, AgoraRegion, GatewayFailure, MediaGateway, MediaGatewayConfig } from './agora-media-gateway';
import { AGORA_REGIONS, createMediaGateway } from './agora-media-gateway';

export interface PushEnv extends AgoraEnv {
  readonly AGORA_CUSTOMER_ID?: string;
  readonly AGORA_CUSTOMER_SECRET?: string;
  /** na | eu | ap | cn (default cn): where keys are created and the encoder pushes. */
  readonly AGORA_REGION?: string;
  /** The RESTful API's base URL (default https://api.agora.io; tests: a local fake). */
  readonly AGORA_API_BASE?: string;
}

/** pushServer + streamKey as OBS takes them (contract PushKey without the joined pushUrl). */
export interface PushTarget {
  readonly pushServer: string;
  readonly streamKey: string;
}

export type PushOutcome = { readonly ok: true; readonly target: PushTarget } | { readonly ok: false; readonly failure: GatewayFailure };

/** own: what our ingest would answer (our RTMP server, `<roomId>-<secret>`); the policy's answer may replace it. */
export type PushPolicy = (roomId: number, own: PushTarget) => Promise<PushOutcome>;

/** The host uid the gateway publishes as: above every random audience uid (< 2³¹) and any user id we hand out. */
export const AGORA_PUBLISHER_UID = AGORA_UID_MAX;
/** An Agora key lasts a week; a fresh one is made when less than an hour is left. */
export const AGORA_PUSH_KEY_TTL_S = 7 * 24 * 3600;
const RENEW_BEFORE_MS = 3600_000;

export function mediaGatewayConfig(env: PushEnv): MediaGatewayConfig | undefined {
  const customerId = env.AGORA_CUSTOMER_ID?.trim();
  const customerSecret = env.AGORA_CUSTOMER_SECRET?.trim();
  if (!agoraConfigured(env) || !customerId || !customerSecret) return undefined;
  const wanted = (env.AGORA_REGION?.trim() || 'cn').toLowerCase();
  const region = (AGORA_REGIONS as readonly string[]).includes(wanted) ? (wanted as AgoraRegion) : 'cn';
  return { appId: env.AGORA_APP_ID!.trim(), customerId, customerSecret, region, ...(env.AGORA_API_BASE?.trim() && { baseUrl: env.AGORA_API_BASE.trim() }) };
}

export function pushPolicy(env: PushEnv = process.env, o: { now?: () => number; log?: (line: string) => void } = {}): PushPolicy {
  const now = o.now ?? Date.now;
  const log = o.log ?? (() => {});
  /** roomId → the Agora key made for our key `ownKey`. */
  const keys = new Map<number, { ownKey: string; key: AgoraPushKey; expiresAt: number; configKey: string }>();
  let gateway: { configKey: string; client: MediaGateway } | undefined;
  const gatewayFor = (config: MediaGatewayConfig) => {
    const configKey = JSON.stringify(config);
    if (gateway?.configKey !== configKey) gateway = { configKey, client: createMediaGateway(config) };
    return gateway;
  };

  return async (roomId, own) => {
    const config = mediaGatewayConfig(env);
    if (!config) return { ok: true, target: own };
    const { configKey, client } = gatewayFor(config);
    const held = keys.get(roomId);
    if (held && held.ownKey === own.streamKey && held.configKey === configKey && held.expiresAt - now() > RENEW_BEFORE_MS) {
      return { ok: true, target: held.key };
    }
    const made = await client.createStreamKey(agoraChannelName(roomId), AGORA_PUBLISHER_UID, AGORA_PUSH_KEY_TTL_S);
    if (!made.ok) {
      log(`agora media gateway: no streaming key for room ${roomId}: ${made.failure.kind} ${made.failure.detail}`);
      return made;
    }
    keys.set(roomId, { ownKey: own.streamKey, key: made.value, expiresAt: now() + AGORA_PUSH_KEY_TTL_S * 1000, configKey });
    if (held && held.key.streamKey !== made.value.streamKey) {
      const gone = await client.deleteStreamKey(held.key.streamKey);
      if (!gone.ok) log(`agora media gateway: old key of room ${roomId} not deleted: ${gone.failure.kind} ${gone.failure.detail}`);
    }
    return { ok: true, target: made.value };
  };
}
