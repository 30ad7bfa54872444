// [AU-7] A stable, leading-edge debounced callback that always runs the latest `fn` (its closure sees the current
// form), on the accounts' clock.
import { useEffect, useMemo, useRef } from 'react';
import { useAccounts } from '../../accounts/use-accounts';
import { leadingDebounce } from './leading-debounce';

export function useLeadingDebounce(fn: () => void, ms: number): () => void {
  const { clock } = useAccounts();
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  return useMemo(() => leadingDebounce(() => latest.current(), ms, clock), [ms, clock]);
}
