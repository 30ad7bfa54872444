// The default for the total socket cap: below the process's open-file limit, so that refusing a socket (4503)
// comes before the kernel refuses one (EMFILE), which would refuse HTTP, the database and files as well.
import { readFileSync } from 'node:fs';

/** Without a readable limit (not Linux): a number most systems' limits allow (1024 is a common soft limit). */
export const FALLBACK_MAX_CONNECTIONS = 10_000;
/** Share of the descriptors the gateway's sockets may take; the rest is for HTTP, the database, NATS and files. */
export const SOCKET_SHARE = 0.8;

/** The soft "Max open files" of /proc/<pid>/limits text (RLIMIT_NOFILE); undefined when absent or unlimited. */
export function openFilesLimit(limitsText: string): number | undefined {
  const m = /^Max open files\s+(\S+)/m.exec(limitsText);
  const n = m ? Number(m[1]) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

export function maxConnectionsFor(openFiles: number | undefined): number {
  return openFiles === undefined ? FALLBACK_MAX_CONNECTIONS : Math.max(1, Math.floor(openFiles * SOCKET_SHARE));
}

/** This process's default total cap. */
export function defaultMaxConnections(): number {
  let text = '';
  try {
    text = readFileSync('/proc/self/limits', 'utf8');
  } catch {
    // not Linux: the fallback
  }
  return maxConnectionsFor(openFilesLimit(text));
}
