// Step 1 [AU-1]: tabs 验证码登录 / 密码登录 over one phone number and one agreement tick.
import { useId, useState } from 'react';
import type { TabItem } from '../tab-bar/tab-bar';
import { TabBar } from '../tab-bar/tab-bar';
import { CodeLoginForm } from './code-login-form';
import styles from './login-dialog.module.css';
import type { LoginFormProps } from './login-form-props';
import { PasswordLoginForm } from './password-login-form';
import type { Countdown } from './send-code-countdown';

export type LoginTab = 'code' | 'password';

const TABS: readonly TabItem<LoginTab>[] = [
  { id: 'code', label: '验证码登录' },
  { id: 'password', label: '密码登录' },
];

export interface LoginStepProps extends Omit<LoginFormProps, 'agreed' | 'onAgreed'> {
  readonly tab: LoginTab;
  readonly onTab: (tab: LoginTab) => void;
  readonly countdown: Countdown;
  readonly onForgotPassword: () => void;
}

export function LoginStep({ tab, onTab, countdown, onForgotPassword, ...form }: LoginStepProps) {
  const panelId = useId();
  const [agreed, setAgreed] = useState(false);
  const shared = { ...form, agreed, onAgreed: setAgreed };
  return (
    <div data-testid="login-step">
      <TabBar label="登录方式" items={TABS} selected={tab} onSelect={onTab} controls={panelId} className={styles.tabs} />
      <div id={panelId} role="tabpanel" aria-label={TABS.find((t) => t.id === tab)!.label}>
        {tab === 'code'
          ? <CodeLoginForm {...shared} countdown={countdown} />
          : <PasswordLoginForm {...shared} onForgotPassword={onForgotPassword} />}
      </div>
    </div>
  );
}
