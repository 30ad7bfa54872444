import { describe, expect, it } from 'vitest';
import { encodePassword } from './password-encoding';

describe('password encoding', () => {
  it('[AU-4] sends the password base64-encoded', () => {
    expect(encodePassword('abc12345')).toBe('YWJjMTIzNDU=');
    expect(atob(encodePassword('Passw0rd!'))).toBe('Passw0rd!');
  });

  it('[AU-4] encodes UTF-8 first, so non-ASCII passwords reach the server intact', () => {
    const encoded = encodePassword('密码abc123');
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe('密码abc123');
    expect(encoded).toMatch(/^[A-Za-z0-9+/]*={0,2}$/);
  });
});
