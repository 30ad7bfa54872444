// [AU-3, AU-4] The agreement a login needs: 用户协议 and 隐私政策 open through the shell's link request (their pages
// come from /v1/link/query, link types 4 and 5).
import type { Ref } from 'react';
import { useId } from 'react';
import { LINK_TYPE, requestShell } from '../../app/shell-requests';
import styles from './login-dialog.module.css';

export interface AgreementCheckboxProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly inputRef?: Ref<HTMLInputElement>;
}

export function AgreementCheckbox({ checked, onChange, inputRef }: AgreementCheckboxProps) {
  const id = useId();
  return (
    <div className={styles.agreement}>
      <input
        id={id}
        ref={inputRef}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        aria-label="我已阅读并同意用户协议和隐私政策"
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>我已阅读并同意</label>
      <button type="button" className={styles.inlineLink} onClick={() => requestShell({ type: 'link', linkType: LINK_TYPE.userAgreement })}>
        《用户协议》
      </button>
      <span>和</span>
      <button type="button" className={styles.inlineLink} onClick={() => requestShell({ type: 'link', linkType: LINK_TYPE.privacyPolicy })}>
        《隐私政策》
      </button>
    </div>
  );
}
