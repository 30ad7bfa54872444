// Tab 2 of step 1: phone and password [AU-4] (sent base64-encoded by the call), with the forgot-password link to
// step 2 [AU-1].
import { useState } from 'react';
import { AgreementCheckbox } from './agreement-checkbox';
import styles from './login-dialog.module.css';
import type { LoginFormProps } from './login-form-props';
import { passwordLoginProblem } from './login-validation';
import { PhoneField } from './phone-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useLoginSubmit } from './use-login-submit';

export function PasswordLoginForm({ phone, onPhone, agreed, onAgreed, onLoggedIn, onForgotPassword }: LoginFormProps & { readonly onForgotPassword: () => void }) {
  const [password, setPassword] = useState('');
  const { fields, pending, onSubmit } = useLoginSubmit({
    phone,
    problem: () => passwordLoginProblem({ phone: phone.number, password, agreed }),
    login: (calls, cleaned) => calls.loginByPassword(cleaned, password),
    onLoggedIn,
  });

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <PhoneField phone={phone} onChange={onPhone} inputRef={fields.register('phone')} />
      <TextField
        label="密码"
        type="password"
        name="password"
        autoComplete="current-password"
        maxLength={64}
        placeholder="请输入密码"
        value={password}
        onChange={setPassword}
        inputRef={fields.register('password')}
      />
      <div className={styles.formLinks}>
        <button type="button" className={styles.textLink} onClick={onForgotPassword}>忘记密码？</button>
      </div>
      <SubmitButton pending={pending} pendingLabel="登录中…">登录</SubmitButton>
      <AgreementCheckbox checked={agreed} onChange={onAgreed} inputRef={fields.register('agreement')} />
    </form>
  );
}
