// The index's search: competitions, teams and players by Chinese name or pinyin initials (data/search; the server
// matches both). The keyword is the URL's ?keyword=, so a search survives a reload; an empty one is refused with
// the contract's 请输入关键字 (SPEC.md §5: the keyword must not be empty).
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Sport } from '../../../engine/core';
import { CompetitionBadge } from '../../components/badge/competition-badge';
import { TeamBadge } from '../../components/badge/team-badge';
import { Icon } from '../../components/icon/icon';
import { useAccounts } from '../../accounts/use-accounts';
import type { DataAnswer } from './data-calls';
import { competitionPath, playerPath, teamPath } from './data-paths';
import { LoadState } from './load-state';
import styles from './match-data.module.css';
import { useDataLoad } from './use-data-load';

type Hit = DataAnswer<'dataSearch'>[number];

const KIND_LABEL = { competition: '赛事', team: '球队', player: '球员' } as const;
export const SEARCH_SIZE = 20;
const EMPTY_RESULT = '暂无相关内容，换个关键词试试吧～';

function hitPath(sport: Sport, hit: Hit): string {
  switch (hit.kind) {
    case 'competition': return competitionPath(sport, hit.id);
    case 'team': return teamPath(sport, hit.id);
    case 'player': return playerPath(sport, hit.id);
  }
}

export function SearchBox({ keyword, onSearch }: { readonly keyword: string; readonly onSearch: (keyword: string) => void }) {
  const accounts = useAccounts();
  const [text, setText] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const k = text.trim();
    if (!k) return accounts.toast.warning('请输入关键字');
    onSearch(k);
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <input
        className={styles.searchInput} value={text} onChange={(e) => setText(e.target.value)} maxLength={30}
        placeholder="搜索赛事、球队、球员" title="中文名或拼音首字母" aria-label="搜索赛事、球队、球员"
      />
      <button type="submit" className={styles.searchButton}><Icon name="search" size={16} />搜索</button>
    </form>
  );
}

export function SearchResults({ sport, keyword }: { readonly sport: Sport; readonly keyword: string }) {
  const { load, retry } = useDataLoad(sport, 'dataSearch', { keyword, size: SEARCH_SIZE });
  return (
    <section className={styles.card} aria-label="搜索结果" data-testid="data-search-results">
      <header className={styles.cardHead}><h2 className={styles.cardTitle}>“{keyword}”的搜索结果</h2></header>
      <div className={styles.cardBody}>
        <LoadState load={load} label="搜索中" missing={EMPTY_RESULT} onRetry={retry}>
          {(hits) => hits.length === 0 ? <p className={styles.menuNote}>{EMPTY_RESULT}</p> : (
            <ul className={styles.hitList}>
              {hits.map((hit) => (
                <li key={`${hit.kind}-${hit.id}`}>
                  <Link to={hitPath(sport, hit)} className={styles.hit} data-testid="search-hit">
                    {hit.kind === 'competition' ? <CompetitionBadge name={hit.name} logo={hit.logo || undefined} size="sm" decorative /> : <TeamBadge name={hit.name} logo={hit.logo || undefined} size="sm" decorative />}
                    <span className={styles.hitKind}>{KIND_LABEL[hit.kind]}</span>
                    <span className={styles.hitName}>{hit.name}</span>
                    {hit.context && <span className={styles.muted}>{hit.context}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </div>
    </section>
  );
}
