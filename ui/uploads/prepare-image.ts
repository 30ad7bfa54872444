// A picked file made ready to upload [FB-3] [FB-4]: refused unless its bytes are a jpg or png (the server checks
// the same, contract/upload-limits.ts imageKindOf), compressed by compression-plan.ts's plan with
// createImageBitmap and a canvas (JPEG out), refused when still over 10 MB.
import { API_MESSAGE } from '../../contract/codes';
import { imageKindOf, UPLOAD_MAX_FILE_BYTES } from '../../contract/upload-limits';
import { compressionPlan, scaledSize } from './compression-plan';

export type PreparedImage =
  | { readonly ok: true; readonly blob: Blob; readonly name: string }
  | { readonly ok: false; readonly msg: string };

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'image'}.jpg`;

async function encodeJpeg(file: Blob, quality: number, maxDimension: number | undefined): Promise<Blob | undefined> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height, maxDimension);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.fillStyle = '#fff'; // a PNG's transparency becomes white, not JPEG's black
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob | undefined>((resolve) => canvas.toBlob((b) => resolve(b ?? undefined), 'image/jpeg', quality));
  } finally {
    bitmap.close();
  }
}

export async function prepareImage(file: File): Promise<PreparedImage> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!imageKindOf(head)) return { ok: false, msg: API_MESSAGE.uploadNotImage };
  const plan = compressionPlan(file.size);
  let blob: Blob = file;
  let name = file.name;
  if (plan.kind === 'jpeg') {
    const encoded = await encodeJpeg(file, plan.quality, plan.maxDimension).catch(() => undefined);
    if (!encoded) return { ok: false, msg: API_MESSAGE.uploadNotImage }; // the bytes start right but do not decode
    blob = encoded;
    name = jpegName(file.name);
  }
  if (blob.size > UPLOAD_MAX_FILE_BYTES) return { ok: false, msg: API_MESSAGE.uploadTooLarge };
  return { ok: true, blob, name };
}
