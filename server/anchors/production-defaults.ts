// The anchors part's demo defaults in a deployment (server/README.md "Anchors"). Out of the box the identity
// provider is the offline demo (any well-formed ID number passes, the face step is a button) and applications pass
// 5 s after submission: any viewer becomes an approved anchor with push rights in seconds — right for a demo, and
// silent in a deployment. So with NODE_ENV=production the accounts runtime refuses to start while either is on,
// unless ALLOW_DEMO_IN_PRODUCTION says the demo is meant; then it starts with a warning naming what is on.
import { DEFAULT_AUTO_REVIEW_MS } from './anchors-config';

export interface DeploymentEnv {
  readonly NODE_ENV?: string;
  readonly IDENTITY_PROVIDER?: string;
  readonly ANCHOR_AUTO_REVIEW_MS?: string;
  /** 1 / true / yes / on: run the demo defaults in production anyway (a public demo). */
  readonly ALLOW_DEMO_IN_PRODUCTION?: string;
}

export type DemoDefaultsCheck =
  | { readonly kind: 'ok' }
  /** Production with the demo defaults, allowed: start, and log this at warn. */
  | { readonly kind: 'warn'; readonly message: string }
  /** Production with the demo defaults, not allowed: do not start; this says why and what to set. */
  | { readonly kind: 'refuse'; readonly message: string };

const YES = ['1', 'true', 'yes', 'on'];

/** What of the demo is on, each naming its variable. */
function demoParts(env: DeploymentEnv): string[] {
  const parts: string[] = [];
  if (!env.IDENTITY_PROVIDER || env.IDENTITY_PROVIDER === 'demo') {
    parts.push(`the demo identity provider (IDENTITY_PROVIDER ${env.IDENTITY_PROVIDER ? "'demo'" : 'unset'}: any well-formed ID number passes)`);
  }
  const review = env.ANCHOR_AUTO_REVIEW_MS;
  if (review !== 'off') {
    const ms = review === undefined || review === '' ? DEFAULT_AUTO_REVIEW_MS : review;
    parts.push(`the auto-review (ANCHOR_AUTO_REVIEW_MS ${review ? ms : `unset, ${ms}`}: every application passes ${ms} ms after submission)`);
  }
  return parts;
}

export function checkDemoDefaults(env: DeploymentEnv): DemoDefaultsCheck {
  if (env.NODE_ENV !== 'production') return { kind: 'ok' };
  const parts = demoParts(env);
  if (parts.length === 0) return { kind: 'ok' };
  const what = `NODE_ENV=production with ${parts.join(' and ')}: any viewer becomes an approved anchor with push rights`;
  const fix = 'set IDENTITY_PROVIDER=aliyun (with ALIYUN_ACCESS_KEY_ID, ALIYUN_ACCESS_KEY_SECRET, ALIYUN_FACE_SCENE_ID, ALIYUN_FACE_RETURN_URL) and ANCHOR_AUTO_REVIEW_MS=off';
  if (YES.includes(env.ALLOW_DEMO_IN_PRODUCTION?.toLowerCase() ?? '')) {
    return { kind: 'warn', message: `anchors: ${what} (ALLOW_DEMO_IN_PRODUCTION is set); for a real deployment ${fix}` };
  }
  return { kind: 'refuse', message: `anchors: refusing to start: ${what}. To deploy, ${fix}; to run the demo in production anyway, set ALLOW_DEMO_IN_PRODUCTION=1` };
}
