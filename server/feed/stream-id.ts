// The server's feed stream id: new on every process start, so a client never compares seqs across restarts.
import { randomBytes } from 'node:crypto';

export function newStreamId(now: number): string {
  return `srv-${now.toString(36)}-${randomBytes(4).toString('hex')}`;
}
