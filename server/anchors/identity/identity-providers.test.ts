// The identity providers (issue #14): the demo's offline face step, and the Aliyun client — refusing clearly
// without credentials, and speaking Aliyun's RPC shape (signed query, CertifyId/CertifyUrl, Passed 'T') with them.
import { describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../../engine/time';
import { AliyunIdentityProvider, signRpc } from './aliyun-identity';
import { createDemoIdentityProvider } from './demo-identity';
import { identityProviderFromEnv } from './identity-from-env';
import { IdentityNotConfiguredError } from './identity-provider';

const WHO = { realName: '张三', idNumber: '11010519491231002x', userId: 7 };

describe('demo identity provider', () => {
  it('pending until the user confirms the face step, then passed for that user only; sessions expire', async () => {
    const clock = new ManualScheduler(0);
    const p = createDemoIdentityProvider(clock);
    const s = await p.initFace(WHO);
    expect(s.url).toBe(`/anchorCertification?certifyId=${s.certifyId}`);
    expect(await p.queryFace(s.certifyId, 7)).toBe('pending');
    expect(await p.identityOf(s.certifyId, 7)).toBeUndefined();
    expect(await p.confirmDemoFace(s.certifyId, 8)).toBe(false);
    expect(await p.confirmDemoFace(s.certifyId, 7)).toBe(true);
    expect(await p.queryFace(s.certifyId, 7)).toBe('passed');
    expect(await p.identityOf(s.certifyId, 7)).toEqual({ realName: '张三', idNumber: '11010519491231002X' });
    clock.advance(31 * 60_000);
    expect(await p.queryFace(s.certifyId, 7)).toBe('unknown');
    await expect(p.initFace({ ...WHO, idNumber: '110105194912310021' })).rejects.toThrow(/invalid/);
  });
});

describe('Aliyun identity provider', () => {
  it('without credentials: a clear "not configured" error at start-up and on every call', async () => {
    expect(() => identityProviderFromEnv({ IDENTITY_PROVIDER: 'aliyun' }, new ManualScheduler(0))).toThrow(IdentityNotConfiguredError);
    expect(() => identityProviderFromEnv({ IDENTITY_PROVIDER: 'aliyun' }, new ManualScheduler(0)))
      .toThrow(/not configured: set ALIYUN_ACCESS_KEY_ID, ALIYUN_ACCESS_KEY_SECRET, ALIYUN_FACE_SCENE_ID, ALIYUN_FACE_RETURN_URL/);
    await expect(new AliyunIdentityProvider({}).initFace(WHO)).rejects.toThrow(IdentityNotConfiguredError);
    expect(() => identityProviderFromEnv({ IDENTITY_PROVIDER: 'other' }, new ManualScheduler(0))).toThrow(/'demo' or 'aliyun'/);
    expect(identityProviderFromEnv({}, new ManualScheduler(0)).name).toBe('demo');
  });

  it('with credentials: signed InitFaceVerify and DescribeFaceVerify requests; Passed T is passed', async () => {
    const asked: URL[] = [];
    const answers = [
      { Code: '200', ResultObject: { CertifyId: 'c-1', CertifyUrl: 'https://h5.aliyun.example/face?c-1' } },
      { Code: '200', ResultObject: { Passed: 'T' } },
    ];
    const fetchFn = (async (url: string) => {
      asked.push(new URL(url));
      return new Response(JSON.stringify(answers.shift()), { status: 200 });
    }) as unknown as typeof fetch;
    const p = new AliyunIdentityProvider({
      ALIYUN_ACCESS_KEY_ID: 'id', ALIYUN_ACCESS_KEY_SECRET: 'secret', ALIYUN_FACE_SCENE_ID: '1000', ALIYUN_FACE_RETURN_URL: 'https://qiusai.example/anchorCertification',
    }, fetchFn);
    expect(await p.initFace(WHO)).toEqual({ certifyId: 'c-1', url: 'https://h5.aliyun.example/face?c-1' });
    const init = Object.fromEntries(asked[0].searchParams);
    expect(init).toMatchObject({ Action: 'InitFaceVerify', CertName: '张三', CertNo: '11010519491231002X', SceneId: '1000', ProductCode: 'ID_PRO' });
    const { Signature, ...signed } = init;
    expect(Signature).toBe(signRpc(signed, 'secret'));
    expect(await p.queryFace('c-1', 8)).toBe('unknown'); // another user's session
    expect(await p.queryFace('c-1', 7)).toBe('passed');
    expect(Object.fromEntries(asked[1].searchParams)).toMatchObject({ Action: 'DescribeFaceVerify', CertifyId: 'c-1' });
  });
});
