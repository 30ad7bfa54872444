// What both login tabs do on 登录: check the fields (a problem is toasted and focused, nothing is sent), send the
// login once per debounce window (refused clicks do not count), and hand a successful answer on. Each tab says only what it checks and calls.
import type { FormEvent } from 'react';
import type { ApiOutcome } from '../../api';
import type { LoginAnswer, PhoneNumber } from '../../accounts/account-types';
import { useAccounts } from '../../accounts/use-accounts';
import type { AccountCalls } from '../../accounts/account-calls';
import { LOGIN_DEBOUNCE_MS } from './leading-debounce';
import type { Problem } from './login-validation';
import { cleanPhone } from './login-validation';
import { useFieldFocus } from './use-field-focus';
import { useLeadingDebounce } from './use-leading-debounce';
import { usePendingAction } from './use-pending-action';
import { useProblemReport } from './use-problem-report';

interface LoginSubmit {
  readonly phone: PhoneNumber;
  /** The first problem with what was typed, or undefined when the login may be sent. */
  readonly problem: () => Problem | undefined;
  /** Sends the login for the cleaned phone number. */
  readonly login: (calls: AccountCalls, phone: PhoneNumber) => Promise<ApiOutcome<LoginAnswer>>;
  readonly onLoggedIn: (answer: LoginAnswer) => Promise<void>;
}

export function useLoginSubmit({ phone, problem, login, onLoggedIn }: LoginSubmit) {
  const { calls } = useAccounts();
  const fields = useFieldFocus();
  const report = useProblemReport(fields.focus);
  const { pending, run } = usePendingAction();

  // The debounce [AU-7] guards the login that is sent: a click the checks refused sent nothing, so the fan who ticks
  // the agreement the toast asked for and clicks again at once is heard.
  const send = useLeadingDebounce(() => void run(async () => {
    const answer = await login(calls, { nationalCode: phone.nationalCode, number: cleanPhone(phone.number) });
    if (answer.ok) await onLoggedIn(answer.data);
  }), LOGIN_DEBOUNCE_MS);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || report(problem())) return;
    send();
  };
  return { fields, report, pending, onSubmit };
}
