// [MN-5] The pre-match countdown: hours, minutes and seconds, shown only when under 24 h remain. Pure.
import { DAY_MS } from '../../../engine/core';

const two = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM:SS' before kick-off under 24 h, else '' (more than a day away, or kicked off). */
export function countdownText(kickOffMs: number, nowMs: number): string {
  const left = kickOffMs - nowMs;
  if (left <= 0 || left >= DAY_MS) return '';
  const s = Math.ceil(left / 1000);
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}
