// One subscription's patch builder: its ViewIndex, the rows as last posted (the page's model, mirrored), and its
// interned tables. Each update re-places only what the batch touched, re-projects only the touched rows (plus,
// on a clock refresh, the rows whose fields follow the clock), diffs them field by field against what was posted,
// and packs what changed — order changes as splices, the goal signals this page pops up as triggers
// (goal-notices.ts). Pure: time comes in.
import type { Changes } from '../fold/draft';
import { byId } from '../fold/id-key';
import type { LiveState } from '../model';
import type { StoppageStyle } from '../rules/live-minute';
import type { Settings } from '../rules/settings';
import type { RowSignal } from '../rules/goal-signals';
import type { Sport } from '../sport';
import { listSource } from '../views/list-source';
import type { RowContext } from '../views/row-projection';
import { rowOf } from '../views/row-projection';
import type { Mutable } from '../fold/draft';
import type { MatchRow } from '../views/row-types';
import type { RowSplice } from '../views/row-splices';
import { rowSplices } from '../views/row-splices';
import { ViewIndex } from '../views/view-index';
import type { ViewContext, ViewRow, ViewSpec } from '../views/view-spec';
import { encodeViewPatch, rowChange } from './encode';
import type { RawRow } from './raw-patch';
import { InternTables } from './tables';
import type { NoticeList } from './goal-notices';
import { goalNotices } from './goal-notices';
import type { Trigger, ViewPatch } from './view-patch';

/** What a projection reads besides the state: the view clock, the settings, the goal highlights. */
export interface Projection {
  readonly now: number;
  readonly settings: Settings;
  /** Highlight expiry of a match of this view's sport, ms, 0 for none [GN-5]. */
  readonly highlightUntil: (matchId: number) => number;
  /** Retraction mark expiry of a match of this view's sport, ms, 0 for none (rules/goal-highlight.ts). */
  readonly retractedUntil?: (matchId: number) => number;
  readonly stoppage?: StoppageStyle;
}

export interface PatcherUpdate {
  readonly state: LiveState;
  /** The fold's changes (or the touched ids); nothing for a refresh that only the clock or the context drives. */
  readonly changes?: Changes | Iterable<number>;
  readonly ctx: ViewContext;
  readonly projection: Projection;
  /** The batch's signals, every sport; this view passes on those its page pops up [GN-2] [GN-3] [GN-6]. */
  readonly signals?: readonly RowSignal[];
  /** Re-project the rows whose fields follow the clock: live minutes [MN-4], VAR flags [RT-3], highlights [GN-5]. */
  readonly clockRows?: boolean;
  /** Re-project every listed row (settings that change how rows read: rankingShow, cardShow). */
  readonly allRows?: boolean;
  /** A new spec (sort direction or display flags followed from the settings): rows move to their new places. */
  readonly spec?: ViewSpec;
  /**
   * The clock went back (a replay seeked backwards): minutes are read afresh instead of held at what was shown
   * [MN-4] — "never backwards" is about one match's clock, not about rewinding the day.
   */
  readonly resetMinutes?: boolean;
}

function matchIds(rows: readonly ViewRow[]): number[] {
  const out: number[] = [];
  for (const r of rows) if (r.kind === 'match') out.push(r.id);
  return out;
}

/** Whether a posted row reads differently as time passes (beyond the day boundary, which rebuilds the view). */
function followsClock(row: MatchRow): boolean {
  return row.varActive || row.highlighted || row.retracted || (row.sport === 'football' && row.group === 'going');
}

export class ViewPatcher {
  private index: ViewIndex;
  private readonly posted = new Map<number, MatchRow>();
  private readonly tables = new InternTables();
  private version = 0;
  private state: LiveState;
  private ctx: ViewContext;
  /** The list's entries past the first screen, held back from the patch that filled an empty page (takeRest). */
  private held: { readonly at: number; readonly rows: readonly ViewRow[] } | null = null;

  /**
   * `firstRows`: the page's first screen, in list entries (rows and dividers). A patch that fills the page's empty
   * list carries only that many — they paint at once — and `takeRest()` right after it gives the rest.
   */
  constructor(readonly subscription: number, spec: ViewSpec, state: LiveState, ctx: ViewContext, private readonly firstRows = Infinity) {
    this.index = new ViewIndex(state, spec, ctx);
    this.state = state;
    this.ctx = ctx;
  }

  get spec(): ViewSpec { return this.index.spec; }
  get sport(): Sport { return this.index.spec.sport; }
  get rows(): readonly ViewRow[] { return this.index.rows; }

  /**
   * The subscription's first patch: the page starts from nothing, every listed row in full — or, with `firstRows`,
   * the first screen's (then takeRest()).
   */
  initial(projection: Projection): ViewPatch {
    return this.pack(true, ...this.fill(projection), []);
  }

  /**
   * The entries a filling patch held back (initial(), or an update() that filled an empty list), as the next patch:
   * null when none were. Taken at once after that patch, before any other update: the page's model is the list's
   * head until then.
   */
  takeRest(projection: Projection): ViewPatch | null {
    const held = this.held;
    if (!held) return null;
    this.held = null;
    const splices: RowSplice[] = [{ index: held.at, deleteCount: 0, rows: held.rows }];
    return this.pack(false, this.project(matchIds(held.rows), projection), splices, []);
  }

