// The login dialog's checks, in the order SPEC.md §5 lists them, with its exact copy (accounts/account-messages.ts).
// Each returns the first problem — the message to show and the field to focus — or undefined.
import { VALIDATION } from '../../accounts/account-messages';

export type LoginField = 'phone' | 'code' | 'password' | 'pwOne' | 'pwTwo' | 'agreement';

export interface Problem {
  readonly field: LoginField;
  readonly message: string;
}

/** [AU-2] "phone length 4 or less" is too short to be a number. */
export const MIN_PHONE_LENGTH = 5;

const blank = (value: string) => value.trim() === '';
const problem = (field: LoginField, message: string): Problem => ({ field, message });

/** Spaces and dashes typed into a phone number are not part of it. */
export const cleanPhone = (phone: string) => phone.replace(/[\s-]/g, '');

/** [AU-2] before sending a code: a phone, long enough, and not during the 60 s cooldown [AU-7]. */
export function sendCodeProblem(phone: string, coolingDown: boolean): Problem | undefined {
  const number = cleanPhone(phone);
  if (number === '') return problem('phone', VALIDATION.sendCodePhoneEmpty);
  if (number.length < MIN_PHONE_LENGTH) return problem('phone', VALIDATION.sendCodePhoneInvalid);
  if (coolingDown) return problem('code', VALIDATION.sendCodeCoolingDown);
  return undefined;
}

/** [AU-3] */
export function codeLoginProblem(form: { phone: string; code: string; agreed: boolean }): Problem | undefined {
  if (blank(form.phone)) return problem('phone', VALIDATION.loginPhoneEmpty);
  if (blank(form.code)) return problem('code', VALIDATION.loginCodeEmpty);
  if (!form.agreed) return problem('agreement', VALIDATION.agreement);
  return undefined;
}

/** [AU-4] */
export function passwordLoginProblem(form: { phone: string; password: string; agreed: boolean }): Problem | undefined {
  if (blank(form.phone)) return problem('phone', VALIDATION.loginPhoneEmpty);
  if (form.password === '') return problem('password', VALIDATION.loginPasswordEmpty);
  if (!form.agreed) return problem('agreement', VALIDATION.agreement);
  return undefined;
}

/** [AU-5] set password (after the first login), and the password half of a reset. */
export function newPasswordProblem(pwOne: string, pwTwo: string): Problem | undefined {
  if (pwOne === '') return problem('pwOne', VALIDATION.newPasswordEmpty);
  if (pwTwo === '') return problem('pwTwo', VALIDATION.confirmPasswordEmpty);
  if (pwOne !== pwTwo) return problem('pwTwo', VALIDATION.passwordMismatch);
  return undefined;
}

/** [AU-5] reset: phone, code, new password and confirmation each required, in the form's order. */
export function resetPasswordProblem(form: { phone: string; code: string; pwOne: string; pwTwo: string }): Problem | undefined {
  if (blank(form.phone)) return problem('phone', VALIDATION.resetPhoneEmpty);
  if (blank(form.code)) return problem('code', VALIDATION.resetCodeEmpty);
  return newPasswordProblem(form.pwOne, form.pwTwo);
}
