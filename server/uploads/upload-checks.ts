// [FB-3] What an upload may be, decided before anything is stored: 1–6 files, each ≤ 10 MB, each a jpg or png by
// its bytes. Pure: the route reads the body, this decides, the storage keeps.
import { API_CODE, API_MESSAGE } from '../../contract/codes';
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from '../../contract/upload-limits';
import type { ImageKind } from './image-kind';
import { imageKindOf } from './image-kind';
import type { FormFile } from './multipart';

export type UploadVerdict =
  | { readonly ok: true; readonly files: readonly (FormFile & { readonly kind: ImageKind })[] }
  | { readonly ok: false; readonly code: number; readonly msg: string };

const refuse = (code: number, msg: string): UploadVerdict => ({ ok: false, code, msg });

export function checkUpload(files: readonly FormFile[], notFiles: number): UploadVerdict {
  if (files.length + notFiles === 0) return refuse(API_CODE.validation, API_MESSAGE.uploadNone);
  if (files.length + notFiles > UPLOAD_MAX_FILES) return refuse(API_CODE.uploadTooMany, API_MESSAGE.uploadTooMany);
  if (notFiles > 0) return refuse(API_CODE.uploadNotImage, API_MESSAGE.uploadNotImage);
  if (files.some((f) => f.bytes.byteLength > UPLOAD_MAX_FILE_BYTES)) return refuse(API_CODE.uploadTooLarge, API_MESSAGE.uploadTooLarge);
  const typed = files.map((f) => ({ ...f, kind: imageKindOf(f.bytes) }));
  if (typed.some((f) => f.kind === undefined)) return refuse(API_CODE.uploadNotImage, API_MESSAGE.uploadNotImage);
  return { ok: true, files: typed.map((f) => ({ ...f, kind: f.kind! })) };
}

const isControl = (cp: number) => cp < 0x20 || (cp >= 0x7f && cp <= 0x9f);

/** A file name fit to show: no control characters or path, at most 100 characters. */
export function displayName(name: string, kind: ImageKind): string {
  const base = name.split(/[\\/]/).at(-1) ?? '';
  const clean = [...base].filter((c) => !isControl(c.codePointAt(0)!)).slice(0, 100).join('').trim();
  return clean || `image.${kind}`;
}
