// The fold's Draft API (engine/core/fold/draft.ts) over an immer draft of LiveState, so the same apply functions
// fold a batch inside immer's produceWithPatches: what the fold would be if it used immer instead of the
// hand-written copy-on-write draft (bench/fold-draft.ts measures both). Writes go straight to immer's proxies; the
// touched ids are noted in the same Changes, as the views need them either way.
import type { Patch } from 'immer';
import { current, enablePatches, isDraft, produceWithPatches, setAutoFreeze } from 'immer';
import type { Changes, FeedEvent, LiveState } from '../engine/core';
import { emptyChanges } from '../engine/core';
import { appendEntry } from '../engine/core/detail-log/detail-log';
import type { DetailLog } from '../engine/core/detail-log/detail-log';
import type { Draft, Mutable } from '../engine/core/fold/draft';
import { applyEvent } from '../engine/core/fold/fold';
import { byId, setById } from '../engine/core/fold/id-key';
import type { Competition, DetailRecord, Match, Room, Team } from '../engine/core/model';
import { EMPTY_RECORD } from '../engine/core/model';
import type { Sport } from '../engine/core/sport';

enablePatches();
// Immer's fastest setting (no deep freeze of every result): the comparison gives immer its best case.
setAutoFreeze(false);

type Table<V> = Record<number, V>;
type SportDraftOf = Mutable<{ matches: Table<Match>; competitions: Table<Competition>; teams: Table<Team>; details: Table<DetailRecord> }>;

/** A plain value to keep past the recipe (a draft's proxy is revoked when produce returns). */
const plain = <T,>(v: T): T => (isDraft(v) ? (current(v as never) as T) : v);

class ImmerSportDraft {
  private living: Set<number> | null = null;

  constructor(private readonly d: SportDraftOf, private readonly written: { competitions: Set<number>; teams: Set<number> }) {}

  match(id: number): Match | undefined { return byId(this.d.matches, id); }
  detail(id: number): DetailRecord { return byId(this.d.details, id) ?? EMPTY_RECORD; }
  allMatches(): Readonly<Table<Match>> { return this.d.matches; }
  allDetails(): Readonly<Table<DetailRecord>> { return this.d.details; }

  setMatch(match: Match): void {
    setById(this.d.matches, match.id, match);
    this.noteLiving(match);
  }

  writableDetail(id: number): Mutable<DetailRecord> {
    let d = byId(this.d.details, id);
    if (d === undefined) {
      setById(this.d.details, id, { ...EMPTY_RECORD });
      d = byId(this.d.details, id)!;
    }
    return d as Mutable<DetailRecord>;
  }

  livingIds(): ReadonlySet<number> {
    if (!this.living) {
      this.living = new Set();
      for (const m of Object.values(this.d.matches)) if (m.living.length > 0) this.living.add(m.id);
    }
    return this.living;
  }

  noteLiving(match: Match): void {
    if (!this.living) return;
    if (match.living.length > 0) this.living.add(match.id);
    else this.living.delete(match.id);
  }

  competition(id: number): Competition | undefined { return this.d.competitions[id]; }
  team(id: number): Team | undefined { return this.d.teams[id]; }

  setCompetition(c: Competition): void {
    this.d.competitions[c.id] = c;
    this.written.competitions.add(c.id);
  }

  setTeam(t: Team): void {
    this.d.teams[t.id] = t;
    this.written.teams.add(t.id);
  }

  replace(next: { matches: Table<Match>; competitions: Table<Competition>; teams: Table<Team>; details: Table<DetailRecord> }): void {
    for (const id of Object.keys(this.d.competitions)) this.written.competitions.add(Number(id));
    for (const id of Object.keys(this.d.teams)) this.written.teams.add(Number(id));
    for (const id of Object.keys(next.competitions)) this.written.competitions.add(Number(id));
    for (const id of Object.keys(next.teams)) this.written.teams.add(Number(id));
    this.d.matches = next.matches;
    this.d.competitions = next.competitions;
    this.d.teams = next.teams;
    this.d.details = next.details;
    this.living = null;
  }
}

/** Draft's surface, as the apply functions use it, on an immer draft of the state. */
export class ImmerDraft {
  readonly changes: Changes = emptyChanges();
  private readonly sports: Record<Sport, ImmerSportDraft>;

