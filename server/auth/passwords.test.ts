import { describe, expect, it } from 'vitest';
import { burnPasswordTime, decodeBase64Password, hashPassword, passwordProblem, verifyPassword } from './passwords';

const cheap = { N: 1024, r: 8, p: 1 };

describe('passwords', () => {
  it('hash with scrypt and a random salt; verify only the same password', async () => {
    const a = await hashPassword('abc12345', cheap);
    const b = await hashPassword('abc12345', cheap);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('abc12345', a)).toBe(true);
    expect(await verifyPassword('abc12346', a)).toBe(false);
    expect(await verifyPassword('abc12345', 'md5$whatever')).toBe(false);
    await burnPasswordTime(cheap);
  });

  it('[AU-4] the login password arrives base64-encoded UTF-8', () => {
    expect(decodeBase64Password(Buffer.from('密码abc123').toString('base64'))).toBe('密码abc123');
    expect(decodeBase64Password('not base64!')).toBeUndefined();
    expect(decodeBase64Password('/w==')).toBeUndefined(); // 0xff is not UTF-8
  });

  it('new passwords need 8–64 characters with letters and digits (SPEC.md §5 hint, enforced)', () => {
    expect(passwordProblem('abcd1234')).toBeUndefined();
    for (const bad of ['abc123', 'abcdefgh', '12345678', `a1${'x'.repeat(63)}`]) expect(passwordProblem(bad)).toBeDefined();
  });
});
