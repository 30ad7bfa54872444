// Aliyun's face verification (金融级实人认证: InitFaceVerify, DescribeFaceVerify; RPC API version 2019-03-07) as
// the spec's client uses it: /ali/face/init → CertifyId + CertifyUrl (the H5 face page), /ali/face/query →
// Passed 'T'. Signed requests (signature v1, HMAC-SHA1) over HTTPS with fetch. Without its credentials it refuses
// with a clear error — at start-up (identity-from-env.ts) and on every call — so a deployment never believes it
// verifies people when it does not. Not exercised against Aliyun here (no account): the signing is tested with
// Aliyun's documented example.
import { createHmac, randomUUID } from 'node:crypto';
import type { FaceIdentity, FaceResult, FaceSession, IdentityProvider } from './identity-provider';
import { IdentityNotConfiguredError } from './identity-provider';

export interface AliyunIdentityEnv {
  readonly ALIYUN_ACCESS_KEY_ID?: string;
  readonly ALIYUN_ACCESS_KEY_SECRET?: string;
  /** The face-verification scene id of the Aliyun console. */
  readonly ALIYUN_FACE_SCENE_ID?: string;
  /** Where Aliyun's face page returns to (the certification page's public URL). */
  readonly ALIYUN_FACE_RETURN_URL?: string;
  readonly ALIYUN_CLOUDAUTH_ENDPOINT?: string;
}

const REQUIRED = ['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET', 'ALIYUN_FACE_SCENE_ID', 'ALIYUN_FACE_RETURN_URL'] as const;

/** RFC 3986 as Aliyun's RPC signature wants it. */
export function percentEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Signature v1: HMAC-SHA1 over `GET&%2F&` + the sorted, encoded query, keyed by `secret&`. */
export function signRpc(params: Readonly<Record<string, string>>, secret: string, method = 'GET'): string {
  const canonical = Object.keys(params).sort().map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`).join('&');
  const toSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(toSign).digest('base64');
}

interface RpcAnswer {
  readonly Code?: string;
  readonly Message?: string;
  readonly ResultObject?: { readonly CertifyId?: string; readonly CertifyUrl?: string; readonly Passed?: string };
}

export class AliyunIdentityProvider implements IdentityProvider {
  readonly name = 'aliyun';
  private readonly missing: readonly string[];
  /** certifyId → who it was started for (DescribeFaceVerify answers no identity without extra permissions). */
  private readonly started = new Map<string, FaceIdentity>();

  constructor(private readonly env: AliyunIdentityEnv, private readonly fetchFn: typeof fetch = fetch) {
    this.missing = REQUIRED.filter((k) => !env[k]);
  }

  get configured(): boolean {
    return this.missing.length === 0;
  }

  assertConfigured(): void {
    if (!this.configured) throw new IdentityNotConfiguredError(this.name, this.missing);
  }

  private async call(action: string, extra: Record<string, string>): Promise<RpcAnswer> {
    this.assertConfigured();
    const params: Record<string, string> = {
      Action: action, Version: '2019-03-07', Format: 'JSON', AccessKeyId: this.env.ALIYUN_ACCESS_KEY_ID!,
      SignatureMethod: 'HMAC-SHA1', SignatureVersion: '1.0', SignatureNonce: randomUUID(),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'), SceneId: this.env.ALIYUN_FACE_SCENE_ID!, ...extra,
    };
    const query = new URLSearchParams({ ...params, Signature: signRpc(params, this.env.ALIYUN_ACCESS_KEY_SECRET!) });
    const endpoint = this.env.ALIYUN_CLOUDAUTH_ENDPOINT ?? 'https://cloudauth.aliyuncs.com';
    const res = await this.fetchFn(`${endpoint}/?${query}`, { signal: AbortSignal.timeout(10_000) });
    const body = await res.json() as RpcAnswer;
    if (!res.ok || body.Code !== '200') throw new Error(`aliyun ${action}: ${body.Code ?? res.status} ${body.Message ?? ''}`.trim());
    return body;
  }

  async initFace(who: FaceIdentity): Promise<FaceSession> {
    const body = await this.call('InitFaceVerify', {
      ProductCode: 'ID_PRO', OuterOrderNo: randomUUID().replace(/-/g, ''), CertType: 'IDENTITY_CARD',
      CertName: who.realName, CertNo: who.idNumber.toUpperCase(), ReturnUrl: this.env.ALIYUN_FACE_RETURN_URL!,
    });
    const certifyId = body.ResultObject?.CertifyId;
    const url = body.ResultObject?.CertifyUrl;
    if (!certifyId || !url) throw new Error('aliyun InitFaceVerify: no CertifyId/CertifyUrl in the answer');
    this.started.set(certifyId, who);
    return { certifyId, url };
  }

  async queryFace(certifyId: string, userId: number): Promise<FaceResult> {
    if (this.started.get(certifyId)?.userId !== userId) return 'unknown';
    const body = await this.call('DescribeFaceVerify', { CertifyId: certifyId });
    return body.ResultObject?.Passed === 'T' ? 'passed' : 'failed';
  }

  async confirmDemoFace(): Promise<boolean> {
    return false;
  }

  async identityOf(certifyId: string, userId: number) {
    const who = this.started.get(certifyId);
    if (who?.userId !== userId || (await this.queryFace(certifyId, userId)) !== 'passed') return undefined;
    return { realName: who.realName, idNumber: who.idNumber };
  }
}