  constructor(private readonly root: Mutable<LiveState> & { football: SportDraftOf; basketball: SportDraftOf; rooms: Table<Room> }) {
    const written = (sport: Sport) => ({ competitions: this.changes.competitions[sport], teams: this.changes.teams[sport] });
    this.sports = {
      football: new ImmerSportDraft(root.football, written('football')),
      basketball: new ImmerSportDraft(root.basketball, written('basketball')),
    };
  }

  get stream(): string { return this.root.stream; }
  set stream(s: string) { this.root.stream = s; }
  get seq(): number { return this.root.seq; }
  set seq(n: number) { this.root.seq = n; }

  sport(sport: Sport): ImmerSportDraft { return this.sports[sport]; }
  match(sport: Sport, id: number): Match | undefined { return this.sports[sport].match(id); }

  updateMatch(sport: Sport, id: number, change: (m: Mutable<Match>) => void): void {
    const next = this.writableMatch(sport, id);
    if (!next) return;
    change(next);
    this.sports[sport].noteLiving(next);
  }

  writableMatch(sport: Sport, id: number): Mutable<Match> | undefined {
    const m = this.sports[sport].match(id);
    if (!m) return undefined;
    this.changes.matches[sport].add(id);
    return m as Mutable<Match>;
  }

  noteScoreStep(sport: Sport, match: Match): void {
    const steps = this.changes.scoreSteps[sport];
    const list = steps.get(match.id) ?? [];
    list.push(plain(match.homeScores), plain(match.awayScores));
    steps.set(match.id, list);
  }

  updateDetail(sport: Sport, id: number, change: (d: Mutable<DetailRecord>) => void): void {
    const next = this.writableDetail(sport, id);
    if (next) change(next);
  }

  writableDetail(sport: Sport, id: number): Mutable<DetailRecord> | undefined {
    if (!this.sports[sport].match(id)) return undefined;
    this.changes.details[sport].add(id);
    return this.sports[sport].writableDetail(id);
  }

  /** Everything reached through the draft may change in place: immer copies it on the first write. */
  owns(value: object): boolean { return isDraft(value); }
  adopt<T extends object>(value: T): T { return value; }

  append<T>(list: readonly T[], items: readonly T[]): readonly T[] {
    if (!isDraft(list)) return [...list, ...items];
    for (const x of items) (list as T[]).push(x);
    return list;
  }

  appendLog(log: DetailLog, mode: number, src: Uint8Array, start: number, end: number): DetailLog {
    return end <= start ? log : appendEntry(log, mode, src, start, end);
  }

  room(roomId: number): Room | undefined { return this.root.rooms[roomId]; }

  clearRooms(): void {
    for (const id of Object.keys(this.root.rooms)) this.changes.rooms.add(Number(id));
    this.root.rooms = {};
    this.changes.streamChanged = true;
  }

  replaceRooms(sport: Sport, rooms: readonly Room[]): void {
    for (const r of Object.values(this.root.rooms)) {
      if (r.sport !== sport) continue;
      delete this.root.rooms[r.roomId];
      this.changes.rooms.add(r.roomId);
    }
    for (const r of rooms) {
      this.root.rooms[r.roomId] = r;
      this.changes.rooms.add(r.roomId);
    }
  }

  setRoom(room: Room): void {
    this.root.rooms[room.roomId] = room;
    this.changes.rooms.add(room.roomId);
  }
}

export interface ImmerFoldResult {
  readonly state: LiveState;
  readonly changes: Changes;
  readonly patches: readonly Patch[];
}

/** fold(state, events) with immer: the same sequence rules as engine/core Folding, the same apply functions. */
export function immerFold(state: LiveState, events: readonly FeedEvent[]): ImmerFoldResult {
  let changes: Changes = emptyChanges();
  const [next, patches] = produceWithPatches(state, (root) => {
    const draft = new ImmerDraft(root as unknown as ConstructorParameters<typeof ImmerDraft>[0]);
    changes = draft.changes;
    for (const e of events) {
      if (e.type === 'listSnapshot') {
        if (e.stream === draft.stream && e.seq < draft.seq) continue;
        if (e.stream !== draft.stream && draft.stream !== '') draft.clearRooms();
        draft.stream = e.stream;
        draft.seq = e.seq;
      } else {
        if (e.seq <= draft.seq) continue;
        draft.seq = e.seq;
      }
      applyEvent(draft as unknown as Draft, e);
    }
  });
  return { state: next as LiveState, changes, patches };
}

