// [AU-1] The login dialog's steps (SPEC.md §4 "Login dialog"):
//   closed ─open→ 1 login ─forgot password→ 2 reset ─done / back→ 1 login
//   1 login ─logged in, first login→ 3 set password ─set / skip→ 4 interests ─saved / skip→ closed (form reset)
//   1 login ─logged in, not the first→ closed
// *Decision*: SPEC.md writes "1 login → 3 set password (only if first login) → 4 interests → closed"; we read the
// interests step as part of the first-login welcome, so a returning user's login simply closes the dialog.
// Esc or the close button closes from any step.

export type LoginStep = 'closed' | 'login' | 'reset' | 'setPassword' | 'interests';

export type LoginFlowEvent =
  | { readonly type: 'open' }
  | { readonly type: 'forgotPassword' }
  | { readonly type: 'backToLogin' }
  | { readonly type: 'passwordReset' }
  | { readonly type: 'loggedIn'; readonly first: boolean }
  | { readonly type: 'passwordSet' }
  | { readonly type: 'skipPassword' }
  | { readonly type: 'interestsSaved' }
  | { readonly type: 'skipInterests' }
  | { readonly type: 'close' };

export function nextLoginStep(step: LoginStep, event: LoginFlowEvent): LoginStep {
  switch (event.type) {
    case 'open':
      return step === 'closed' ? 'login' : step;
    case 'close':
      return 'closed';
    case 'forgotPassword':
      return step === 'login' ? 'reset' : step;
    case 'backToLogin':
    case 'passwordReset':
      return step === 'reset' ? 'login' : step;
    case 'loggedIn':
      if (step !== 'login') return step;
      return event.first ? 'setPassword' : 'closed';
    case 'passwordSet':
    case 'skipPassword':
      return step === 'setPassword' ? 'interests' : step;
    case 'interestsSaved':
    case 'skipInterests':
      return step === 'interests' ? 'closed' : step;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/** The dialog's heading per step. */
export const STEP_TITLE: Readonly<Record<Exclude<LoginStep, 'closed'>, string>> = {
  login: '欢迎登录',
  reset: '重置密码',
  setPassword: '设置登录密码',
  interests: '选择你的喜好',
};
