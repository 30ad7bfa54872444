// Copy-on-write over LiveState for one batch of events: every record map is copied at most once per batch and
// every touched id is remembered, so a batch costs O(events), the result shares what it did not touch, and the
// caller learns exactly what changed (the rich internal diff the views and patches are built from).
import type {
  Competition, DetailRecord, LiveState, Match, Room, SportState, Team,
} from '../model';
import type { DetailLog } from '../detail-log/detail-log';
import { appendEntry, writeEntry } from '../detail-log/detail-log';
import { EMPTY_RECORD } from '../model';
import type { Sport } from '../sport';
import { byId, setById } from './id-key';

export interface Changes {
  /** Matches whose list fields changed, were added or were removed, per sport. */
  readonly matches: Record<Sport, Set<number>>;
  readonly details: Record<Sport, Set<number>>;
  /** Competitions and teams written (added or replaced), per sport. */
  readonly competitions: Record<Sport, Set<number>>;
  readonly teams: Record<Sport, Set<number>>;
  readonly rooms: Set<number>;
  /**
   * Sports whose whole list an accepted list snapshot replaced (a stale snapshot is dropped and not listed):
   * a resync is complete once both sports are here.
   */
  readonly replaced: Set<Sport>;
  /** True when a snapshot of a new stream reset the state (rooms were cleared). */
  streamChanged: boolean;
  /**
   * [GN-1] is judged per score frame: for each match whose current score a score frame of this batch moved, the
   * scores it had before each such frame, in fold order (home, away, home, away …). Two goal frames of one match in
   * one packet (a backlog after a resume) are two goals, not one batch in which both sides rose.
   */
  readonly scoreSteps: Record<Sport, Map<number, (readonly number[])[]>>;
}

