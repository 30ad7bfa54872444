// Tab 1 of step 1: phone and SMS code [AU-3]. An unknown number gets its account here (the server's first login).
import { useState } from 'react';
import { AgreementCheckbox } from './agreement-checkbox';
import styles from './login-dialog.module.css';
import type { LoginFormProps } from './login-form-props';
import { codeLoginProblem } from './login-validation';
import { PhoneField } from './phone-field';
import type { Countdown } from './send-code-countdown';
import { SendCodeButton } from './send-code-button';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useLoginSubmit } from './use-login-submit';

export function CodeLoginForm({ phone, onPhone, agreed, onAgreed, onLoggedIn, countdown }: LoginFormProps & { readonly countdown: Countdown }) {
  const [code, setCode] = useState('');
  const { fields, report, pending, onSubmit } = useLoginSubmit({
    phone,
    problem: () => codeLoginProblem({ phone: phone.number, code, agreed }),
    login: (calls, cleaned) => calls.loginByCode(cleaned, code.trim()),
    onLoggedIn,
  });

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <PhoneField phone={phone} onChange={onPhone} inputRef={fields.register('phone')} />
      <TextField
        label="验证码"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        placeholder="请输入验证码"
        value={code}
        onChange={setCode}
        inputRef={fields.register('code')}
        trailing={<SendCodeButton phone={phone} scene="login" countdown={countdown} onProblem={(p) => report(p)} />}
      />
      <p className={styles.note}>未注册的手机号验证后将自动注册账号</p>
      <SubmitButton pending={pending} pendingLabel="登录中…">登录</SubmitButton>
      <AgreementCheckbox checked={agreed} onChange={onAgreed} inputRef={fields.register('agreement')} />
    </form>
  );
}
