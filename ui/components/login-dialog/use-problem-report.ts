// Shows a validation problem the way SPEC.md §5 messages are shown — a warning toast with the exact copy — and
// moves the cursor to the field at fault.
import { useCallback } from 'react';
import { useAccounts } from '../../accounts/use-accounts';
import type { LoginField, Problem } from './login-validation';

export function useProblemReport(focus: (field: LoginField) => void): (problem: Problem | undefined) => boolean {
  const { toast } = useAccounts();
  return useCallback((problem) => {
    if (!problem) return false;
    toast.warning(problem.message);
    focus(problem.field);
    return true;
  }, [toast, focus]);
}
