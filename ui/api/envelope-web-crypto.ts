// The envelope's cipher in the browser's Web Crypto (envelope-decrypt.ts says the format): HMAC-SHA256 verified
// natively (in constant time) before AES-256-CBC decrypts, PKCS7 padding included; the work runs off the page's
// main thread. The keys are imported once, on the first answer.
import type { ClientKey, EnvelopeCipher, OpenResult } from './envelope-format';
import { fromBase64, IV_BYTES, TAG_BYTES } from './envelope-format';

export function webCryptoCipher(key: ClientKey): EnvelopeCipher {
  const subtle = globalThis.crypto.subtle;
  const keys = Promise.all([
    subtle.importKey('raw', fromBase64(key.encKey), 'AES-CBC', false, ['decrypt']),
    subtle.importKey('raw', fromBase64(key.macKey), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']),
  ]);
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  return {
    async openChecked(bytes, hooks): Promise<OpenResult> {
      const [encKey, macKey] = await keys;
      const body = bytes.subarray(0, bytes.length - TAG_BYTES);
      if (!(await subtle.verify('HMAC', macKey, bytes.subarray(bytes.length - TAG_BYTES), body))) return { ok: false, reason: 'tag' };
      hooks.beforeDecrypt?.();
      try {
        const plain = await subtle.decrypt({ name: 'AES-CBC', iv: bytes.subarray(0, IV_BYTES) }, encKey, body.subarray(IV_BYTES));
        return { ok: true, value: JSON.parse(utf8.decode(plain)) };
      } catch {
        return { ok: false, reason: 'decrypt' };
      }
    },
  };
}
