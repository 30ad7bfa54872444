// The row-order change between two versions of a view, as splices a patch can carry instead of the whole list.
// Past the common head and tail, rows that keep their relative order (a longest increasing subsequence) stay put;
// the rest are removed and re-inserted, so one match moving from 'going' to 'finished' costs one removal and one
// insertion.
import type { ViewRow } from './view-spec';

export interface RowSplice {
  readonly index: number;
  readonly deleteCount: number;
  readonly rows: readonly ViewRow[];
}

export function rowKey(row: ViewRow): string {
  return row.kind === 'match' ? `m${row.id}` : `d${row.section}`;
}

/** Flags (by index into `seq`) of a longest strictly increasing subsequence; patience sorting, O(n log n). */
function increasingRun(seq: readonly number[]): Uint8Array {
  const tails: number[] = [];
  const back = new Int32Array(seq.length);
  for (let i = 0; i < seq.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (seq[tails[mid]] < seq[i]) lo = mid + 1;
      else hi = mid;
    }
    back[i] = lo > 0 ? tails[lo - 1] : -1;
    tails[lo] = i;
  }
  const keep = new Uint8Array(seq.length);
  for (let i = tails.length ? tails[tails.length - 1] : -1; i >= 0; i = back[i]) keep[i] = 1;
  return keep;
}

function sameRow(a: ViewRow, b: ViewRow): boolean {
  return a.kind === 'match' ? b.kind === 'match' && a.id === b.id : b.kind === 'divider' && a.section === b.section;
}

/** Row positions by match id and by divider section (no string keys: this runs on every reordering batch). */
class RowPositions {
  private readonly matches = new Map<number, number>();
  private readonly dividers = new Map<string, number>();
  constructor(rows: readonly ViewRow[], from: number, to: number) {
    for (let i = from; i < to; i++) {
      const r = rows[i];
      if (r.kind === 'match') this.matches.set(r.id, i);
      else this.dividers.set(r.section, i);
    }
  }
  of(r: ViewRow): number | undefined {
    return r.kind === 'match' ? this.matches.get(r.id) : this.dividers.get(r.section);
  }
}

/** Splices that turn `prev` into `next` when applied in order (removals from the end first, then insertions). */
export function rowSplices(prev: readonly ViewRow[], next: readonly ViewRow[]): RowSplice[] {
  // Only the stretch between the common head and tail can differ.
  let head = 0;
  while (head < prev.length && head < next.length && sameRow(prev[head], next[head])) head++;
  let tail = 0;
  while (tail < prev.length - head && tail < next.length - head && sameRow(prev[prev.length - 1 - tail], next[next.length - 1 - tail])) tail++;
  const prevEnd = prev.length - tail;
  const nextEnd = next.length - tail;
  const nextAt = new RowPositions(next, head, nextEnd);
  const present: number[] = [];
  const positions: number[] = [];
  for (let i = head; i < prevEnd; i++) {
    const j = nextAt.of(prev[i]);
    if (j !== undefined) { present.push(i); positions.push(j); }
  }
  // Rows on the longest run keep their place; flags by row index, old and new.
  const run = increasingRun(positions);
  const kept = new Uint8Array(prev.length);
  const keptInNext = new Uint8Array(next.length);
  for (let k = 0; k < run.length; k++) {
    if (run[k]) { kept[present[k]] = 1; keptInNext[positions[k]] = 1; }
  }
  const splices: RowSplice[] = [];
  for (let i = prevEnd - 1; i >= head; i--) {
    if (kept[i]) continue;
    let start = i;
    while (start > head && !kept[start - 1]) start--;
    splices.push({ index: start, deleteCount: i - start + 1, rows: [] });
    i = start;
  }
  for (let j = head; j < nextEnd; j++) {
    if (keptInNext[j]) continue;
    let end = j;
    while (end + 1 < nextEnd && !keptInNext[end + 1]) end++;
    splices.push({ index: j, deleteCount: 0, rows: next.slice(j, end + 1) });
    j = end;
  }
  return splices;
}

export function applySplices(rows: readonly ViewRow[], splices: readonly RowSplice[]): ViewRow[] {
  const out = [...rows];
  for (const s of splices) out.splice(s.index, s.deleteCount, ...s.rows);
  return out;
}
