// Opens the data field of the response envelope [HT-2] (format v1, server/api/envelope.ts):
//   data = base64(iv[16] ‖ ciphertext ‖ tag[32]), tag = HMAC-SHA256(macKey, iv ‖ ciphertext),
//   ciphertext = AES-256-CBC/PKCS7(encKey, iv, UTF-8 JSON).
// The tag is checked first, in constant time, and nothing is decrypted unless it matches (encrypt-then-MAC).
// Two ciphers behind one opener: the browser's Web Crypto (envelope-web-crypto.ts: native, off the main thread —
// crypto-js took 10–30 ms of a page's main thread per answer as it opened), and crypto-js
// (envelope-crypto-js.ts) where Web Crypto is not there — a page served over plain HTTP from another host is not a
// secure context — loaded only then. Both pass the same contract (envelope-decrypt.test.ts).
import { webCryptoCipher } from './envelope-web-crypto';
import type { CipherFactory, ClientKey, EnvelopeCipher, OpenerHooks, OpenResult } from './envelope-format';
import { fromBase64, IV_BYTES, TAG_BYTES } from './envelope-format';

export type { CipherFactory, ClientKey, EnvelopeCipher, OpenerHooks, OpenResult } from './envelope-format';

export interface EnvelopeOpener {
  open(sealed: string): Promise<OpenResult>;
  /** The same from raw bytes (tests flip bits here without re-encoding base64). */
  openBytes(bytes: Uint8Array): Promise<OpenResult>;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const FORMAT: OpenResult = { ok: false, reason: 'format' };

/** iv + at least one AES block + tag, the ciphertext a whole number of blocks. */
const wellFormed = (length: number) => length >= IV_BYTES + 16 + TAG_BYTES && (length - IV_BYTES - TAG_BYTES) % 16 === 0;

/** The cipher this environment has: Web Crypto where there is one, else crypto-js (loaded on first use). */
async function defaultCipher(key: ClientKey): Promise<EnvelopeCipher> {
  if (globalThis.crypto?.subtle) return webCryptoCipher(key);
  return (await import('./envelope-crypto-js')).cryptoJsCipher(key);
}

/** An opener over `cipher` (a test names one; the product takes the environment's). */
export function createEnvelopeOpener(key: ClientKey, hooks: OpenerHooks = {}, cipher?: CipherFactory): EnvelopeOpener {
  let made: Promise<EnvelopeCipher> | undefined;
  const ready = () => (made ??= cipher ? Promise.resolve(cipher(key)) : defaultCipher(key));
  const openChecked = async (bytes: Uint8Array<ArrayBuffer>): Promise<OpenResult> => (wellFormed(bytes.length) ? (await ready()).openChecked(bytes, hooks) : FORMAT);
  return {
    open(sealed) {
      if (typeof sealed !== 'string' || !BASE64.test(sealed) || sealed.length % 4 !== 0) return Promise.resolve(FORMAT);
      return openChecked(fromBase64(sealed));
    },
    // Web Crypto reads views of an ArrayBuffer only: a view of anything else is copied first.
    openBytes: (bytes) => openChecked(bytes.buffer instanceof ArrayBuffer ? bytes as Uint8Array<ArrayBuffer> : new Uint8Array(bytes)),
  };
}
