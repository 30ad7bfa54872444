// An article's time as lists show it: '12-03 19:35', Beijing time (the product's day [LS-2]). Pure.
import { localClock, shanghaiDate } from '../../../engine/core';

export function publishText(unixSeconds: number): string {
  const ms = unixSeconds * 1000;
  return `${shanghaiDate(ms).slice(5)} ${localClock(ms)}`;
}

export const KIND_LABEL = { report: '战报', preview: '前瞻' } as const;
