// The search panel's data [AN-6]: the state (search-state.ts) and /anchor/search for each page it asks for.
import { useCallback, useEffect, useReducer } from 'react';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import { SEARCH_PAGE_SIZE } from '../../../contract/limits';
import type { SearchAction, SearchState, SearchTab } from './search-state';
import { INITIAL_SEARCH, searchReducer } from './search-state';

export interface AnchorSearch {
  readonly state: SearchState;
  search(keyword: string): void;
  selectTab(tab: SearchTab): void;
  loadMore(): void;
  dispatch(action: SearchAction): void;
}

export function useAnchorSearch(): AnchorSearch {
  const { api } = useAccounts();
  const [state, dispatch] = useReducer(searchReducer, INITIAL_SEARCH);
  const { loading, generation, pageNum, keyword, tab } = state;

  useEffect(() => {
    if (!loading) return undefined;
    let current = true;
    void callJson(api, '/anchor/search', { keyword, type: tab, pageNum, pageSize: SEARCH_PAGE_SIZE }).then((answer) => {
      if (!current) return;
      if (answer.ok) dispatch({ type: 'pageLoaded', generation, liveRooms: answer.data.liveRooms, anchors: answer.data.anchors });
      else dispatch({ type: 'pageFailed', generation });
    });
    return () => { current = false; };
  }, [api, loading, generation, pageNum, keyword, tab]);

  return {
    state,
    dispatch,
    search: useCallback((k: string) => { dispatch({ type: 'search', keyword: k }); dispatch({ type: 'pageRequested' }); }, []),
    // the same tab again changes nothing (asking for a page there would load the next one)
    selectTab: useCallback((t: SearchTab) => {
      if (t === tab) return;
      dispatch({ type: 'tab', tab: t });
      dispatch({ type: 'pageRequested' });
    }, [tab]),
    loadMore: useCallback(() => dispatch({ type: 'pageRequested' }), []),
  };
}
