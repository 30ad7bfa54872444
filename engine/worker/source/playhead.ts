// Where a replay is in recorded time: while playing it moves `speed` times as fast as the clock.
import type { Clock } from '../../core/time/scheduler';

export class Playhead {
  private anchorPosition: number;
  private anchorAt: number;
  private rate: number;
  private running = false;

  constructor(private readonly clock: Clock, position: number, speed: number) {
    this.anchorPosition = position;
    this.anchorAt = clock.now();
    this.rate = speed;
  }

  get speed(): number {
    return this.rate;
  }

  get playing(): boolean {
    return this.running;
  }

  position(): number {
    if (!this.running) return this.anchorPosition;
    return this.anchorPosition + (this.clock.now() - this.anchorAt) * this.rate;
  }

  play(): void {
    this.reanchor();
    this.running = true;
  }

  pause(): void {
    this.reanchor();
    this.running = false;
  }

  setSpeed(speed: number): void {
    this.reanchor();
    this.rate = speed;
  }

  moveTo(position: number): void {
    this.anchorPosition = position;
    this.anchorAt = this.clock.now();
  }

  /** Clock ms until the playhead reaches `ts` (rounded up, so it has when the wait is over); Infinity when paused. */
  delayUntil(ts: number): number {
    if (!this.running) return Infinity;
    return Math.max(0, Math.ceil((ts - this.position()) / this.rate));
  }

  private reanchor(): void {
    this.moveTo(this.position());
  }
}
