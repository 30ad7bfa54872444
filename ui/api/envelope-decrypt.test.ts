// The envelope opener's contract [HT-2], run against each cipher behind it (and the one the environment picks).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CipherFactory } from './envelope-decrypt';
import { createEnvelopeOpener } from './envelope-decrypt';
import { cryptoJsCipher } from './envelope-crypto-js';
import { webCryptoCipher } from './envelope-web-crypto';
import { newTestKey, sealForTest } from './test-support/fake-api';

const key = newTestKey();
const clientKey = { encKey: key.encKey.toString('base64'), macKey: key.macKey.toString('base64') };

describe.each<[string, CipherFactory | undefined]>([
  ['Web Crypto', webCryptoCipher],
  ['crypto-js', cryptoJsCipher],
  ['the environment\'s cipher', undefined],
])('envelope data (%s)', (_name, cipher) => {
  it('[HT-2] opens what the server format seals: any JSON value, UTF-8 included', async () => {
    const opener = createEnvelopeOpener(clientKey, {}, cipher);
    await fc.assert(fc.asyncProperty(fc.jsonValue(), async (value) => {
      const opened = await opener.open(sealForTest(value, key));
      expect(opened).toEqual({ ok: true, value: JSON.parse(JSON.stringify(value)) });
    }), { numRuns: 300 });
    expect(await opener.open(sealForTest({ nickname: '球评老张<b>' }, key))).toEqual({ ok: true, value: { nickname: '球评老张<b>' } });
  });

  it('[HT-2] refuses a bad tag, another key, truncation and garbage — without decrypting', async () => {
    let decrypts = 0;
    const opener = createEnvelopeOpener(clientKey, { beforeDecrypt: () => { decrypts++; } }, cipher);
    const sealed = Buffer.from(sealForTest({ a: 1 }, key), 'base64');
    const flipped = Buffer.from(sealed);
    flipped[20] ^= 0x10;
    expect(await opener.open(flipped.toString('base64'))).toEqual({ ok: false, reason: 'tag' });
    expect(await opener.open(sealForTest({ a: 1 }, newTestKey()))).toEqual({ ok: false, reason: 'tag' });
    const long = Buffer.from(sealForTest({ a: 'x'.repeat(40) }, key), 'base64');
    expect(await opener.open(long.subarray(0, long.length - 16).toString('base64'))).toEqual({ ok: false, reason: 'tag' });
    expect(await opener.open(sealed.subarray(0, 48).toString('base64'))).toEqual({ ok: false, reason: 'format' });
    for (const junk of ['', 'not base64!', 'AAAA', '{"a":1}']) expect((await opener.open(junk)).ok).toBe(false);
    expect(decrypts).toBe(0);
  });

  it('[HT-2] property: any single-bit flip of a sealed value is refused before decryption', async () => {
    let decrypts = 0;
    const opener = createEnvelopeOpener(clientKey, { beforeDecrypt: () => { decrypts++; } }, cipher);
    await fc.assert(fc.asyncProperty(fc.jsonValue({ maxDepth: 2 }), fc.nat(), async (value, at) => {
      const bytes = new Uint8Array(Buffer.from(sealForTest(value, key), 'base64'));
      const bit = at % (bytes.length * 8);
      bytes[bit >> 3] ^= 1 << (bit & 7);
      expect((await opener.openBytes(bytes)).ok).toBe(false);
    }), { numRuns: 500 });
    expect(decrypts).toBe(0);
  });
});
