// Step 3 [AU-1, AU-5]: after the first login, a password for next time (/v1/customer/setPw). Skipping is allowed;
// skip or 设置密码成功 [AU-12] lead to step 4.
import type { FormEvent } from 'react';
import { useState } from 'react';
import { SUCCESS } from '../../accounts/account-messages';
import { useAccounts } from '../../accounts/use-accounts';
import styles from './login-dialog.module.css';
import { newPasswordProblem } from './login-validation';
import { NewPasswordFields } from './new-password-fields';
import { useFieldFocus } from './use-field-focus';
import { usePendingAction } from './use-pending-action';
import { useProblemReport } from './use-problem-report';

export function SetPasswordStep({ onDone }: { readonly onDone: (how: 'passwordSet' | 'skipPassword') => void }) {
  const { calls, toast } = useAccounts();
  const [pwOne, setPwOne] = useState('');
  const [pwTwo, setPwTwo] = useState('');
  const fields = useFieldFocus();
  const report = useProblemReport(fields.focus);
  const { pending, run } = usePendingAction();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (report(newPasswordProblem(pwOne, pwTwo))) return;
      const answer = await calls.setPassword(pwOne, pwTwo);
      if (!answer.ok) return;
      toast.success(SUCCESS.passwordSet);
      onDone('passwordSet');
    });
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="set-password-step">
      <p className={styles.lead}>设置登录密码后，下次可用手机号和密码直接登录。</p>
      <NewPasswordFields
        pwOne={pwOne} pwTwo={pwTwo} onPwOne={setPwOne} onPwTwo={setPwTwo}
        pwOneRef={fields.register('pwOne')} pwTwoRef={fields.register('pwTwo')}
      />
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => onDone('skipPassword')}>跳过</button>
        <button type="submit" className={styles.primary} aria-busy={pending}>{pending ? '提交中…' : '确定'}</button>
      </div>
    </form>
  );
}
