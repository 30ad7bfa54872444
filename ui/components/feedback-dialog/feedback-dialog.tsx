// The feedback and complaint dialogs (SPEC.md §2 "Feedback and complaint dialogs"): 意见反馈 — a description
// (required, ≤ 300 [FB-1]) and up to 6 images [FB-3]; 投诉 — reasons from /dict/getFromType {type: reportReason}
// (at least one [FB-2]), an optional description, images; about the platform (the footer) or an account.
import { useEffect, useId, useState } from 'react';
import type { ReportReason, UploadedFile } from '../../../contract/feedback';
import { API_MESSAGE } from '../../../contract/codes';
import { FEEDBACK_DESC_MAX, REPORT_REASON_DICT_TYPE } from '../../../contract/upload-limits';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import { ImagePicker } from './image-picker';
import { complaintProblem, descToSend, feedbackProblem } from './feedback-rules';
import styles from './feedback-dialog.module.css';

export type FeedbackKind =
  | { readonly type: 'feedback' }
  | { readonly type: 'complaint'; readonly customerId?: number; readonly targetName?: string };

function Description({ value, onChange, required, placeholder }: { readonly value: string; readonly onChange: (v: string) => void; readonly required: boolean; readonly placeholder: string }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>{required && <span className={styles.required} aria-hidden="true">*</span>}问题描述{required ? '' : '（选填）'}</label>
      <div className={styles.textareaBox}>
        <textarea id={id} className={styles.textarea} value={value} maxLength={FEEDBACK_DESC_MAX} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} aria-required={required} />
        <span className={styles.counter} aria-live="polite">{[...value].length}/{FEEDBACK_DESC_MAX}</span>
      </div>
    </div>
  );
}

export function FeedbackForm({ kind, onDone }: { readonly kind: FeedbackKind; readonly onDone: () => void }) {
  const accounts = useAccounts();
  const [desc, setDesc] = useState('');
  const [images, setImages] = useState<readonly UploadedFile[]>([]);
  const [reasons, setReasons] = useState<readonly ReportReason[]>([]);
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const [busy, setBusy] = useState(false);
  const complaint = kind.type === 'complaint';

  useEffect(() => {
    if (!complaint) return undefined;
    let live = true;
    void callJson(accounts.api, '/dict/getFromType', { type: REPORT_REASON_DICT_TYPE }).then((a) => { if (live && a.ok) setReasons(a.data); });
    return () => { live = false; };
  }, [accounts, complaint]);

  const submit = async () => {
    const problem = complaint ? complaintProblem(chosen, desc) : feedbackProblem(desc);
    if (problem) {
      accounts.toast.error(problem);
      return;
    }
    setBusy(true);
    const proofList = images.map((i) => i.url);
    const answer = complaint
      ? await callJson(accounts.api, '/v1/personal/report/account', { customerId: kind.customerId ?? 0, desc: descToSend(desc), proofList, reasonList: [...chosen] })
      : await callJson(accounts.api, '/v1/personal/feedback/save', { desc: descToSend(desc), proofList });
    setBusy(false);
    if (!answer.ok) return;
    accounts.toast.success(complaint ? API_MESSAGE.complaintSaved : API_MESSAGE.feedbackSaved);
    onDone();
  };

  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <form className={styles.form} onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
      {complaint && (
        <>
          <p className={styles.target}>投诉对象：<strong>{kind.customerId ? (kind.targetName ?? `用户${kind.customerId}`) : '平台'}</strong></p>
          <fieldset className={styles.reasons}>
            <legend className={styles.label}><span className={styles.required} aria-hidden="true">*</span>投诉理由（可多选）</legend>
            {reasons.map((r) => (
              <label key={r.id} className={`${styles.reason} ${chosen.includes(r.id) ? styles.reasonChosen : ''}`}>
                <input type="checkbox" className={styles.reasonBox} checked={chosen.includes(r.id)} onChange={() => toggle(r.id)} />
                {r.label}
              </label>
            ))}
          </fieldset>
        </>
      )}
      <Description value={desc} onChange={setDesc} required={!complaint} placeholder={complaint ? '请补充投诉内容，便于我们核实处理' : '请描述您遇到的问题或建议，我们会认真对待每一条反馈'} />
      <div className={styles.field}>
        <span className={styles.label}>图片{complaint ? '证据' : ''}（选填）</span>
        <ImagePicker images={images} onChange={setImages} />
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onDone}>取消</button>
        <button type="submit" className={styles.primary} aria-busy={busy} disabled={busy}>提交</button>
      </div>
    </form>
  );
}
