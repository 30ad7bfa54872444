// Where uploads are kept (STYLE.md 6: one small interface, one contract suite, upload-storage.contract.ts). Names
// are content-addressed — the SHA-256 of the bytes and the kind the bytes are (image-kind.ts) — so the same
// picture is stored once, a name never changes what it points to (served as immutable), and nothing a user sent
// (their file name) reaches the file system. Local disk today (disk-storage.ts); an object-storage client can
// implement the same interface later. What is stored is always the server's own re-encode (image-encode.ts),
// never the bytes a user sent; who stored what, and when, is in the database (repositories/uploads.ts).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
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
  /** put() for the bytes of the file at `path` (an upload's re-encode), without holding them in memory where the
   *  storage can: `key` is their content address (uploadKeyOfFile). The file is left where it is. */
  putFile(path: string, kind: ImageKind, key: string): Promise<StoredUpload>;
  /** The bytes under `key`; undefined when there are none or `key` is not a key. */
  get(key: string): Promise<{ readonly bytes: Uint8Array; readonly contentType: string } | undefined>;
  has(key: string): Promise<boolean>;
  /** Removes the file under `key` (the sweep of unused uploads); nothing there, or not a key, does nothing. */
  delete(key: string): Promise<void>;
}

const KEY = new RegExp(UPLOAD_KEY_PATTERN);

export const isUploadKey = (key: string): boolean => KEY.test(key);

export function uploadKeyOf(bytes: Uint8Array, kind: ImageKind): string {
  return `${createHash('sha256').update(bytes).digest('hex')}.${kind}`;
}

/** uploadKeyOf for the bytes of a file, read as a stream. */
export async function uploadKeyOfFile(path: string, kind: ImageKind): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return `${hash.digest('hex')}.${kind}`;
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
  const storage: UploadStorage = {
    name: 'memory',
    async put(bytes, kind) {
      const key = uploadKeyOf(bytes, kind);
      if (!files.has(key)) files.set(key, Uint8Array.from(bytes));
      return { key, contentType: CONTENT_TYPE[kind], size: bytes.byteLength };
    },
    async putFile(path, kind) {
      return storage.put(new Uint8Array(await readFile(path)), kind);
    },
    async get(key) {
      const bytes = isUploadKey(key) ? files.get(key) : undefined;
      return bytes && { bytes, contentType: contentTypeOfKey(key) };
    },
    async has(key) {
      return isUploadKey(key) && files.has(key);
    },
    async delete(key) {
      if (isUploadKey(key)) files.delete(key);
    },
  };
  return storage;
}
