// Tab 2 of step 1: phone and password [AU-4] (sent base64-encoded by the call), with the forgot-password link to
// step 2 [AU-1].
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useAccounts } from '../../accounts/use-accounts';
import { AgreementCheckbox } from './agreement-checkbox';
import { LOGIN_DEBOUNCE_MS } from './leading-debounce';
import styles from './login-dialog.module.css';
import type { LoginFormProps } from './login-form-props';
import { cleanPhone, passwordLoginProblem } from './login-validation';
import { PhoneField } from './phone-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFieldFocus } from './use-field-focus';
import { useLeadingDebounce } from './use-leading-debounce';
import { usePendingAction } from './use-pending-action';
import { useProblemReport } from './use-problem-report';

export function PasswordLoginForm({ phone, onPhone, agreed, onAgreed, onLoggedIn, onForgotPassword }: LoginFormProps & { readonly onForgotPassword: () => void }) {
  const { calls } = useAccounts();
  const [password, setPassword] = useState('');
  const fields = useFieldFocus();
  const report = useProblemReport(fields.focus);
  const { pending, run } = usePendingAction();

  const submit = useLeadingDebounce(() => void run(async () => {
    if (report(passwordLoginProblem({ phone: phone.number, password, agreed }))) return;
    const answer = await calls.loginByPassword({ nationalCode: phone.nationalCode, number: cleanPhone(phone.number) }, password);
    if (answer.ok) await onLoggedIn(answer.data);
  }), LOGIN_DEBOUNCE_MS);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

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
