// The anchors part's settings (server/README.md "Anchors"): where OBS pushes, and the demo auto-review.
export interface AnchorsEnv {
  /** The host anchors put in OBS (the server's public name); default HOST, else 127.0.0.1. */
  readonly RTMP_PUBLIC_HOST?: string;
  readonly HOST?: string;
  /** The RTMP ingest's port (server/media); default 1935. 0: the ingest picks one at start, and the runtime hands
   *  the real push server to the anchors (AnchorDeps.pushServer). */
  readonly RTMP_PORT?: string;
  /** Waiting applications pass this long after submission when read (ms); 'off': only the operator decides. */
  readonly ANCHOR_AUTO_REVIEW_MS?: string;
}

export interface AnchorsConfig {
  readonly rtmpHost: string;
  readonly rtmpPort: number;
  /** undefined: no auto-review (scripts/anchor-audit.ts decides). */
  readonly autoReviewMs: number | undefined;
}

/** Demo default: a few seconds, so the 审核中 state is seen before it passes. */
export const DEFAULT_AUTO_REVIEW_MS = 5_000;

export function anchorsConfigFromEnv(env: AnchorsEnv): AnchorsConfig {
  const port = Number(env.RTMP_PORT ?? 1935);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`RTMP_PORT must be a port number, got '${env.RTMP_PORT}'`);
  const review = env.ANCHOR_AUTO_REVIEW_MS;
  const autoReviewMs = review === 'off' ? undefined : review === undefined || review === '' ? DEFAULT_AUTO_REVIEW_MS : Number(review);
  if (autoReviewMs !== undefined && (!Number.isFinite(autoReviewMs) || autoReviewMs < 0)) {
    throw new Error(`ANCHOR_AUTO_REVIEW_MS must be a number of ms or 'off', got '${review}'`);
  }
  const host = env.RTMP_PUBLIC_HOST || (env.HOST && env.HOST !== '0.0.0.0' && env.HOST !== '::' ? env.HOST : '127.0.0.1');
  return { rtmpHost: host, rtmpPort: port, autoReviewMs };
}

/** OBS's 服务器 field. */
export function pushServerOf(config: Pick<AnchorsConfig, 'rtmpHost' | 'rtmpPort'>): string {
  const host = config.rtmpHost.includes(':') ? `[${config.rtmpHost}]` : config.rtmpHost;
  return `rtmp://${host}:${config.rtmpPort}/live`;
}
