// One input of the login dialog: a label for assistive technology, the placeholder for the eye, and an optional
// control at its end (the send-code button). The frame shows focus and a field at fault.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';
import styles from './login-dialog.module.css';

export interface TextFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'placeholder' | 'autoComplete' | 'inputMode' | 'maxLength' | 'name'> {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly leading?: ReactNode;
  readonly trailing?: ReactNode;
  readonly describedBy?: string;
  /** The field the dialog focuses when this content opens (modal/focus-trap.ts). */
  readonly focusFirst?: boolean;
}

export function TextField({ label, value, onChange, inputRef, leading, trailing, describedBy, focusFirst, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className="visually-hidden">{label}</label>
      {leading}
      <input
        {...input}
        id={id}
        ref={inputRef}
        className={styles.input}
        value={value}
        aria-describedby={describedBy}
        data-autofocus={focusFirst || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {trailing}
    </div>
  );
}
