// A bounded run of recent frames in publish order: the in-process bus keeps its history here, and a gateway its
// recent frames for resumes. Positions are absolute (they keep counting as old frames go), so a reader holds a
// cursor and finds out it fell behind when its cursor is before `start`.
import type { BusFrame, BusLimits } from './frame-bus';

interface Held {
  readonly frame: BusFrame;
  readonly at: number;
}

export class FrameRing {
  private held: Held[] = [];
  /** Index in `held` of the oldest frame kept (the array is compacted now and then, not shifted each time). */
  private head = 0;
  /** Absolute position of held[head]. */
  private base = 0;
  private bytes = 0;

  constructor(private readonly limits: BusLimits, private readonly now: () => number) {}

  /** Absolute position of the oldest frame held. */
  get start(): number {
    this.expire();
    return this.base;
  }

  /** Absolute position after the newest frame. */
  get end(): number {
    return this.base + this.held.length - this.head;
  }

  get size(): number {
    return this.end - this.start;
  }

  get heldBytes(): number {
    return this.bytes;
  }

  push(frames: readonly BusFrame[]): void {
    const at = this.now();
    for (const frame of frames) {
      this.held.push({ frame, at });
      this.bytes += frame.bytes.byteLength;
    }
    this.expire();
  }

  /** The frame at an absolute position (start ≤ pos < end). */
  at(pos: number): BusFrame {
    return this.held[this.head + pos - this.base].frame;
  }

  /** Frames from `pos` (clamped to start) to the end. */
  from(pos: number): BusFrame[] {
    const first = Math.max(pos, this.start);
    return this.held.slice(this.head + first - this.base).map((h) => h.frame);
  }

  last(): BusFrame | undefined {
    return this.end > this.start ? this.at(this.end - 1) : undefined;
  }

  oldestSeq(stream: string): number | undefined {
    for (let pos = this.start; pos < this.end; pos++) {
      const f = this.at(pos);
      if (f.stream === stream) return f.seq;
    }
    return undefined;
  }

  /**
   * Where a reader starting at (stream, seq) begins: the first held frame of `stream` with a seq ≥ `seq`, else
   * just after the last held frame of `stream`, else the end (FrameBus.subscribe).
   */
  positionOf(stream: string, seq: number): number {
    let found = -1;
    for (let pos = this.end - 1; pos >= this.start; pos--) {
      const f = this.at(pos);
      if (f.stream !== stream) continue;
      if (f.seq < seq) return found >= 0 ? found : pos + 1;
      found = pos;
    }
    return found >= 0 ? found : this.end;
  }

  /** Frames fromSeq … toSeq of `stream`, when every one of them is held; undefined otherwise. */
  range(stream: string, fromSeq: number, toSeq: number): BusFrame[] | undefined {
    if (toSeq < fromSeq) return [];
    const pos = this.positionOf(stream, fromSeq);
    const out: BusFrame[] = [];
    for (let p = pos; p < this.end && out.length <= toSeq - fromSeq; p++) {
      const f = this.at(p);
      if (f.stream !== stream) continue;
      if (f.seq !== fromSeq + out.length) return undefined;
      out.push(f);
    }
    return out.length === toSeq - fromSeq + 1 ? out : undefined;
  }

  clear(): void {
    this.base = this.end;
    this.held = [];
    this.head = 0;
    this.bytes = 0;
  }

  private expire(): void {
    const { maxFrames, maxBytes, maxAgeMs } = this.limits;
    const oldestAllowed = this.now() - maxAgeMs;
    while (this.head < this.held.length) {
      const oldest = this.held[this.head];
      const over = this.held.length - this.head > maxFrames || this.bytes > maxBytes || oldest.at < oldestAllowed;
      if (!over) break;
      this.bytes -= oldest.frame.bytes.byteLength;
      this.head++;
      this.base++;
    }
    // Compact once the dropped prefix is as long as what is kept.
    if (this.head > 1024 && this.head * 2 > this.held.length) {
      this.held = this.held.slice(this.head);
      this.head = 0;
    }
  }
}