export function emptyChanges(): Changes {
  return {
    matches: { football: new Set(), basketball: new Set() },
    details: { football: new Set(), basketball: new Set() },
    competitions: { football: new Set(), basketball: new Set() },
    teams: { football: new Set(), basketball: new Set() },
    rooms: new Set(),
    replaced: new Set(),
    streamChanged: false,
    scoreSteps: { football: new Map(), basketball: new Map() },
  };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Table<V> = Record<number, V>;

class SportDraft {
  readonly writtenCompetitions: Set<number>;
  readonly writtenTeams: Set<number>;

  private matches: Table<Match> | null = null;
  private competitions: Table<Competition> | null = null;
  private teams: Table<Team> | null = null;
  private details: Table<DetailRecord> | null = null;
  /**
   * Ids of the matches with living anchors, gathered by one scan the first time a batch asks and kept up to date
   * by every write after it, so room events need not scan every match of the day.
   */
  private living: Set<number> | null = null;
  /**
   * Matches and details this batch has looked up or written, by id: the tables are objects keyed by 11-digit
   * ids (dictionary-mode, a string key per lookup), and a batch asks for the same few hundred ids many times.
   */
  private readonly seenMatches = new Map<number, Match>();
  private readonly seenDetails = new Map<number, DetailRecord>();
  /**
   * The matches and details this batch copied and may still write in place, by id: the next event on the same
   * match finds its copy with one lookup (a batch at full speed is mostly runs of events on the same matches).
   */
  private readonly ownMatches = new Map<number, Mutable<Match>>();
  private readonly ownDetails = new Map<number, Mutable<DetailRecord>>();

  constructor(private base: SportState, changes: { competitions: Set<number>; teams: Set<number> }) {
    this.writtenCompetitions = changes.competitions;
    this.writtenTeams = changes.teams;
  }

  match(id: number): Match | undefined {
    let m = this.seenMatches.get(id);
    if (m === undefined) {
      m = byId(this.matches ?? this.base.matches, id);
      if (m !== undefined) this.seenMatches.set(id, m);
    }
    return m;
  }

  detail(id: number): DetailRecord {
    let d = this.seenDetails.get(id);
    if (d === undefined) {
      d = byId(this.details ?? this.base.details, id) ?? EMPTY_RECORD;
      this.seenDetails.set(id, d);
    }
    return d;
  }

  /** This batch's own copy of the match, when it made one that is still the table's. */
  ownMatch(id: number): Mutable<Match> | undefined { return this.ownMatches.get(id); }
  ownDetail(id: number): Mutable<DetailRecord> | undefined { return this.ownDetails.get(id); }

  allMatches(): Readonly<Table<Match>> { return this.matches ?? this.base.matches; }
  allDetails(): Readonly<Table<DetailRecord>> { return this.details ?? this.base.details; }

  /** `own`: the batch's own copy, which later events may write in place (else a record from outside, e.g. an upsert's). */
  setMatch(match: Match, own = false): void {
    setById(this.matches ??= { ...this.base.matches }, match.id, match);
    this.seenMatches.set(match.id, match);
    if (own) this.ownMatches.set(match.id, match);
    else this.ownMatches.delete(match.id);
    this.noteLiving(match);
  }

  setDetail(id: number, detail: Mutable<DetailRecord>): void {
    setById(this.details ??= { ...this.base.details }, id, detail);
    this.seenDetails.set(id, detail);
    this.ownDetails.set(id, detail);
  }

  /** The ids of the matches whose living list is not empty (a live set: later writes change it). */
  livingIds(): ReadonlySet<number> {
    if (!this.living) {
      this.living = new Set();
      for (const m of Object.values(this.allMatches())) if (m.living.length > 0) this.living.add(m.id);
    }
    return this.living;
  }

  /** Keeps livingIds right after `match` was written or changed in place. */
  noteLiving(match: Match): void {
    if (!this.living) return;
    if (match.living.length > 0) this.living.add(match.id);
    else this.living.delete(match.id);
  }

  competition(id: number): Competition | undefined { return (this.competitions ?? this.base.competitions)[id]; }
  team(id: number): Team | undefined { return (this.teams ?? this.base.teams)[id]; }

  setCompetition(c: Competition): void {
    (this.competitions ??= { ...this.base.competitions })[c.id] = c;
    this.writtenCompetitions.add(c.id);
  }

  setTeam(t: Team): void {
    (this.teams ??= { ...this.base.teams })[t.id] = t;
    this.writtenTeams.add(t.id);
  }

  /** Replaces the whole list (a snapshot). */
  replace(next: { matches: Table<Match>; competitions: Table<Competition>; teams: Table<Team>; details: Table<DetailRecord> }): void {
    for (const id of Object.keys(this.competitions ?? this.base.competitions)) this.writtenCompetitions.add(Number(id));
    for (const id of Object.keys(this.teams ?? this.base.teams)) this.writtenTeams.add(Number(id));
    for (const id of Object.keys(next.competitions)) this.writtenCompetitions.add(Number(id));
    for (const id of Object.keys(next.teams)) this.writtenTeams.add(Number(id));
    this.matches = next.matches;
    this.living = null;
    this.seenMatches.clear();
    this.seenDetails.clear();
    this.ownMatches.clear();
    this.ownDetails.clear();
    this.competitions = next.competitions;
    this.teams = next.teams;
    this.details = next.details;
  }

  finish(): SportState {
    if (!this.matches && !this.competitions && !this.teams && !this.details) return this.base;
    return {
      matches: this.matches ?? this.base.matches,
      competitions: this.competitions ?? this.base.competitions,
      teams: this.teams ?? this.base.teams,
      details: this.details ?? this.base.details,
    };
  }
}

export class Draft {
  stream: string;
  seq: number;
  readonly changes = emptyChanges();
  /**
   * Objects and arrays this batch created: nothing outside the draft can see them yet, so later events of the
   * same batch change them in place instead of copying again (a batch of score changes to one match makes one
   * copy, a run of text-live appends one array). A plain Set, not a WeakSet: it dies with the draft at the end
   * of the batch anyway, and a WeakSet's ephemeron table is extra work for every young-generation collection.
   */
  private readonly owned = new Set<object>();
  private readonly sports: Record<Sport, SportDraft>;
  private rooms: Table<Room> | null = null;

  constructor(private readonly base: LiveState) {
    this.stream = base.stream;
    this.seq = base.seq;
    const written = (sport: Sport) => ({ competitions: this.changes.competitions[sport], teams: this.changes.teams[sport] });
    this.sports = {
      football: new SportDraft(base.football, written('football')),
      basketball: new SportDraft(base.basketball, written('basketball')),
    };
  }

  sport(sport: Sport): SportDraft { return this.sports[sport]; }

  match(sport: Sport, id: number): Match | undefined { return this.sports[sport].match(id); }

  /** Applies `change` to a known match; unknown matches are left alone. */
  updateMatch(sport: Sport, id: number, change: (m: Mutable<Match>) => void): void {
    const next = this.writableMatch(sport, id);
    if (!next) return;
    change(next);
    this.sports[sport].noteLiving(next);
  }

  /**
   * A known match this batch may write field by field (its own copy, made at most once per batch), marked
   * changed; undefined for an unknown match. The closure-free form of updateMatch for the hot list events
   * (a closure per score event is an allocation per event); a write to `living` must go through updateMatch.
   */
  writableMatch(sport: Sport, id: number): Mutable<Match> | undefined {
    const lists = this.sports[sport];
    const own = lists.ownMatch(id);
    if (own) return own; // made by an earlier event of this batch, which marked the match changed
    const current = lists.match(id);
    if (!current) return undefined;
    this.changes.matches[sport].add(id);
    const next: Mutable<Match> = { ...current };
    this.owned.add(next);
    lists.setMatch(next, true);
    return next;
  }

  /** [GN-1] the scores `match` had before a score frame that moves its current score (Changes.scoreSteps). */
  noteScoreStep(sport: Sport, match: Match): void {
    const steps = this.changes.scoreSteps[sport];
    const list = steps.get(match.id);
    if (list) list.push(match.homeScores, match.awayScores);
    else steps.set(match.id, [match.homeScores, match.awayScores]);
  }

  /** Applies `change` to the detail of a known match. */
  updateDetail(sport: Sport, id: number, change: (d: Mutable<DetailRecord>) => void): void {
    const next = this.writableDetail(sport, id);
    if (next) change(next);
  }

  /** The detail of a known match as this batch's own copy, marked changed (closure-free updateDetail). */
  writableDetail(sport: Sport, id: number): Mutable<DetailRecord> | undefined {
    const lists = this.sports[sport];
    const own = lists.ownDetail(id);
    if (own) return own; // its match is known and the detail already marked changed
    if (!lists.match(id)) return undefined;
    this.changes.details[sport].add(id);
    const next: Mutable<DetailRecord> = { ...lists.detail(id) };
    this.owned.add(next);
    lists.setDetail(id, next);
    return next;
  }

  /** Whether this batch made `value` (so nothing outside the draft sees it and it may change in place). */
  owns(value: object): boolean {
    return this.owned.has(value);
  }

  /** Marks `value` as made by this batch: later events of the batch may change it in place. */
  adopt<T extends object>(value: T): T {
    this.owned.add(value);
    return value;
  }

  /** `list` with `items` appended: in place when this batch already made the array, else a new array. */
  append<T>(list: readonly T[], items: readonly T[]): readonly T[] {
    if (this.owned.has(list)) {
      for (const x of items) (list as T[]).push(x);
      return list;
    }
    const next = [...list, ...items];
    this.owned.add(next);
    return next;
  }

  /**
   * `log` with the entry (mode, src[start, end)) appended: in place when this batch made the version (a run of
   * frames on one match in a batch then makes one version object), else as a new version.
   */
  appendLog(log: DetailLog, mode: number, src: Uint8Array, start: number, end: number): DetailLog {
    if (end <= start) return log;
    if (this.owned.has(log)) {
      const own = log as Mutable<DetailLog>;
      own.store = writeEntry(log, mode, src, start, end);
      own.end = own.store.used;
      return own;
    }
    return this.adopt(appendEntry(log, mode, src, start, end));
  }

  room(roomId: number): Room | undefined { return (this.rooms ?? this.base.rooms)[roomId]; }

  /** A new stream: room records of the old one say nothing about the new one (lists carry the living anchors). */
  clearRooms(): void {
    for (const id of Object.keys(this.rooms ?? this.base.rooms)) this.changes.rooms.add(Number(id));
    this.rooms = {};
    this.changes.streamChanged = true;
  }

  /** A snapshot's rooms replace the rooms of its sport. */
  replaceRooms(sport: Sport, rooms: readonly Room[]): void {
    const next: Table<Room> = {};
    for (const r of Object.values(this.rooms ?? this.base.rooms)) {
      if (r.sport !== sport) next[r.roomId] = r;
      else this.changes.rooms.add(r.roomId);
    }
    for (const r of rooms) {
      next[r.roomId] = r;
      this.changes.rooms.add(r.roomId);
    }
    this.rooms = next;
  }

  setRoom(room: Room): void {
    (this.rooms ??= { ...this.base.rooms })[room.roomId] = room;
    this.changes.rooms.add(room.roomId);
  }

  finish(): LiveState {
    const football = this.sports.football.finish();
    const basketball = this.sports.basketball.finish();
    const rooms = this.rooms ?? this.base.rooms;
    if (football === this.base.football && basketball === this.base.basketball && rooms === this.base.rooms
      && this.seq === this.base.seq && this.stream === this.base.stream) return this.base;
    return { stream: this.stream, seq: this.seq, football, basketball, rooms };
  }
}

export type { Mutable };
