// 上传封面 on /anchorStart: one jpg/png through the upload call (ui/uploads/: checked by its bytes, compressed
// [FB-4], ≤ 10 MB [FB-3]); the stored URL becomes the draft's coverPicture, shown as a tile of its own.
import { useId, useState } from 'react';
import { UPLOAD_ACCEPT } from '../../../contract/upload-limits';
import { useAccounts } from '../../accounts/use-accounts';
import { uploadImages } from '../../uploads/upload-images';
import start from './anchor-start.module.css';
import styles from './cover-upload.module.css';

/** The uploaded cover as a choosable tile, showing the picture itself. */
export function UploadedCoverTile({ url, chosen, name, onChoose }: { readonly url: string; readonly chosen: boolean; readonly name: string; readonly onChoose: () => void }) {
  return (
    <label className={`${start.cover} ${styles.uploaded} ${chosen ? start.coverChosen : ''}`}>
      <img src={url} alt="已上传的封面" className={styles.image} />
      <input type="radio" name={name} value={url} checked={chosen} onChange={onChoose} className={start.coverRadio} />
      <span className={styles.caption}>我的封面</span>
    </label>
  );
}

export function CoverUploadTile({ onUploaded }: { readonly onUploaded: (url: string) => void }) {
  const accounts = useAccounts();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    const stored = await uploadImages(accounts.api, accounts.toast, [file]);
    setBusy(false);
    if (stored?.[0]) onUploaded(stored[0].url);
  };
  return (
    <>
      <input id={id} type="file" accept={UPLOAD_ACCEPT} className={styles.input} disabled={busy} data-testid="cover-input"
        onChange={(e) => { const file = e.target.files?.[0]; e.target.value = ''; void pick(file); }} />
      <label htmlFor={id} className={`${start.cover} ${styles.add}`} aria-busy={busy}>
        <span className={styles.plus} aria-hidden="true">+</span>
        <span>{busy ? '上传中…' : '上传封面'}</span>
      </label>
    </>
  );
}
