// Where uploads are kept (STYLE.md 6: one small interface, one contract suite, upload-storage.contract.ts). Names
// are content-addressed — the SHA-256 of the bytes and the kind the bytes are (image-kind.ts) — so the same
// picture is stored once, a name never changes what it points to (served as immutable), and nothing a user sent
// (their file name) reaches the file system. Local disk today (disk-storage.ts); an object-storage client can
// implement the same interface later.
import { createHash } from 'node:crypto';
import { UPLOAD_KEY_PATTERN, UPLOAD_URL_PREFIX } from '../../contract/upload-limits';
import type { ImageKind } from './image-kind';
import { CONTENT_TYPE } from './image-kind';

export interface StoredUpload {
  /** <sha-256 hex>.<png|jpg> */
  readonly key: string;
  readonly contentType: string;
  readonly size: number;
}

export interface UploadStorage {
  readonly name: string;
  /** Stores the bytes (once: the same bytes again answer the same key). */
  put(bytes: Uint8Array, kind: ImageKind): Promise<StoredUpload>;
  /** The bytes under `key`; undefined when there are none or `key` is not a key. */
  get(key: string): Promise<{ readonly bytes: Uint8Array; readonly contentType: string } | undefined>;
  has(key: string): Promise<boolean>;
}

const KEY = new RegExp(UPLOAD_KEY_PATTERN);

export const isUploadKey = (key: string): boolean => KEY.test(key);

export function uploadKeyOf(bytes: Uint8Array, kind: ImageKind): string {
  return `${createHash('sha256').update(bytes).digest('hex')}.${kind}`;
}

export const contentTypeOfKey = (key: string): string => CONTENT_TYPE[key.endsWith('.png') ? 'png' : 'jpg'];

/** The URL an upload is served at, on our origin (server/uploads/upload-files.ts). */
export const uploadUrl = (key: string): string => `${UPLOAD_URL_PREFIX}${key}`;

/** The key of one of our upload URLs, or undefined. */
export function keyOfUploadUrl(url: string): string | undefined {
  if (!url.startsWith(UPLOAD_URL_PREFIX)) return undefined;
  const key = url.slice(UPLOAD_URL_PREFIX.length);
  return isUploadKey(key) ? key : undefined;
}

/** In memory, for tests of the routes alone. */
export function memoryUploadStorage(): UploadStorage {
  const files = new Map<string, Uint8Array>();
  return {
    name: 'memory',
    async put(bytes, kind) {
      const key = uploadKeyOf(bytes, kind);
      if (!files.has(key)) files.set(key, Uint8Array.from(bytes));
      return { key, contentType: CONTENT_TYPE[kind], size: bytes.byteLength };
    },
    async get(key) {
      const bytes = isUploadKey(key) ? files.get(key) : undefined;
      return bytes && { bytes, contentType: contentTypeOfKey(key) };
    },
    async has(key) {
      return isUploadKey(key) && files.has(key);
    },
  };
}

/** One of our upload URLs whose file is stored (a cover, a proof image). */
export async function isStoredUpload(storage: UploadStorage, url: string): Promise<boolean> {
  const key = keyOfUploadUrl(url);
  return key !== undefined && storage.has(key);
}
