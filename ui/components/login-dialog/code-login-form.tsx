// Tab 1 of step 1: phone and SMS code [AU-3]. An unknown number gets its account here (the server's first login).
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useAccounts } from '../../accounts/use-accounts';
import { AgreementCheckbox } from './agreement-checkbox';
import { LOGIN_DEBOUNCE_MS } from './leading-debounce';
import styles from './login-dialog.module.css';
import type { LoginFormProps } from './login-form-props';
import { cleanPhone, codeLoginProblem } from './login-validation';
import { PhoneField } from './phone-field';
import type { Countdown } from './send-code-countdown';
import { SendCodeButton } from './send-code-button';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFieldFocus } from './use-field-focus';
import { useLeadingDebounce } from './use-leading-debounce';
import { usePendingAction } from './use-pending-action';
import { useProblemReport } from './use-problem-report';

export function CodeLoginForm({ phone, onPhone, agreed, onAgreed, onLoggedIn, countdown }: LoginFormProps & { readonly countdown: Countdown }) {
  const { calls } = useAccounts();
  const [code, setCode] = useState('');
  const fields = useFieldFocus();
  const report = useProblemReport(fields.focus);
  const { pending, run } = usePendingAction();

  const submit = useLeadingDebounce(() => void run(async () => {
    if (report(codeLoginProblem({ phone: phone.number, code, agreed }))) return;
    const answer = await calls.loginByCode({ nationalCode: phone.nationalCode, number: cleanPhone(phone.number) }, code.trim());
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
