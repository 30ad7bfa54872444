// Fields by name, so a validation problem can put the cursor where the fix goes.
import { useCallback, useRef } from 'react';
import type { LoginField } from './login-validation';

export function useFieldFocus(): { readonly register: (field: LoginField) => (el: HTMLElement | null) => void; readonly focus: (field: LoginField) => void } {
  const fields = useRef(new Map<LoginField, HTMLElement>());
  const register = useCallback((field: LoginField) => (el: HTMLElement | null) => {
    if (el) fields.current.set(field, el);
    else fields.current.delete(field);
  }, []);
  const focus = useCallback((field: LoginField) => fields.current.get(field)?.focus(), []);
  return { register, focus };
}
