// The matches a list starts from [LS-9], before tab, filter and display settings.
import { unreachable } from '../events';
import { byId } from '../fold/id-key';
import type { Competition, LiveState, Match } from '../model';
import type { ViewContext, ViewSpec } from './view-spec';

export interface ListSource {
  /** Every id that may be listed (a superset is fine: `match` says no for the rest). */
  ids(): Iterable<number>;
  /** The match when `id` belongs to this list, else undefined. */
  match(id: number): Match | undefined;
  competition(id: number): Competition | undefined;
}

const numericKeys = (record: object): Iterable<number> => Object.keys(record).map(Number);

export function listSource(state: LiveState, spec: ViewSpec, ctx: ViewContext): ListSource {
  const today = state[spec.sport];
  switch (spec.list) {
    case 'today': case 'focus':
      return { ids: () => numericKeys(today.matches), match: (id) => byId(today.matches, id), competition: (id) => today.competitions[id] };
    case 'followed':
      return {
        ids: () => ctx.followed,
        match: (id) => (ctx.followed.has(id) ? byId(today.matches, id) : undefined),
        competition: (id) => today.competitions[id],
      };
    case 'day': {
      // Another day's list; a match also in the live state (tomorrow's, or one still going past midnight) is
      // taken from the state, which the feed keeps current.
      const day = ctx.day ?? { matches: {}, competitions: {} };
      return {
        ids: () => numericKeys(day.matches),
        match: (id) => {
          const own = byId(day.matches, id);
          return own ? byId(today.matches, id) ?? own : undefined;
        },
        competition: (id) => today.competitions[id] ?? day.competitions[id],
      };
    }
    default: return unreachable(spec.list);
  }
}
