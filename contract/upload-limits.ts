// Uploads, feedback and complaints (SPEC.md §8 "Feedback", §9; RULES.md FB-1 … FB-4): the limits the server holds
// and the page needs too. No TypeBox here: the page imports these values, and this file keeps the schema library
// out of its bundle.

/** [FB-3] at most 6 images per upload (and per feedback or complaint). */
export const UPLOAD_MAX_FILES = 6;
/** [FB-3] each ≤ 10 MB. */
export const UPLOAD_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** SPEC.md §7: the multipart field holding the files. */
export const UPLOAD_FIELD = 'files';
/** [FB-3] what a file input offers: jpg and png only (the server decides by the bytes, not by this). */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';
/** Where an upload is served from, on our origin: /uploads/<sha-256 of the server's re-encode>.<png|jpg>. */
export const UPLOAD_URL_PREFIX = '/uploads/';
export const UPLOAD_KEY_PATTERN = '^[0-9a-f]{64}\\.(png|jpg)$';
export const UPLOAD_URL_PATTERN = '^/uploads/[0-9a-f]{64}\\.(png|jpg)$';
/** [FB-1] [FB-2] SPEC.md §9 text limit. */
export const FEEDBACK_DESC_MAX = 300;
/** SPEC.md §7 /dict/getFromType's type for the complaint reasons. */
export const REPORT_REASON_DICT_TYPE = 'reportReason';

export type ImageKind = 'png' | 'jpg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];
const startsWith = (bytes: Uint8Array, at: number, expected: readonly number[]) =>
  bytes.length >= at + expected.length && expected.every((b, i) => bytes[at + i] === b);

/** [FB-3] What a file is by its first 16 bytes: a PNG (signature, then IHDR) or a JPEG (SOI, then a marker). Never
 *  its name or the type it claims: a script named a.png is no image. The server decides with this; the page
 *  asks it first so a wrong file is refused before it is sent. */
export function imageKindOf(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, 0, PNG_SIGNATURE) && startsWith(bytes, 12, IHDR)) return 'png';
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff && bytes[3] !== 0x00 && bytes[3] !== 0xff) return 'jpg';
  return undefined;
}