  /** The list's first screen (all of it without firstRows) for an empty page, its rest held for takeRest(). */
  private fill(projection: Projection): [RawRow[], RowSplice[]] {
    const rows = this.index.rows;
    const head = rows.length > this.firstRows ? rows.slice(0, this.firstRows) : rows;
    this.held = head.length < rows.length ? { at: head.length, rows: rows.slice(head.length) } : null;
    const splices: RowSplice[] = head.length > 0 ? [{ index: 0, deleteCount: 0, rows: head }] : [];
    return [this.project(matchIds(head), projection), splices];
  }

  /** The next patch, or null when the page's model is already right. */
  update(u: PatcherUpdate): ViewPatch | null {
    const before = this.index.rows;
    if (before.length === 0 && !u.spec) {
      // The page's list is empty (subscribed before the lists came): this fills it, first screen first.
      this.index.update(u.state, u.changes ?? [], u.ctx);
      this.state = u.state;
      this.ctx = u.ctx;
      if (this.index.rows.length === 0) return null;
      const [rows, splices] = this.fill(u.projection);
      const triggers = u.signals && u.signals.length > 0 ? goalNotices(u.signals, this.noticeList(), u.projection.settings) : [];
      return this.pack(false, rows, splices, triggers);
    }
    const toProject = new Set<number>();
    let splices: readonly RowSplice[];
    if (u.spec) {
      this.index = new ViewIndex(u.state, u.spec, u.ctx);
      splices = rowSplices(before, this.index.rows);
      for (const id of matchIds(this.index.rows)) toProject.add(id);
    } else {
      const update = this.index.update(u.state, u.changes ?? [], u.ctx);
      splices = update.splices;
      for (const id of update.touchedRows) toProject.add(id);
    }
    this.state = u.state;
    this.ctx = u.ctx;
    if (splices.length > 0) this.forgetUnlisted();
    if (u.allRows) for (const id of matchIds(this.index.rows)) toProject.add(id);
    if (u.clockRows) for (const row of this.posted.values()) if (followsClock(row)) toProject.add(row.id);
    // Rows that come into a trimmed list without being touched themselves [LS-4]: the page has none of their fields.
    for (const s of splices) for (const r of s.rows) if (r.kind === 'match' && !this.posted.has(r.id)) toProject.add(r.id);
    const rows = this.project(toProject, u.projection, u.resetMinutes === true);
    const triggers = u.signals && u.signals.length > 0 ? goalNotices(u.signals, this.noticeList(), u.projection.settings) : [];
    if (rows.length === 0 && splices.length === 0 && triggers.length === 0) return null;
    return this.pack(false, rows, splices, triggers);
  }

  /** The earliest time after which a posted row reads differently, other than its live minute: VAR and highlight expiries. */
  nextExpiry(projection: Projection): number {
    let next = Infinity;
    const matches = this.state[this.sport].matches;
    for (const row of this.posted.values()) {
      if (row.varActive) next = Math.min(next, byId(matches, row.id)?.varUntil ?? Infinity);
      if (row.highlighted) next = Math.min(next, projection.highlightUntil(row.id));
      if (row.retracted) next = Math.min(next, projection.retractedUntil?.(row.id) || Infinity);
    }
    return next;
  }

  /** Whether any posted row shows a running minute (the 15 s refresh has work) [MN-4]. */
  hasLiveMinutes(): boolean {
    for (const row of this.posted.values()) if (row.sport === 'football' && row.group === 'going') return true;
    return false;
  }

  /** This view as the pop-up decision reads it: the rows the page has, after this update's projection [GN-2]. */
  private noticeList(): NoticeList {
    const matches = this.state[this.sport].matches;
    return {
      sport: this.sport, list: this.spec.list, followed: this.ctx.followed,
      shows: (id) => this.posted.has(id),
      roomOf: (id) => byId(matches, id)?.living[0]?.roomId ?? null,
    };
  }

  private forgetUnlisted(): void {
    const listed = new Set(matchIds(this.index.rows));
    for (const id of this.posted.keys()) if (!listed.has(id)) this.posted.delete(id);
  }

  private project(ids: Iterable<number>, p: Projection, resetMinutes = false): RawRow[] {
    const source = listSource(this.state, this.spec, this.ctx);
    const out: RawRow[] = [];
    // One row context for the whole call, its two per-row fields set before each row (rowOf keeps none of it):
    // a literal per row was an allocation per projected row.
    const rowCtx: Mutable<RowContext> = {
      dayStart: this.ctx.dayStart, tab: this.spec.tab, pinned: this.ctx.pinned, followed: this.ctx.followed,
      previous: undefined, highlightUntil: 0, retractedUntil: 0, stoppage: p.stoppage, day: this.ctx.day, localZone: this.ctx.localZone,
    };
    for (const id of ids) {
      const m = source.match(id);
      if (!m) continue;
      const previous = this.posted.get(id);
      rowCtx.previous = resetMinutes ? undefined : previous;
      rowCtx.highlightUntil = p.highlightUntil(id);
      rowCtx.retractedUntil = p.retractedUntil?.(id) ?? 0;
      const next = rowOf(m, this.state, p.now, p.settings, rowCtx);
      this.posted.set(id, next);
      const change = rowChange(previous, next, this.tables);
      if (change) out.push(change);
    }
    return out;
  }

  private pack(reset: boolean, rows: readonly RawRow[], splices: readonly RowSplice[], triggers: readonly Trigger[]): ViewPatch {
    this.version++;
    return encodeViewPatch({ subscription: this.subscription, version: this.version, reset, sport: this.sport, rows, splices, triggers }, this.tables);
  }
}
