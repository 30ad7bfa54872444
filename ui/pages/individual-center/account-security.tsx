// Type 1: account security. The bound phone (masked, /v1/customer/info) and its change: a code sent to the new
// phone (scene changePhone) and /v1/customer/preChangePhoneCheck, after which this device stays logged in and every
// other one is logged out (the server ends their sessions). The login password: set it once (/v1/customer/setPw,
// [AU-5]) or, once set, reset it with a code (scene psw, /reSetPw) — a reset logs every device out, this one too.
// The dialog's fields, send-code button (60 s cooldown [AU-7]) and checks are the login dialog's.
import type { FormEvent } from 'react';
import { useMemo, useState } from 'react';
import { SUCCESS } from '../../accounts/account-messages';
import type { PhoneNumber } from '../../accounts/account-types';
import { DEFAULT_NATIONAL_CODE } from '../../accounts/account-types';
import { useAccounts } from '../../accounts/use-accounts';
import { callJson } from '../../api/calls';
import { cleanPhone, newPasswordProblem, resetPasswordProblem, sendCodeProblem } from '../../components/login-dialog/login-validation';
import { NewPasswordFields } from '../../components/login-dialog/new-password-fields';
import { PhoneField } from '../../components/login-dialog/phone-field';
import { SendCodeButton } from '../../components/login-dialog/send-code-button';
import { createCountdown } from '../../components/login-dialog/send-code-countdown';
import { SubmitButton } from '../../components/login-dialog/submit-button';
import { TextField } from '../../components/login-dialog/text-field';
import { useFieldFocus } from '../../components/login-dialog/use-field-focus';
import { usePendingAction } from '../../components/login-dialog/use-pending-action';
import { useProblemReport } from '../../components/login-dialog/use-problem-report';
import { LoadView } from './load-view';
import { useCentreCall } from './use-centre-call';
import styles from './individual-center.module.css';

const PHONE_CHANGED = '手机号更换成功';

type Open = 'none' | 'phone' | 'password';

export function AccountSecurity() {
  const info = useCentreCall('/v1/customer/info', {});
  const [open, setOpen] = useState<Open>('none');
  return (
    <LoadView load={info.load} retry={info.retry} empty="" isEmpty={() => false}>
      {(u) => (
        <div className={styles.block} data-testid="account-security">
          <div className={styles.formRow}>
            <span className={styles.rowMain}>
              <span className={styles.rowTitle}>绑定手机</span>
              <span className={styles.muted} data-testid="bound-phone">{u.phone}</span>
            </span>
            <button type="button" className={styles.secondary} onClick={() => setOpen(open === 'phone' ? 'none' : 'phone')}>更换手机号</button>
          </div>
          {open === 'phone' && (
            <ChangePhoneForm onDone={(phone) => { info.set({ ...u, phone }); setOpen('none'); }} />
          )}
          <div className={styles.formRow}>
            <span className={styles.rowMain}>
              <span className={styles.rowTitle}>登录密码</span>
              <span className={styles.muted} data-testid="password-state">{u.hasPassword ? '已设置' : '未设置'}</span>
            </span>
            <button type="button" className={styles.secondary} onClick={() => setOpen(open === 'password' ? 'none' : 'password')}>
              {u.hasPassword ? '重置密码' : '设置密码'}
            </button>
          </div>
          {open === 'password' && (u.hasPassword
            ? <ResetPasswordForm />
            : <SetPasswordForm onDone={() => { info.set({ ...u, hasPassword: true }); setOpen('none'); }} />)}
        </div>
      )}
    </LoadView>
  );
}

function useCodeCountdown() {
  const { clock, scheduler } = useAccounts();
  return useMemo(() => createCountdown(clock, scheduler), [clock, scheduler]);
}

function ChangePhoneForm({ onDone }: { readonly onDone: (maskedPhone: string) => void }) {
  const { api, toast } = useAccounts();
  const [phone, setPhone] = useState<PhoneNumber>({ nationalCode: DEFAULT_NATIONAL_CODE, number: '' });
  const [code, setCode] = useState('');
  const countdown = useCodeCountdown();
  const fields = useFieldFocus();
  const report = useProblemReport(fields.focus);
  const { pending, run } = usePendingAction();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (report(sendCodeProblem(phone.number, false))) return;
      if (code.trim() === '') return void report({ field: 'code', message: '请输入验证码' });
      const answer = await callJson(api, '/v1/customer/preChangePhoneCheck', { nationalCode: phone.nationalCode, phoneNumber: cleanPhone(phone.number), code: code.trim() });
      if (!answer.ok) return;
      toast.success(PHONE_CHANGED);
      onDone(answer.data.phone);
    });
  };
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label="更换手机号" data-testid="change-phone-form">
      <PhoneField phone={phone} onChange={setPhone} inputRef={fields.register('phone')} />
      <TextField
        label="验证码" name="code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} placeholder="请输入新手机号收到的验证码"
        value={code} onChange={setCode} inputRef={fields.register('code')}
        trailing={<SendCodeButton phone={phone} scene="changePhone" countdown={countdown} onProblem={(p) => report(p)} />}
      />
      <SubmitButton pending={pending} pendingLabel="提交中…">确认更换</SubmitButton>
    </form>
  );
}

function SetPasswordForm({ onDone }: { readonly onDone: () => void }) {
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
      onDone();
    });
  };
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label="设置密码" data-testid="set-password-form">
      <NewPasswordFields pwOne={pwOne} pwTwo={pwTwo} onPwOne={setPwOne} onPwTwo={setPwTwo} pwOneRef={fields.register('pwOne')} pwTwoRef={fields.register('pwTwo')} />
      <SubmitButton pending={pending} pendingLabel="提交中…">确定</SubmitButton>
    </form>
  );
}

function ResetPasswordForm() {
  const { calls, toast, auth } = useAccounts();
  const [phone, setPhone] = useState<PhoneNumber>({ nationalCode: DEFAULT_NATIONAL_CODE, number: '' });
  const [code, setCode] = useState('');
  const [pwOne, setPwOne] = useState('');
  const [pwTwo, setPwTwo] = useState('');
  const countdown = useCodeCountdown();
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
      auth.forget(); // the reset ended every session, this one too: log in again with the new password
    });
  };
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label="重置密码" data-testid="reset-password-form">
      <p className={styles.muted}>重置后所有设备需要重新登录</p>
      <PhoneField phone={phone} onChange={setPhone} inputRef={fields.register('phone')} />
      <TextField
        label="验证码" name="code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} placeholder="请输入验证码"
        value={code} onChange={setCode} inputRef={fields.register('code')}
        trailing={<SendCodeButton phone={phone} scene="psw" countdown={countdown} onProblem={(p) => report(p)} />}
      />
      <NewPasswordFields pwOne={pwOne} pwTwo={pwTwo} onPwOne={setPwOne} onPwTwo={setPwTwo} pwOneRef={fields.register('pwOne')} pwTwoRef={fields.register('pwTwo')} />
      <SubmitButton pending={pending} pendingLabel="提交中…">确定</SubmitButton>
    </form>
  );
}
