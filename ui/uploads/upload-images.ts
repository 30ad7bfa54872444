// The upload call (/v1/file/batch/upload, multipart field `files` [FB-3]) over the page's HTTP client: picked
// files are prepared (prepare-image.ts: checked and compressed [FB-4]) and sent together; refusals are toasted
// (the client toasts the server's, this one its own), a success says 上传成功.
import type { HttpClient } from '../api';
import type { UploadedFile } from '../../contract/feedback';
import { API_MESSAGE } from '../../contract/codes';
import { UPLOAD_FIELD, UPLOAD_MAX_FILES } from '../../contract/upload-limits';
import type { Toaster } from '../components/toast/toast-store';
import { prepareImage } from './prepare-image';

export type { UploadedFile };

/** Uploads `files` when `already + files` stays within 6; the stored files, or undefined when nothing was. */
export async function uploadImages(
  api: Pick<HttpClient, 'postForm'>, toast: Toaster, files: readonly File[], already = 0,
): Promise<readonly UploadedFile[] | undefined> {
  if (files.length === 0) return undefined;
  if (already + files.length > UPLOAD_MAX_FILES) {
    toast.error(API_MESSAGE.uploadTooMany);
    return undefined;
  }
  const prepared = await Promise.all(files.map(prepareImage));
  const refused = prepared.find((p) => !p.ok);
  if (refused && !refused.ok) {
    toast.error(refused.msg);
    return undefined;
  }
  const form = new FormData();
  for (const p of prepared) if (p.ok) form.append(UPLOAD_FIELD, p.blob, p.name);
  const answer = await api.postForm<readonly UploadedFile[]>('/v1/file/batch/upload', form);
  if (!answer.ok) return undefined;
  toast.success(API_MESSAGE.uploadDone);
  return answer.data;
}
