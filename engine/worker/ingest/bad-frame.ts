// A message or frame the engine dropped, as a value with a typed reason [RT-11] [STYLE.md item 15].
import type { FrameErrorReason } from '../../wire';
import type { UnexpectedMessage } from '../source/frame-source';

/**
 * 'packet' | 'checksum' | 'unknownCode' | 'malformed': the wire decoder refused it (engine/wire/decode-frame.ts);
 * 'text' | 'notBinary': the socket delivered something other than binary [SK-5];
 * 'internal': decoding or folding threw — a bug, reported rather than thrown into the worker.
 */
export type BadFrameReason = FrameErrorReason | UnexpectedMessage | 'internal';

export interface BadFrame {
  readonly reason: BadFrameReason;
  /** Message code and feed seq when the envelope got far enough to tell (0 otherwise). */
  readonly code: number;
  readonly seq: number;
  readonly detail: string;
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
