// Opens the data field of the response envelope [HT-2] (format v1, server/api/envelope.ts):
//   data = base64(iv[16] ‖ ciphertext ‖ tag[32]), tag = HMAC-SHA256(macKey, iv ‖ ciphertext),
//   ciphertext = AES-256-CBC/PKCS7(encKey, iv, UTF-8 JSON).
// The tag is checked first, in constant time, and nothing is decrypted unless it matches (encrypt-then-MAC).
// crypto-js, because it runs in every browser and in Node alike — its core and the four parts used here only: the
// whole library is a third of the page's start-up script to evaluate, most of it ciphers and hashes never used
// (issue #4 §4, long tasks at start-up).
import CryptoJS from 'crypto-js/core';
import 'crypto-js/enc-base64';
import 'crypto-js/enc-utf8';
import 'crypto-js/hmac-sha256';
import 'crypto-js/aes';
import type { ClientKey as ContractClientKey } from '../../contract';

/** The keys of GET /v1/common/clientKey (contract/general.ts): base64 of the 32-byte AES and HMAC keys. */
export type ClientKey = Pick<ContractClientKey, 'encKey' | 'macKey'>;

export type OpenResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly reason: 'format' | 'tag' | 'decrypt' };

export interface EnvelopeOpener {
  open(sealed: string): OpenResult;
  /** The same from raw bytes (tests flip bits here without re-encoding base64). */
  openBytes(bytes: Uint8Array): OpenResult;
}

type WordArray = CryptoJS.lib.WordArray;

const IV_WORDS = 4; // 16 bytes
const TAG_WORDS = 8; // 32 bytes
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export interface OpenerHooks {
  /** Called right before a decryption: lets tests prove that a bad tag never gets this far. */
  readonly beforeDecrypt?: () => void;
}

export function createEnvelopeOpener(key: ClientKey, hooks: OpenerHooks = {}): EnvelopeOpener {
  const encKey = CryptoJS.enc.Base64.parse(key.encKey);
  const hmac = CryptoJS.algo.HMAC.create(CryptoJS.algo.SHA256, CryptoJS.enc.Base64.parse(key.macKey));

  function openWords(all: WordArray): OpenResult {
    const bytes = all.sigBytes;
    // iv + at least one AES block + tag, the ciphertext a whole number of blocks; whole words throughout.
    if (bytes < 64 || (bytes - 48) % 16 !== 0) return { ok: false, reason: 'format' };
    const words = all.words;
    const total = bytes / 4;
    const body = CryptoJS.lib.WordArray.create(words.slice(0, total - TAG_WORDS), bytes - 32);
    hmac.reset();
    const expected = hmac.finalize(body).words;
    let diff = 0;
    for (let i = 0; i < TAG_WORDS; i++) diff |= expected[i] ^ words[total - TAG_WORDS + i];
    if (diff !== 0) return { ok: false, reason: 'tag' };
    hooks.beforeDecrypt?.();
    try {
      const iv = CryptoJS.lib.WordArray.create(words.slice(0, IV_WORDS), 16);
      const ciphertext = CryptoJS.lib.WordArray.create(words.slice(IV_WORDS, total - TAG_WORDS), bytes - 48);
      const plain = CryptoJS.AES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), encKey,
        { iv, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 });
      return { ok: true, value: JSON.parse(plain.toString(CryptoJS.enc.Utf8)) };
    } catch {
      return { ok: false, reason: 'decrypt' };
    }
  }

  return {
    open(sealed) {
      if (typeof sealed !== 'string' || !BASE64.test(sealed) || sealed.length % 4 !== 0) return { ok: false, reason: 'format' };
      return openWords(CryptoJS.enc.Base64.parse(sealed));
    },
    openBytes(bytes) {
      if (bytes.length % 4 !== 0) return { ok: false, reason: 'format' };
      const words: number[] = [];
      for (let i = 0; i < bytes.length; i += 4) words.push(((bytes[i] << 24) | (bytes[i + 1] << 16) | (bytes[i + 2] << 8) | bytes[i + 3]) | 0);
      return openWords(CryptoJS.lib.WordArray.create(words, bytes.length));
    },
  };
}
