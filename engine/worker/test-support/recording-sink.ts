// A FrameSink that keeps everything a source hands it, for tests to inspect.
import type { FeedEvent, LiveState } from '../../core';
import { EMPTY_STATE, fold } from '../../core';
import type { FrameError, ListResume } from '../../wire';
import { decodePacket } from '../../wire';
import type { FrameSink, SourceStatus, UnexpectedMessage } from '../source/frame-source';

type Entry = { readonly kind: 'packet'; readonly bytes: Uint8Array; readonly at: number } | { readonly kind: 'rewind' };

export class RecordingSink implements FrameSink {
  readonly entries: Entry[] = [];
  readonly statuses: SourceStatus[] = [];
  readonly unexpectedMessages: { kind: UnexpectedMessage; detail: string }[] = [];
  /** What resumePoint() answers: set it to have the next connect resume. */
  resumeAt: ListResume | undefined;

  constructor(private readonly now: () => number = () => 0) {}

  packet(bytes: Uint8Array): void {
    this.entries.push({ kind: 'packet', bytes, at: this.now() });
  }

  unexpected(kind: UnexpectedMessage, detail: string): void {
    this.unexpectedMessages.push({ kind, detail });
  }

  status(status: SourceStatus): void {
    this.statuses.push(status);
  }

  rewind(): void {
    this.entries.push({ kind: 'rewind' });
  }

  resumePoint(): ListResume | undefined {
    return this.resumeAt;
  }

  get packets(): Uint8Array[] {
    return this.entries.flatMap((e) => (e.kind === 'packet' ? [e.bytes] : []));
  }

  get rewinds(): number {
    return this.entries.filter((e) => e.kind === 'rewind').length;
  }

  /** Every feed event delivered (since the last rewind when `sinceRewind`), in order. */
  events(sinceRewind = false): FeedEvent[] {
    const from = sinceRewind ? this.entries.map((e) => e.kind).lastIndexOf('rewind') + 1 : 0;
    return this.entries.slice(from).flatMap((e) => (e.kind === 'packet' ? decodePacket(e.bytes).events : []));
  }

  errors(): FrameError[] {
    return this.packets.flatMap((bytes) => decodePacket(bytes).errors);
  }

  /** The state a client folding what was delivered would hold (a rewind starts again from empty). */
  folded(): LiveState {
    return fold(EMPTY_STATE, this.events(true)).state;
  }
}

/** What a list snapshot carries: the lists of both sports and the position in the stream. */
export function listProjection(s: LiveState) {
  const lists = (sport: 'football' | 'basketball') => ({
    matches: s[sport].matches, competitions: s[sport].competitions, teams: s[sport].teams,
  });
  return { stream: s.stream, seq: s.seq, football: lists('football'), basketball: lists('basketball') };
}
