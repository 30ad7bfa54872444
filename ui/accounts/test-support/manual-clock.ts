// A hand-driven clock with timeouts and intervals: advance(ms) runs every due callback in time order, with now()
// at each callback's own time, so a 60 s interval fires twice in advance(120_000).
export class ManualClock {
  private tasks = new Map<number, { at: number; every?: number; fn: () => void }>();
  private nextId = 1;
  constructor(private current = 1_700_000_000_000) {}

  now = (): number => this.current;

  setTimeout = (fn: () => void, ms: number): unknown => this.add(fn, ms);
  setInterval = (fn: () => void, ms: number): unknown => this.add(fn, ms, Math.max(1, ms));
  clearTimeout = (handle: unknown): void => void this.tasks.delete(handle as number);
  clearInterval = (handle: unknown): void => void this.tasks.delete(handle as number);

  get pending(): number {
    return this.tasks.size;
  }

  advance(ms: number): void {
    const end = this.current + ms;
    for (;;) {
      const due = [...this.tasks].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
      if (!due) break;
      const [id, task] = due;
      this.current = task.at;
      if (task.every) task.at += task.every;
      else this.tasks.delete(id);
      task.fn();
    }
    this.current = end;
  }

  private add(fn: () => void, ms: number, every?: number): number {
    const id = this.nextId++;
    this.tasks.set(id, { at: this.current + Math.max(0, ms), every, fn });
    return id;
  }
}
