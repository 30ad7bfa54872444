// UPLOAD_DIR (default DATA_DIR/uploads, DATA_DIR default .data as everywhere): the local-disk storage.
import { join, resolve } from 'node:path';
import { diskUploadStorage } from './disk-storage';
import type { UploadStorage } from './upload-storage';

export interface UploadEnv {
  readonly DATA_DIR?: string;
  readonly UPLOAD_DIR?: string;
}

export function uploadDirOf(env: UploadEnv): string {
  return resolve(env.UPLOAD_DIR?.trim() || join(env.DATA_DIR?.trim() || '.data', 'uploads'));
}

export const uploadStorageFromEnv = (env: UploadEnv): UploadStorage => diskUploadStorage(uploadDirOf(env));
