// Uploads on local disk (UPLOAD_DIR, default DATA_DIR/uploads): <dir>/<first two hex>/<key>, written to a
// temporary name and renamed, so a reader never sees half a file and two writers of the same bytes both succeed.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadStorage } from './upload-storage';
import { contentTypeOfKey, isUploadKey, uploadKeyOf } from './upload-storage';
import { CONTENT_TYPE } from './image-kind';

export function diskUploadStorage(dir: string): UploadStorage {
  const pathOf = (key: string) => join(dir, key.slice(0, 2), key);
  const exists = async (key: string) => {
    try {
      return (await stat(pathOf(key))).isFile();
    } catch {
      return false;
    }
  };
  /** Writes `key` once, through a temporary name beside it. */
  const place = async (key: string, write: (temp: string) => Promise<void>) => {
    if (await exists(key)) return;
    await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
    const temp = join(dir, key.slice(0, 2), `.${key}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await write(temp);
      await rename(temp, pathOf(key));
    } finally {
      await rm(temp, { force: true });
    }
  };
  return {
    name: `disk ${dir}`,
    async put(bytes, kind) {
      const key = uploadKeyOf(bytes, kind);
      await place(key, (temp) => writeFile(temp, bytes, { flag: 'wx' }));
      return { key, contentType: CONTENT_TYPE[kind], size: bytes.byteLength };
    },
    async putFile(path, kind, key) {
      if (!isUploadKey(key) || !key.endsWith(`.${kind}`)) throw new Error(`not an upload key of a ${kind}: ${key}`);
      await place(key, (temp) => copyFile(path, temp, constants.COPYFILE_EXCL));
      return { key, contentType: CONTENT_TYPE[kind], size: (await stat(pathOf(key))).size };
    },
    async get(key) {
      if (!isUploadKey(key)) return undefined;
      try {
        return { bytes: new Uint8Array(await readFile(pathOf(key))), contentType: contentTypeOfKey(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async has(key) {
      return isUploadKey(key) && exists(key);
    },
    async delete(key) {
      if (isUploadKey(key)) await rm(pathOf(key), { force: true });
    },
  };
}
