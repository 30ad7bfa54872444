// /forecast's filters as URL search params (sport=1|2, market=1|2|3, scope=hot|followed, anchorId=), read and
// written here so the list survives a reload and a link; anything unreadable falls back to "all". Pure.
import type { CallAt, RequestOf } from '../../api';

export type SportFilter = 'all' | '1' | '2';
export type MarketFilter = 'all' | '1' | '2' | '3';
export type Scope = 'all' | 'hot' | 'followed';

export interface ListQuery {
  readonly sport: SportFilter;
  readonly market: MarketFilter;
  readonly scope: Scope;
  readonly anchorId: number | undefined;
}

const PAGE = 20;
const MAX_PAGE = 100;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

export function queryOf(params: URLSearchParams): ListQuery {
  const id = Number(params.get('anchorId'));
  return {
    sport: oneOf(params.get('sport'), ['1', '2'], 'all'),
    market: oneOf(params.get('market'), ['1', '2', '3'], 'all'),
    scope: oneOf(params.get('scope'), ['hot', 'followed'], 'all'),
    anchorId: Number.isSafeInteger(id) && id > 0 ? id : undefined,
  };
}

export function withQuery(q: ListQuery, next: Partial<ListQuery>): URLSearchParams {
  const merged = { ...q, ...next };
  const out = new URLSearchParams();
  if (merged.sport !== 'all') out.set('sport', merged.sport);
  if (merged.market !== 'all') out.set('market', merged.market);
  if (merged.scope !== 'all') out.set('scope', merged.scope);
  if (merged.anchorId !== undefined) out.set('anchorId', String(merged.anchorId));
  return out;
}

/** The list call's body; `pages` pages of PAGE asked as one (加载更多 grows it). */
export function listBody(q: ListQuery, pages: number): RequestOf<CallAt<'/v1/prediction/list'>> {
  return {
    ...(q.sport !== 'all' && { sportType: Number(q.sport) as 1 | 2 }),
    ...(q.market !== 'all' && { market: Number(q.market) as 1 | 2 | 3 }),
    scope: q.scope,
    ...(q.anchorId !== undefined && { anchorId: q.anchorId }),
    pageNum: 1,
    pageSize: Math.min(MAX_PAGE, PAGE * pages),
  };
}
