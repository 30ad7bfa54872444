// The new password and its confirmation [AU-5], with the strength hint (the server enforces it).
import type { Ref } from 'react';
import { useId } from 'react';
import { PASSWORD_HINT } from '../../accounts/account-messages';
import styles from './login-dialog.module.css';
import { TextField } from './text-field';

export interface NewPasswordFieldsProps {
  readonly pwOne: string;
  readonly pwTwo: string;
  readonly onPwOne: (value: string) => void;
  readonly onPwTwo: (value: string) => void;
  readonly pwOneRef?: Ref<HTMLInputElement>;
  readonly pwTwoRef?: Ref<HTMLInputElement>;
}

export function NewPasswordFields({ pwOne, pwTwo, onPwOne, onPwTwo, pwOneRef, pwTwoRef }: NewPasswordFieldsProps) {
  const hintId = useId();
  return (
    <>
      <TextField
        label="新的登录密码" type="password" name="new-password" autoComplete="new-password" maxLength={64}
        placeholder="请输入新的登录密码" value={pwOne} onChange={onPwOne} inputRef={pwOneRef} describedBy={hintId}
      />
      <TextField
        label="确认新的登录密码" type="password" name="confirm-password" autoComplete="new-password" maxLength={64}
        placeholder="请再次输入新的登录密码" value={pwTwo} onChange={onPwTwo} inputRef={pwTwoRef}
      />
      <p id={hintId} className={styles.note}>{PASSWORD_HINT}</p>
    </>
  );
}
