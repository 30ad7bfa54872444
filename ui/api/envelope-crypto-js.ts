// The envelope's cipher in crypto-js (envelope-decrypt.ts says the format), for a page without Web Crypto (not a
// secure context): its core and the four parts used here only, loaded only then. The tag is compared in constant
// time before anything is decrypted.
import CryptoJS from 'crypto-js/core';
import 'crypto-js/enc-base64';
import 'crypto-js/enc-utf8';
import 'crypto-js/hmac-sha256';
import 'crypto-js/aes';
import type { ClientKey, EnvelopeCipher, OpenResult } from './envelope-format';
import { IV_BYTES, TAG_BYTES } from './envelope-format';

const IV_WORDS = IV_BYTES / 4;
const TAG_WORDS = TAG_BYTES / 4;

/** Big-endian words of `bytes` (a whole number of words: the envelope's shape is checked before). */
function wordsOf(bytes: Uint8Array): number[] {
  const words: number[] = [];
  for (let i = 0; i < bytes.length; i += 4) words.push(((bytes[i] << 24) | (bytes[i + 1] << 16) | (bytes[i + 2] << 8) | bytes[i + 3]) | 0);
  return words;
}

export function cryptoJsCipher(key: ClientKey): EnvelopeCipher {
  const encKey = CryptoJS.enc.Base64.parse(key.encKey);
  const hmac = CryptoJS.algo.HMAC.create(CryptoJS.algo.SHA256, CryptoJS.enc.Base64.parse(key.macKey));
  return {
    openChecked(bytes, hooks): Promise<OpenResult> {
      const words = wordsOf(bytes);
      const total = words.length;
      const body = CryptoJS.lib.WordArray.create(words.slice(0, total - TAG_WORDS), bytes.length - TAG_BYTES);
      hmac.reset();
      const expected = hmac.finalize(body).words;
      let diff = 0;
      for (let i = 0; i < TAG_WORDS; i++) diff |= expected[i] ^ words[total - TAG_WORDS + i];
      if (diff !== 0) return Promise.resolve({ ok: false, reason: 'tag' });
      hooks.beforeDecrypt?.();
      try {
        const iv = CryptoJS.lib.WordArray.create(words.slice(0, IV_WORDS), IV_BYTES);
        const ciphertext = CryptoJS.lib.WordArray.create(words.slice(IV_WORDS, total - TAG_WORDS), bytes.length - IV_BYTES - TAG_BYTES);
        const plain = CryptoJS.AES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), encKey,
          { iv, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 });
        return Promise.resolve({ ok: true, value: JSON.parse(plain.toString(CryptoJS.enc.Utf8)) });
      } catch {
        return Promise.resolve({ ok: false, reason: 'decrypt' });
      }
    },
  };
}
