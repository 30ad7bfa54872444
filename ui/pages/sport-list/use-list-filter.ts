// The filter the lists apply: the saved choice's competition ids for the sport [FT-3] — undefined until the local
// items are read, null for no filter. The first value passes at once (a reload paints the filtered list straight
// away); every later change is applied through the 500 ms debounce [LS-7], so the list resubscribes once per burst.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Sport } from '../../../engine/core';
import type { EngineClient } from '../../engine-client';
import type { TrailingDebounce } from './trailing-debounce';
import { LIST_DEBOUNCE_MS, trailingDebounce } from './trailing-debounce';
import { useLocalItems } from './use-local-items';

type Applied = readonly number[] | null | undefined;

const keyOf = (ids: Applied) => (ids === undefined ? '' : JSON.stringify(ids));

export function useListFilter(client: EngineClient, sport: Sport): Applied {
  const items = useLocalItems(client);
  const saved: Applied = items ? (items.filters[sport]?.competitionIds ?? null) : undefined;
  const key = keyOf(saved);
  const [appliedKey, setAppliedKey] = useState(key);
  const debounce = useRef<TrailingDebounce<[string]> | null>(null);
  debounce.current ??= trailingDebounce((next: string) => setAppliedKey(next), LIST_DEBOUNCE_MS, window);
  useEffect(() => {
    if (appliedKey === '' && key !== '') {
      setAppliedKey(key); // the first read: no waiting
    } else if (key !== appliedKey) {
      debounce.current?.call(key);
    } else {
      debounce.current?.cancel();
    }
  }, [key, appliedKey]);
  useEffect(() => () => debounce.current?.cancel(), []);
  return useMemo(() => (appliedKey === '' ? undefined : (JSON.parse(appliedKey) as readonly number[] | null)), [appliedKey]);
}
