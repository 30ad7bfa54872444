// The country calling code before the phone number: shows "+86", is a native <select> underneath (keyboard and
// screen readers get the real control).
import { COUNTRY_CODES } from './country-codes';
import { Icon } from '../icon/icon';
import styles from './login-dialog.module.css';

export function CountryCodeSelect({ value, onChange }: { readonly value: string; readonly onChange: (code: string) => void }) {
  return (
    <span className={styles.countryCode}>
      <span aria-hidden="true">+{value}</span>
      <Icon name="chevronDown" size={14} />
      <select className={styles.countrySelect} aria-label="国家或地区区号" value={value} onChange={(event) => onChange(event.target.value)}>
        {COUNTRY_CODES.map((c) => <option key={c.code} value={c.code}>{`+${c.code} ${c.region}`}</option>)}
      </select>
    </span>
  );
}
