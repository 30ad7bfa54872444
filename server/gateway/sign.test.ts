import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkSign, makeSign, refusalReason } from './sign';

const NOW = Date.UTC(2025, 2, 15, 7);
const SKEW = 5 * 60_000;
const b64 = (x: unknown) => Buffer.from(JSON.stringify(x)).toString('base64');
const md5 = (s: string) => createHash('md5').update(s).digest('hex');

describe('sign check', () => {
  it('[SK-1] accepts base64(JSON {scope web, timestamp, sign md5(web+timestamp)})', () => {
    expect(checkSign(makeSign(NOW), NOW, SKEW)).toEqual({ ok: true, timestamp: NOW });
    expect(checkSign(b64({ scope: 'web', timestamp: String(NOW), sign: md5(`web${NOW}`).toUpperCase() }), NOW, SKEW).ok).toBe(true);
  });

  it('[SK-1] tolerates a + that arrived as a space and the URL-safe alphabet', () => {
    const sign = makeSign(NOW);
    expect(checkSign(sign.replace(/\+/g, ' '), NOW, SKEW).ok).toBe(true);
    expect(checkSign(sign.replace(/\+/g, '-').replace(/\//g, '_'), NOW, SKEW).ok).toBe(true);
  });

  it.each([
    ['missing', null],
    ['missing', ''],
    ['malformed', '%%%not base64%%%'],
    ['malformed', Buffer.from('not json').toString('base64')],
    ['malformed', b64([1, 2])],
    ['malformed', b64({ scope: 'web', sign: md5('web1') })],
    ['scope', b64({ scope: 'app', timestamp: NOW, sign: md5(`app${NOW}`) })],
    ['mismatch', b64({ scope: 'web', timestamp: NOW, sign: md5(`web${NOW + 1}`) })],
    ['stale', makeSign(NOW - SKEW - 1)],
    ['stale', makeSign(NOW + SKEW + 1)],
  ])('[SK-1] refuses: %s (%s)', (refusal, sign) => {
    const r = checkSign(sign, NOW, SKEW);
    expect(r).toMatchObject({ ok: false, refusal });
    if (!r.ok) expect(refusalReason(r)).toMatch(new RegExp(`^sign ${refusal}: `));
  });

  it('[SK-1] the skew bound is inclusive', () => {
    expect(checkSign(makeSign(NOW - SKEW), NOW, SKEW).ok).toBe(true);
  });
});
