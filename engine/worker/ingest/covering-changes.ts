// Changes that name every row of a state: for a batch that replaces a state wholesale (a rewound replay, a
// warm start), so whoever recomputes from `changes` also revisits the rows that went away.
import type { Changes, LiveState } from '../../core';
import { SPORTS } from '../../core';
import { emptyChanges } from '../../core/fold/draft';

export function coveringChanges(state: LiveState, base: Changes = emptyChanges()): Changes {
  const out = emptyChanges();
  for (const sport of SPORTS) {
    for (const id of base.matches[sport]) out.matches[sport].add(id);
    for (const id of base.details[sport]) out.details[sport].add(id);
    for (const id of Object.keys(state[sport].matches)) out.matches[sport].add(Number(id));
    for (const id of Object.keys(state[sport].details)) out.details[sport].add(Number(id));
    out.replaced.add(sport);
  }
  for (const id of base.rooms) out.rooms.add(id);
  for (const id of Object.keys(state.rooms)) out.rooms.add(Number(id));
  return out;
}
