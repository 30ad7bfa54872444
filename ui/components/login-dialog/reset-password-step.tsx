// Step 2 [AU-1, AU-5]: forgot password. Phone, a code of its own (scene psw, with its own send button and 60 s
// cooldown [AU-7]), the new password twice; /reSetPw, 重置密码成功 [AU-12], back to the password tab of step 1.
import type { FormEvent } from 'react';
import { useState } from 'react';
import { SUCCESS } from '../../accounts/account-messages';
import type { PhoneNumber } from '../../accounts/account-types';
import { useAccounts } from '../../accounts/use-accounts';
import styles from './login-dialog.module.css';
import { cleanPhone, resetPasswordProblem } from './login-validation';
import { NewPasswordFields } from './new-password-fields';
import { PhoneField } from './phone-field';
import type { Countdown } from './send-code-countdown';
import { SendCodeButton } from './send-code-button';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFieldFocus } from './use-field-focus';
import { usePendingAction } from './use-pending-action';
import { useProblemReport } from './use-problem-report';

export interface ResetPasswordStepProps {
  readonly phone: PhoneNumber;
  readonly onPhone: (phone: PhoneNumber) => void;
  readonly countdown: Countdown;
  readonly onDone: (how: 'passwordReset' | 'backToLogin') => void;
}

export function ResetPasswordStep({ phone, onPhone, countdown, onDone }: ResetPasswordStepProps) {
  const { calls, toast } = useAccounts();
  const [code, setCode] = useState('');
  const [pwOne, setPwOne] = useState('');
  const [pwTwo, setPwTwo] = useState('');
  const fields = useFieldFocus();
  const report = useProblemReport(fields.focus);
  const { pending, run } = usePendingAction();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (report(resetPasswordProblem({ phone: phone.number, code, pwOne, pwTwo }))) return;
      const answer = await calls.resetPassword({ nationalCode: phone.nationalCode, number: cleanPhone(phone.number) }, code.trim(), pwOne, pwTwo);
      if (!answer.ok) return;
      toast.success(SUCCESS.passwordReset);
      onDone('passwordReset');
    });
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="reset-password-step">
      <PhoneField phone={phone} onChange={onPhone} inputRef={fields.register('phone')} />
      <TextField
        label="验证码" name="code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} placeholder="请输入验证码"
        value={code} onChange={setCode} inputRef={fields.register('code')}
        trailing={<SendCodeButton phone={phone} scene="psw" countdown={countdown} onProblem={(p) => report(p)} />}
      />
      <NewPasswordFields
        pwOne={pwOne} pwTwo={pwTwo} onPwOne={setPwOne} onPwTwo={setPwTwo}
        pwOneRef={fields.register('pwOne')} pwTwoRef={fields.register('pwTwo')}
      />
      <SubmitButton pending={pending} pendingLabel="提交中…">确定</SubmitButton>
      <div className={styles.formLinksCentre}>
        <button type="button" className={styles.textLink} onClick={() => onDone('backToLogin')}>返回登录</button>
      </div>
    </form>
  );
}
