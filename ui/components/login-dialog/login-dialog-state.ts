// The dialog host's state: the step (login-flow.ts) and what outlives one step — the phone number (typed once for
// login and reset) and the login tab. Opening from closed starts with an empty form (SPEC.md §4: "close and reset
// form"); after a reset the password tab is where the new password is used.
import type { PhoneNumber } from '../../accounts/account-types';
import { DEFAULT_NATIONAL_CODE } from '../../accounts/account-types';
import type { LoginFlowEvent, LoginStep } from './login-flow';
import { nextLoginStep } from './login-flow';
import type { LoginTab } from './login-step';

export interface LoginDialogState {
  readonly step: LoginStep;
  readonly phone: PhoneNumber;
  readonly tab: LoginTab;
}

export type LoginDialogAction =
  | LoginFlowEvent
  | { readonly type: 'phone'; readonly phone: PhoneNumber }
  | { readonly type: 'tab'; readonly tab: LoginTab };

export const INITIAL_LOGIN_DIALOG: LoginDialogState = {
  step: 'closed',
  phone: { nationalCode: DEFAULT_NATIONAL_CODE, number: '' }, // [AU-7] default country code 86
  tab: 'code',
};

export function loginDialogReducer(state: LoginDialogState, action: LoginDialogAction): LoginDialogState {
  switch (action.type) {
    case 'phone':
      return { ...state, phone: action.phone };
    case 'tab':
      return { ...state, tab: action.tab };
    case 'open':
      return state.step === 'closed' ? { ...INITIAL_LOGIN_DIALOG, step: 'login' } : state;
    default: {
      const step = nextLoginStep(state.step, action);
      if (step === state.step) return state;
      return { ...state, step, ...(action.type === 'passwordReset' && { tab: 'password' as const }) };
    }
  }
}
