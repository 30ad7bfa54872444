// The proof images of a feedback or complaint [FB-3]: up to 6 thumbnails (served back from our origin) with 删除,
// and a 上传图片 tile opening a file picker for jpg/png (the server decides by the bytes, prepare-image.ts first).
import { useId, useState } from 'react';
import type { UploadedFile } from '../../../contract/feedback';
import { UPLOAD_ACCEPT, UPLOAD_MAX_FILES } from '../../../contract/upload-limits';
import { useAccounts } from '../../accounts/use-accounts';
import { uploadImages } from '../../uploads/upload-images';
import styles from './feedback-dialog.module.css';

export function ImagePicker({ images, onChange }: { readonly images: readonly UploadedFile[]; readonly onChange: (next: readonly UploadedFile[]) => void }) {
  const accounts = useAccounts();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const pick = async (files: readonly File[]) => {
    setBusy(true);
    const added = await uploadImages(accounts.api, accounts.toast, files, images.length);
    setBusy(false);
    if (added) onChange([...images, ...added]);
  };
  return (
    <div className={styles.images}>
      <ul className={styles.thumbs} aria-label="已上传图片">
        {images.map((image, i) => (
          <li key={`${image.url}-${i}`} className={styles.thumb}>
            <img src={image.url} alt={image.name} className={styles.thumbImage} />
            <button type="button" className={styles.remove} aria-label={`删除${image.name}`} onClick={() => onChange(images.filter((_, j) => j !== i))}>×</button>
          </li>
        ))}
        {images.length < UPLOAD_MAX_FILES && (
          <li className={styles.thumb}>
            <label htmlFor={id} className={styles.add} aria-busy={busy}>
              <span className={styles.plus} aria-hidden="true">+</span>
              <span>{busy ? '上传中…' : '上传图片'}</span>
            </label>
            <input
              id={id} type="file" multiple accept={UPLOAD_ACCEPT} className={styles.fileInput} disabled={busy} data-testid="proof-input"
              onChange={(e) => { const files = [...(e.target.files ?? [])]; e.target.value = ''; void pick(files); }}
            />
          </li>
        )}
      </ul>
      <p className={styles.hint}>支持jpg、png格式，单张不超过10M，最多{UPLOAD_MAX_FILES}张（{images.length}/{UPLOAD_MAX_FILES}）</p>
    </div>
  );
}
