import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bioText, countText, customIdOf, EMPTY_BIO_TEXT, profileLoadOf } from './profile-load';

describe('anchor profile page', () => {
  it('[AN-5] an empty bio reads 这个人很懒，还没有设置个性签名', () => {
    expect(bioText('')).toBe(EMPTY_BIO_TEXT);
    expect(bioText('  ')).toBe(EMPTY_BIO_TEXT);
    expect(bioText('看球')).toBe('看球');
  });

  it('[AN-5] 40007 and a bad id are the unknown anchor; other failures can be retried', () => {
    expect(profileLoadOf({ ok: false, code: 40007, msg: '主播不存在' })).toEqual({ kind: 'unknown' });
    expect(profileLoadOf({ ok: false, code: 40001, msg: 'x' })).toEqual({ kind: 'unknown' });
    expect(profileLoadOf({ ok: false, msg: '网络错误' })).toEqual({ kind: 'failed', msg: '网络错误' });
  });

  it('customId must be a positive whole number', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => { expect(customIdOf(String(n))).toBe(n); }));
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '1e3', '99999999999999999']) expect(customIdOf(bad)).toBeUndefined();
  });

  it('counts: unknown is —; 万 from 10,000 (SPEC.md §9)', () => {
    expect([countText(null), countText(0), countText(9999), countText(12_345)]).toEqual(['—', '0', '9999', '1.2万']);
  });
});
