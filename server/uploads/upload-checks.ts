// [FB-3] What an upload's files may be, and the names they are shown under. Pure: the route reads the body
// (multipart.ts), image-encode.ts decodes, this decides.
import { API_CODE, API_MESSAGE } from '../../contract/codes';
import type { Failure } from '../api/errors';
import { fail } from '../api/errors';
import type { EncodeResult } from './image-encode';
import type { ImageKind } from './image-kind';

/** Why an image was not kept, as the uploader is told. */
export function encodeFailure(result: Extract<EncodeResult, { ok: false }>): Failure {
  return result.reason === 'too-many-pixels'
    ? fail(API_CODE.uploadTooManyPixels, API_MESSAGE.uploadTooManyPixels)
    : fail(API_CODE.uploadNotImage, API_MESSAGE.uploadNotImage);
}

const isControl = (cp: number) => cp < 0x20 || (cp >= 0x7f && cp <= 0x9f);
/** Bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069) and the marks
 *  (U+200E, U+200F, U+061C). An override turns `a\u202Egnp.exe.png` into "aexe.png" on screen. */
const isBidiControl = (cp: number) => (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069) || cp === 0x200e || cp === 0x200f || cp === 0x061c;

/** A file name fit to show: no control or bidi characters, no path, at most 100 characters. */
export function displayName(name: string, kind: ImageKind): string {
  const base = name.split(/[\\/]/).at(-1) ?? '';
  const clean = [...base].filter((c) => {
    const cp = c.codePointAt(0)!;
    return !isControl(cp) && !isBidiControl(cp);
  }).slice(0, 100).join('').trim();
  return clean || `image.${kind}`;
}
