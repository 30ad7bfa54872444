// One request at a time per form: while it runs, further submits are ignored and the button says so.
import { useCallback, useRef, useState } from 'react';

export function usePendingAction(): { readonly pending: boolean; readonly run: (action: () => Promise<void>) => Promise<void> } {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await action();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
