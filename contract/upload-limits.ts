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
/** Where an upload is served from, on our origin: /uploads/<sha-256 of the bytes>.<png|jpg>. */
export const UPLOAD_URL_PREFIX = '/uploads/';
export const UPLOAD_KEY_PATTERN = '^[0-9a-f]{64}\\.(png|jpg)$';
export const UPLOAD_URL_PATTERN = '^/uploads/[0-9a-f]{64}\\.(png|jpg)$';
/** [FB-1] [FB-2] SPEC.md §9 text limit. */
export const FEEDBACK_DESC_MAX = 300;
/** SPEC.md §7 /dict/getFromType's type for the complaint reasons. */
export const REPORT_REASON_DICT_TYPE = 'reportReason';
