// What an upload really is, by its first bytes [FB-3] (contract/upload-limits.ts imageKindOf, which the page asks
// too): a PNG or a JPEG. The file's name and the Content-Type the browser sent are never asked: a script named
// a.png is refused, a JPEG named a.txt is a JPEG.
import type { ImageKind } from '../../contract/upload-limits';

export type { ImageKind } from '../../contract/upload-limits';
export { imageKindOf } from '../../contract/upload-limits';

export const CONTENT_TYPE: Readonly<Record<ImageKind, string>> = { png: 'image/png', jpg: 'image/jpeg' };
