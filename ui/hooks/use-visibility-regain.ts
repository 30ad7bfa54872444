// Calls back each time the tab becomes visible again (the visibilitychange event, 'visible' state).
import { useEffect } from 'react';

export function useVisibilityRegain(onVisible: () => void): void {
  useEffect(() => {
    const listener = () => {
      if (document.visibilityState === 'visible') onVisible();
    };
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  }, [onVisible]);
}
