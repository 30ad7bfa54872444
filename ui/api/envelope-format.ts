// The envelope's shape and the parts its ciphers share (envelope-decrypt.ts says the format and opens it).
import type { ClientKey as ContractClientKey } from '../../contract';

/** The keys of GET /v1/common/clientKey (contract/general.ts): base64 of the 32-byte AES and HMAC keys. */
export type ClientKey = Pick<ContractClientKey, 'encKey' | 'macKey'>;

export type OpenResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly reason: 'format' | 'tag' | 'decrypt' };

export interface OpenerHooks {
  /** Called right before a decryption: lets tests prove that a bad tag never gets this far. */
  readonly beforeDecrypt?: () => void;
}

/** One cipher's part of an opener: the envelope's bytes, already checked for their shape, opened. */
export interface EnvelopeCipher {
  /** Checks the tag over `iv ‖ ciphertext`; only if it matches calls `beforeDecrypt` and decrypts. */
  openChecked(bytes: Uint8Array<ArrayBuffer>, hooks: OpenerHooks): Promise<OpenResult>;
}

export type CipherFactory = (key: ClientKey) => EnvelopeCipher;

export const IV_BYTES = 16;
export const TAG_BYTES = 32;

/** The bytes of base64 `sealed` (the caller has checked it is base64). */
export function fromBase64(sealed: string): Uint8Array<ArrayBuffer> {
  const text = atob(sealed);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
