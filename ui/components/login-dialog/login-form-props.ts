// What both login tabs share: the phone and the agreement (kept when the tab changes), and what a login hands on.
import type { LoginAnswer, PhoneNumber } from '../../accounts/account-types';

export interface LoginFormProps {
  readonly phone: PhoneNumber;
  readonly onPhone: (phone: PhoneNumber) => void;
  readonly agreed: boolean;
  readonly onAgreed: (agreed: boolean) => void;
  readonly onLoggedIn: (answer: LoginAnswer) => Promise<void>;
}
