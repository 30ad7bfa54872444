// Owns the login dialog: opens it on the shell's login request (登录, and the features that need an account
// [FL-2]), runs the steps, and hands a login to the accounts (tokens, 登录成功, the user, categories [AU-8]). The
// send-code countdowns live here, so closing and reopening the dialog does not forget a running minute [AU-7].
import { useCallback, useLayoutEffect, useReducer, useState } from 'react';
import type { LoginAnswer } from '../../accounts/account-types';
import { useAccounts } from '../../accounts/use-accounts';
import { onShellRequest } from '../../app/shell-requests';
import { LoginDialog } from './login-dialog';
import { INITIAL_LOGIN_DIALOG, loginDialogReducer } from './login-dialog-state';
import { createCountdown } from './send-code-countdown';

export function LoginDialogHost() {
  const accounts = useAccounts();
  const [state, dispatch] = useReducer(loginDialogReducer, INITIAL_LOGIN_DIALOG);
  const [countdowns] = useState(() => ({
    login: createCountdown(accounts.clock, accounts.scheduler),
    psw: createCountdown(accounts.clock, accounts.scheduler),
  }));

  useLayoutEffect(() => onShellRequest((request) => {
    if (request.type === 'login' && !accounts.session.getSnapshot().isLoggedIn) dispatch({ type: 'open' });
  }), [accounts]);

  const onLoggedIn = useCallback(async (answer: LoginAnswer) => {
    await accounts.auth.completeLogin(answer);
    dispatch({ type: 'loggedIn', first: answer.first });
  }, [accounts]);

  return <LoginDialog state={state} dispatch={dispatch} countdowns={countdowns} onLoggedIn={onLoggedIn} />;
}
