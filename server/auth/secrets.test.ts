import { describe, expect, it } from 'vitest';
import { consoleSmsProvider } from './console-sms';
import { deriveKeys } from './secrets';

describe('key material', () => {
  it('derives a distinct 32-byte key per purpose, the same from the same master', () => {
    const k = deriveKeys(Buffer.alloc(32, 9));
    const all = [k.envelopeEnc, k.envelopeMac, k.accessToken, k.seal, k.smsCode].map((b) => b.toString('hex'));
    expect(new Set(all).size).toBe(5);
    expect(all.every((h) => h.length === 64)).toBe(true);
    expect(deriveKeys(Buffer.alloc(32, 9)).seal.equals(k.seal)).toBe(true);
  });

  it('the console SMS provider writes the code to the server log', async () => {
    const lines: string[] = [];
    await consoleSmsProvider((l) => lines.push(l)).send({ nationalCode: '86', phone: '13800000001', scene: 'login', code: '123456', validMinutes: 10 });
    expect(lines).toEqual(['[sms] +86 13800000001 登录验证码 123456（10分钟内有效）']);
  });
});
