// The phone number with its country calling code (default 86 [AU-7]).
import type { Ref } from 'react';
import type { PhoneNumber } from '../../accounts/account-types';
import { CountryCodeSelect } from './country-code-select';
import { TextField } from './text-field';

export interface PhoneFieldProps {
  readonly phone: PhoneNumber;
  readonly onChange: (phone: PhoneNumber) => void;
  readonly inputRef?: Ref<HTMLInputElement>;
}

export function PhoneField({ phone, onChange, inputRef }: PhoneFieldProps) {
  return (
    <TextField
      label="手机号"
      type="tel"
      name="phone"
      autoComplete="tel-national"
      inputMode="numeric"
      maxLength={20}
      placeholder="请输入手机号"
      value={phone.number}
      inputRef={inputRef}
      focusFirst
      onChange={(number) => onChange({ ...phone, number })}
      leading={<CountryCodeSelect value={phone.nationalCode} onChange={(nationalCode) => onChange({ ...phone, nationalCode })} />}
    />
  );
}
