// The interned tables of one subscription: every string and match id crosses once, then travels as an index.
// The worker's side assigns indices; the page's side appends what each patch announces, in the same order,
// so both agree without ever sending the whole table again.

/** Worker side: indices handed out, and what was added since the last patch was packed. */
export class InternTables {
  private readonly strings = new Map<string, number>();
  private readonly ids = new Map<number, number>();
  private addedStrings: string[] = [];
  private addedIds: number[] = [];

  string(s: string): number {
    let index = this.strings.get(s);
    if (index === undefined) {
      index = this.strings.size;
      this.strings.set(s, index);
      this.addedStrings.push(s);
    }
    return index;
  }

  /** The slot of a match id. */
  id(matchId: number): number {
    let slot = this.ids.get(matchId);
    if (slot === undefined) {
      slot = this.ids.size;
      this.ids.set(matchId, slot);
      this.addedIds.push(matchId);
    }
    return slot;
  }

  /** What was added since the last call (the next patch announces it). */
  takeAdded(): { readonly strings: string[]; readonly ids: number[] } {
    const added = { strings: this.addedStrings, ids: this.addedIds };
    this.addedStrings = [];
    this.addedIds = [];
    return added;
  }
}

/** Page side: the tables as the patches so far announced them, and the last version applied. */
export interface PageTables {
  readonly strings: string[];
  readonly ids: number[];
  version: number;
}

export function emptyPageTables(): PageTables {
  return { strings: [], ids: [], version: 0 };
}
