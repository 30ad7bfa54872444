// The login dialog [AU-1]: 460 px, one modal whose content is the current step.
import type { Dispatch } from 'react';
import type { LoginAnswer } from '../../accounts/account-types';
import { ModalDialog } from '../modal/modal-dialog';
import { InterestsStep } from './interests-step';
import type { LoginDialogAction, LoginDialogState } from './login-dialog-state';
import { STEP_TITLE } from './login-flow';
import { LoginStep } from './login-step';
import { ResetPasswordStep } from './reset-password-step';
import type { Countdown } from './send-code-countdown';
import { SetPasswordStep } from './set-password-step';

export const LOGIN_DIALOG_WIDTH = 460; // [AU-1]

export interface LoginDialogProps {
  readonly state: LoginDialogState;
  readonly dispatch: Dispatch<LoginDialogAction>;
  readonly countdowns: { readonly login: Countdown; readonly psw: Countdown };
  readonly onLoggedIn: (answer: LoginAnswer) => Promise<void>;
}

export function LoginDialog({ state, dispatch, countdowns, onLoggedIn }: LoginDialogProps) {
  const { step, phone, tab } = state;
  if (step === 'closed') return null;
  const onPhone = (next: typeof phone) => dispatch({ type: 'phone', phone: next });
  return (
    <ModalDialog
      open
      title={STEP_TITLE[step]}
      width={LOGIN_DIALOG_WIDTH}
      contentKey={step}
      onClose={() => dispatch({ type: 'close' })}
      testId="login-dialog"
    >
      {step === 'login' && (
        <LoginStep
          tab={tab}
          onTab={(next) => dispatch({ type: 'tab', tab: next })}
          phone={phone}
          onPhone={onPhone}
          countdown={countdowns.login}
          onLoggedIn={onLoggedIn}
          onForgotPassword={() => dispatch({ type: 'forgotPassword' })}
        />
      )}
      {step === 'reset' && <ResetPasswordStep phone={phone} onPhone={onPhone} countdown={countdowns.psw} onDone={(type) => dispatch({ type })} />}
      {step === 'setPassword' && <SetPasswordStep onDone={(type) => dispatch({ type })} />}
      {step === 'interests' && <InterestsStep onDone={(type) => dispatch({ type })} />}
    </ModalDialog>
  );
}
