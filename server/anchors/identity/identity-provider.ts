// Identity verification behind one interface (STYLE.md 6). The spec's client is Aliyun's face verification:
// /ali/face/init starts a session for a name and ID number and answers a certifyId and the URL of the face page;
// /ali/face/query asks whether that session passed. Two implementations: the demo (demo-identity.ts, offline) and
// the Aliyun client (aliyun-identity.ts, refuses to run without its credentials).

export interface FaceSession {
  readonly certifyId: string;
  /** Where the user does the face step (Aliyun's H5 page; the demo's own step on the certification page). */
  readonly url: string;
}

export interface FaceIdentity {
  readonly realName: string;
  readonly idNumber: string;
  /** The account the session belongs to: a certifyId never serves another user. */
  readonly userId: number;
}

export type FaceResult = 'passed' | 'pending' | 'failed' | 'unknown';

export interface IdentityProvider {
  /** 'demo', 'aliyun'. */
  readonly name: string;
  initFace(who: FaceIdentity): Promise<FaceSession>;
  queryFace(certifyId: string, userId: number): Promise<FaceResult>;
  /** The demo's face step (a button, no camera); false from a provider that has no such step. */
  confirmDemoFace(certifyId: string, userId: number): Promise<boolean>;
  /** The identity a passed session was started for (the application must be the verified person's). */
  identityOf(certifyId: string, userId: number): Promise<{ realName: string; idNumber: string } | undefined>;
}

export class IdentityNotConfiguredError extends Error {
  constructor(provider: string, missing: readonly string[]) {
    super(`identity provider '${provider}' is not configured: set ${missing.join(', ')}`);
    this.name = 'IdentityNotConfiguredError';
  }
}
