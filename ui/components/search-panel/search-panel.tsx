// The search panel [AN-6] (SPEC.md §2 "Header and shell"): a keyword (required: 请输入搜索内容), tabs 直播间 / 主播,
// the results in pages of 10 by infinite scroll (SPEC.md §9: delay 1000 ms, distance 10; finished when a page is
// short), and the two empty prompts. A new search or a tab switch clears the results (search-state.ts).
import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { useAccounts } from '../../accounts/use-accounts';
import { MAX_SEARCH_KEYWORD } from '../../../contract/limits';
import { useInfiniteScroll } from '../../hooks/use-infinite-scroll';
import { EmptyState } from '../feedback-state/empty-state';
import { Icon } from '../icon/icon';
import type { TabItem } from '../tab-bar/tab-bar';
import { TabBar } from '../tab-bar/tab-bar';
import { AnchorResultRow } from './anchor-result-row';
import { LiveResultRow } from './live-result-row';
import type { SearchTab } from './search-state';
import { BEFORE_SEARCH_TEXT, KEYWORD_REQUIRED_TEXT, NO_RESULTS_TEXT, resultsView } from './search-state';
import styles from './search-panel.module.css';
import { useAnchorSearch } from './use-anchor-search';

const TABS: readonly TabItem<SearchTab>[] = [{ id: 'liveRoom', label: '直播间' }, { id: 'anchor', label: '主播' }];

export function SearchPanel({ onClose }: { readonly onClose: () => void }) {
  const { toast } = useAccounts();
  const { state, search, selectTab, loadMore, dispatch } = useAnchorSearch();
  const [text, setText] = useState('');
  const results = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const rows = state.tab === 'liveRoom' ? state.liveRooms.length : state.anchors.length;
  const view = resultsView(state);

  useInfiniteScroll(results, {
    onLoad: loadMore, watch: `${state.generation}:${rows}`,
    disabled: state.keyword === '' || state.loading || state.finished || state.failed,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = text.trim();
    if (!keyword) {
      toast.warning(KEYWORD_REQUIRED_TEXT); // SPEC.md §5: the keyword must not be empty
      return;
    }
    search(keyword);
    results.current?.scrollTo({ top: 0 });
  };

  return (
    <div className={styles.panel}>
      <form className={styles.form} role="search" onSubmit={submit}>
        <Icon name="search" size={18} />
        <input
          className={styles.input} type="search" value={text} maxLength={MAX_SEARCH_KEYWORD} aria-label="搜索关键词"
          placeholder="搜索直播间、主播" onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className={styles.submit}>搜索</button>
      </form>
      <TabBar label="搜索范围" items={TABS} selected={state.tab} onSelect={selectTab} controls={panelId} className={styles.tabs} />
      <div ref={results} id={panelId} role="tabpanel" className={styles.results} data-testid="search-results" aria-busy={state.loading}>
        {view === 'before' && <EmptyState text={BEFORE_SEARCH_TEXT} />}
        {view === 'empty' && <EmptyState text={NO_RESULTS_TEXT} />}
        {view === 'rows' && (
          <ul className={styles.list}>
            {state.tab === 'liveRoom'
              ? state.liveRooms.map((r) => <LiveResultRow key={r.room.roomId} row={r} onEnter={onClose} />)
              : state.anchors.map((a) => (
                <AnchorResultRow key={a.customerId} row={a} onLeave={onClose} onFollowed={(customerId) => dispatch({ type: 'followed', customerId })} />
              ))}
          </ul>
        )}
        {state.loading && <p className={styles.status} role="status">加载中…</p>}
        {state.failed && (
          <p className={styles.status}>
            加载失败 <button type="button" className={styles.retry} onClick={loadMore}>重新加载</button>
          </p>
        )}
        {view === 'rows' && state.finished && rows > 0 && <p className={styles.status} data-testid="search-finished">没有更多了</p>}
      </div>
    </div>
  );
}
