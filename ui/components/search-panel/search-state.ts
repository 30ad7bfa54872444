// The search panel's state [AN-6], pure: the tab (直播间 / 主播), the keyword searched, the rows so far and how the
// paging stands. A new search or a tab switch clears the rows; a page shorter than 10 finishes the list; a page
// that answers an older search (a generation ago) is dropped. Following an anchor from the results flips its
// followStatus (SPEC.md §4: 2 becomes 1, otherwise 2).
import type { AnchorSearchItem, LiveSearchItem, SearchType } from '../../../contract/anchor-search';
import type { Immutable } from '../../../contract/call';
import { SEARCH_PAGE_SIZE } from '../../../contract/limits';
import { nextAnchorFollow } from '../../accounts/follow-anchor';

export type SearchTab = SearchType;
export type LiveRow = Immutable<LiveSearchItem>;
export type AnchorRow = Immutable<AnchorSearchItem>;

export const BEFORE_SEARCH_TEXT = '搜索看比赛直播间，开启精彩视界';
export const NO_RESULTS_TEXT = '暂无相关内容，换个关键词试试吧～';
export const KEYWORD_REQUIRED_TEXT = '请输入搜索内容';

export interface SearchState {
  readonly tab: SearchTab;
  /** The keyword searched ('' before the first search). */
  readonly keyword: string;
  readonly liveRooms: readonly LiveRow[];
  readonly anchors: readonly AnchorRow[];
  /** The last page asked for (0: none yet). */
  readonly pageNum: number;
  readonly loading: boolean;
  readonly finished: boolean;
  readonly failed: boolean;
  /** Bumped by every search and tab switch: pages of an older one are dropped. */
  readonly generation: number;
}

export const INITIAL_SEARCH: SearchState = {
  tab: 'liveRoom', keyword: '', liveRooms: [], anchors: [], pageNum: 0, loading: false, finished: false, failed: false, generation: 0,
};

export type SearchAction =
  | { readonly type: 'search'; readonly keyword: string }
  | { readonly type: 'tab'; readonly tab: SearchTab }
  | { readonly type: 'pageRequested' }
  | { readonly type: 'pageLoaded'; readonly generation: number; readonly liveRooms: readonly LiveRow[]; readonly anchors: readonly AnchorRow[] }
  | { readonly type: 'pageFailed'; readonly generation: number }
  | { readonly type: 'followed'; readonly customerId: number };

/** SPEC.md §4: for anchor search, followStatus 2 becomes 1, otherwise 2 (one rule with the follow call's). */
export const nextFollowStatus = nextAnchorFollow;

const cleared = (s: SearchState, over: Partial<SearchState>): SearchState =>
  ({ ...s, liveRooms: [], anchors: [], pageNum: 0, loading: false, finished: false, failed: false, generation: s.generation + 1, ...over });

export function searchReducer(s: SearchState, a: SearchAction): SearchState {
  switch (a.type) {
    case 'search': return cleared(s, { keyword: a.keyword });
    case 'tab': return a.tab === s.tab ? s : cleared(s, { tab: a.tab });
    case 'pageRequested':
      return s.keyword === '' || s.loading || s.finished ? s : { ...s, loading: true, failed: false, pageNum: s.pageNum + 1 };
    case 'pageLoaded': {
      if (a.generation !== s.generation) return s;
      const got = s.tab === 'liveRoom' ? a.liveRooms.length : a.anchors.length;
      return {
        ...s, loading: false, finished: got < SEARCH_PAGE_SIZE, // [AN-6] a short page ends the list
        liveRooms: s.tab === 'liveRoom' ? [...s.liveRooms, ...a.liveRooms] : s.liveRooms,
        anchors: s.tab === 'anchor' ? [...s.anchors, ...a.anchors] : s.anchors,
      };
    }
    case 'pageFailed':
      return a.generation !== s.generation ? s : { ...s, loading: false, failed: true, pageNum: s.pageNum - 1 };
    case 'followed':
      return { ...s, anchors: s.anchors.map((r) => (r.customerId === a.customerId ? { ...r, followStatus: nextFollowStatus(r.followStatus) } : r)) };
  }
}

/** What the results area shows: rows, the prompt before a search, or the empty result. */
export function resultsView(s: SearchState): 'before' | 'empty' | 'rows' {
  if (s.keyword === '') return 'before';
  const rows = s.tab === 'liveRoom' ? s.liveRooms.length : s.anchors.length;
  if (rows === 0 && s.finished && !s.failed) return 'empty';
  return 'rows';
}
