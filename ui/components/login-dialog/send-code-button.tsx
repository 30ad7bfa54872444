// The send-code button at the end of the code field [AU-2, AU-7]: checks the phone, sends /ali/sms/sendCode, says
// 验证码发送成功，十分钟有效 and counts 60 s down. It stays an enabled button while counting (its label says how
// long is left), so a click can say 短信已发送，请稍后再试～ rather than nothing.
import { useRef, useState } from 'react';
import { SUCCESS } from '../../accounts/account-messages';
import type { PhoneNumber, SmsScene } from '../../accounts/account-types';
import { useAccounts } from '../../accounts/use-accounts';
import type { Problem } from './login-validation';
import { cleanPhone, sendCodeProblem } from './login-validation';
import styles from './login-dialog.module.css';
import type { Countdown } from './send-code-countdown';
import { useCountdown } from './use-countdown';

export interface SendCodeButtonProps {
  readonly phone: PhoneNumber;
  readonly scene: SmsScene;
  readonly countdown: Countdown;
  readonly onProblem: (problem: Problem) => void;
}

export function SendCodeButton({ phone, scene, countdown, onProblem }: SendCodeButtonProps) {
  const { calls, toast } = useAccounts();
  const remaining = useCountdown(countdown);
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (inFlight.current) return;
    const problem = sendCodeProblem(phone.number, remaining > 0);
    if (problem) {
      onProblem(problem);
      return;
    }
    inFlight.current = true;
    setSending(true);
    const answer = await calls.sendCode({ nationalCode: phone.nationalCode, number: cleanPhone(phone.number) }, scene);
    inFlight.current = false;
    setSending(false);
    if (!answer.ok) return; // the client showed why [HT-3, HT-4]
    toast.success(SUCCESS.codeSent);
    countdown.start();
  };

  const label = remaining > 0 ? `${remaining}秒后重新获取` : sending ? '发送中…' : '获取验证码';
  return (
    <button type="button" className={styles.sendCode} data-waiting={remaining > 0 || sending} onClick={() => void send()} data-testid="send-code">
      {label}
    </button>
  );
}
